// A real OpenID provider on loopback (the npm package oidc-provider) standing in for Google
// and the passwordless provider in the tests (tests/oidc_peer.py starts it).
//
// Usage: node tests/oidc/provider.mjs <clients.json> <mode>=<port> [<mode>=<port> ...]
//   clients.json: [{"client_id", "client_secret"}, ...]
//   mode "google-like": the e-mail and name claims in the ID token too, as Google sends them.
//   mode "conforming": oidc-provider's default (OpenID Connect Core 5.4): with the code flow the
//     ID token carries `sub` only; e-mail and names come from the userinfo endpoint.
// One provider per mode, each on its own port (its own issuer). Any loopback redirect URI is
// accepted (the test servers take free ports). The login page is oidc-provider's development
// interaction: the login typed is the account. Its claims:
//   email = the login; email_verified = false when the login starts with "unverified";
//   given_name / family_name from the address ("jordan.blake@..." -> Jordan Blake).
// Logins that make the userinfo endpoint misbehave (for the client's checks):
//   "othersub...": userinfo answers for another subject than the ID token's;
//   "brokenuserinfo...": userinfo fails with a server error.
// Consent is granted at once (a first-party client). Prints "listening <mode> <issuer>" for
// each provider when it is ready.
import { readFileSync } from 'node:fs';
import Provider from 'oidc-provider';

const [clientsPath, ...modes] = process.argv.slice(2);
const clientsJson = JSON.parse(readFileSync(clientsPath, 'utf8'));

function namesOf(email) {
  const local = email.split('@')[0].replace(/^(unverified|othersub|brokenuserinfo)[.-]?/, '');
  const [first = 'Pat', last = 'Example'] = local.split(/[._-]/);
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  return { given_name: cap(first), family_name: cap(last) };
}

function account(id, token) {
  const email = id.toLowerCase();
  const atUserinfo = token?.kind === 'AccessToken';
  if (atUserinfo && email.startsWith('brokenuserinfo')) {
    throw new Error('the userinfo endpoint is broken for this account');
  }
  return {
    // oidc-provider answers `sub` = accountId: at userinfo, another subject for "othersub".
    accountId: atUserinfo && email.startsWith('othersub') ? `someone-else-${id}` : id,
    async claims() {
      const names = namesOf(email);
      return {
        sub: id,
        email,
        email_verified: !email.startsWith('unverified'),
        name: `${names.given_name} ${names.family_name}`,
        ...names,
      };
    },
  };
}

function start(mode, port) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: clientsJson.map((c) => ({
      client_id: c.client_id,
      client_secret: c.client_secret,
      redirect_uris: ['http://127.0.0.1/placeholder'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    // false: the e-mail and name claims in the ID token too, as Google sends them; true (the
    // package's default): only at the userinfo endpoint.
    conformIdTokenClaims: mode === 'conforming',
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-peer-cookie-key'] },
    ttl: { AuthorizationCode: 120, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    async findAccount(ctx, id, token) {
      return account(id, token);
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.proxy = false;

  // Loopback redirect URIs on any port (the test servers take free ports); nothing else.
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(uri) {
    try {
      const url = new URL(uri);
      return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
    } catch {
      return false;
    }
  };

  provider.listen(Number(port), '127.0.0.1', () => {
    process.stdout.write(`listening ${mode} ${issuer}\n`);
  });
}

for (const arg of modes) {
  const [mode, port] = arg.split('=');
  if (mode !== 'google-like' && mode !== 'conforming') throw new Error(`unknown mode ${mode}`);
  start(mode, port);
}
