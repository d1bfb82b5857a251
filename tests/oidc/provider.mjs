// A real OpenID provider on loopback (the npm package oidc-provider) standing in for Google
// and the passwordless provider in the tests (tests/oidc_peer.py starts it).
//
// Usage: node tests/oidc/provider.mjs <port> <clients.json>
//   clients.json: [{"client_id", "client_secret"}, ...]
// Any loopback redirect URI is accepted (the test servers take free ports). The login page is
// oidc-provider's development interaction: the login typed is the account. Its claims:
//   email = the login; email_verified = false when the login starts with "unverified";
//   given_name / family_name from the address ("jordan.blake@..." -> Jordan Blake).
// Consent is granted at once (a first-party client). Prints "listening <issuer>" when ready.
import { readFileSync } from 'node:fs';
import Provider from 'oidc-provider';

const [port, clientsPath] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;
const clients = JSON.parse(readFileSync(clientsPath, 'utf8')).map((c) => ({
  client_id: c.client_id,
  client_secret: c.client_secret,
  redirect_uris: ['http://127.0.0.1/placeholder'],
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_post',
}));

function namesOf(email) {
  const local = email.split('@')[0].replace(/^unverified[.-]?/, '');
  const [first = 'Pat', last = 'Example'] = local.split(/[._-]/);
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  return { given_name: cap(first), family_name: cap(last) };
}

const provider = new Provider(issuer, {
  clients,
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name'],
  },
  scopes: ['openid', 'email', 'profile'],
  pkce: { required: () => true },
  // The e-mail and name claims in the ID token too, as Google sends them.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['oidc-test-peer-cookie-key'] },
  ttl: { AuthorizationCode: 120, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  async findAccount(ctx, id) {
    const email = id.toLowerCase();
    return {
      accountId: id,
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
  process.stdout.write(`listening ${issuer}\n`);
});
