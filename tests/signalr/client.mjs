// The official SignalR client (@microsoft/signalr, as the SPA builds it in
// frontend/src/lib/assistants/connection.ts) against the real server: tests/test_signalr_client.py.
//
// Reads a scenario (JSON) on stdin:
//   { "baseUrl": "http://127.0.0.1:8000", "apiKey": "...", "waitSeconds": 120,
//     "steps": [ { "name": "chat", "path": "/assistant-chat", "token": "<JWT>",
//                  "tokenToNegotiateOnly": false,
//                  "prompts": ["How many credits do I have?"],
//                  "reconnect": false, "promptsAfterReconnect": [] }, ... ] }
// A step gives its token with accessTokenFactory (the client sends it to negotiate and, in
// Node.js, as the websocket's Authorization header; in a browser as access_token in its URL), or,
// with tokenToNegotiateOnly, as the SPA does: an HTTP client that adds it to the negotiate call
// only, so the socket carries nothing but the negotiated connection token (?id=).
// and prints one JSON line per event on stdout (logs go to stderr, and with each line as
// `logged`: the client's warnings and errors since the line before):
//   {"step": "chat", "event": "result", "connected": true, "results": [...], "closeError": null}
//   a reconnect step prints "result" for its prompts, then "ready-for-restart" and waits (bounded)
//   for the connection to be lost ("reconnecting") and regained ("reconnected"); then
//   "result-after-reconnect" for its promptsAfterReconnect.
//   {"event": "finished"} at the end, {"event": "fatal", "error": "..."} when something broke.
// Each result is {prompt, events, error}: events are, in the order they arrived,
// {"kind": "token", "value": <ReceiveToken's argument>}, {"kind": "done"} (AssistantDone) and
// {"kind": "completion"} (the invocation's completion); error is the completion's error or null.
// Every wait is bounded by waitSeconds.
import { createRequire } from 'node:module';

// The CommonJS build: in Node it loads the `ws` package (a dependency of @microsoft/signalr) for
// its websockets, as Node 20 has no global WebSocket.
const require = createRequire(import.meta.url);
const signalR = require('@microsoft/signalr');

// The client's own errors and warnings since the last line printed: each line carries them as
// `logged`, so a test sees a client that complained (a lost connection logs here, as it should).
let logged = [];

function emit(line) {
  process.stdout.write(`${JSON.stringify({ ...line, logged })}\n`);
  logged = [];
}

const logger = {
  log(level, message) {
    if (level < signalR.LogLevel.Warning) return;
    const text = `[signalr ${signalR.LogLevel[level]}] ${message}`;
    logged.push(text);
    process.stderr.write(`${text}\n`);
  },
};

function readStdin() {
  return new Promise((resolve, reject) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      text += chunk;
    });
    process.stdin.on('end', () => resolve(text));
    process.stdin.on('error', reject);
  });
}

function bounded(promise, seconds, what) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${seconds} s for ${what}`)), seconds * 1000);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

function errorText(error) {
  if (error === undefined || error === null) return null;
  return error instanceof Error ? error.message : String(error);
}

/** The SPA's way (frontend/src/lib/assistants/connection.ts): the token on the HTTP requests only. */
class NegotiateSignedIn extends signalR.DefaultHttpClient {
  constructor(token) {
    super(signalR.NullLogger.instance);
    this.token = token;
  }

  send(request) {
    return super.send({ ...request, headers: { ...request.headers, Authorization: `Bearer ${this.token}` } });
  }
}

class Step {
  constructor(scenario, step) {
    this.scenario = scenario;
    this.step = step;
    this.events = [];
    this.closeError = null;
    this.closed = false;
    this.lifecycle = { reconnecting: [], reconnected: [] };
    const waitMs = scenario.waitSeconds * 1000;
    const signIn = step.tokenToNegotiateOnly
      ? { httpClient: new NegotiateSignedIn(step.token) }
      : { accessTokenFactory: () => step.token };
    this.connection = new signalR.HubConnectionBuilder()
      .withUrl(scenario.baseUrl + step.path, {
        ...signIn,
        headers: { 'X-Api-Key': scenario.apiKey },
        skipNegotiation: false,
        transport: signalR.HttpTransportType.WebSockets,
      })
      // Retry every second while the server is away, for at most waitSeconds: the default
      // schedule (0, 2, 10, 30 s, then give up) could run out on a loaded machine while the
      // new server process starts.
      .withAutomaticReconnect({
        nextRetryDelayInMilliseconds: (context) => (context.elapsedMilliseconds < waitMs ? 1000 : null),
      })
      .configureLogging(logger)
      .build();
    // The handlers return nothing: a value returned would be a client result the server never asked for.
    this.connection.on('ReceiveToken', (value) => {
      this.events.push({ kind: 'token', value });
    });
    this.connection.on('AssistantDone', () => {
      this.events.push({ kind: 'done' });
    });
    this.connection.onclose((error) => {
      this.closed = true;
      this.closeError = errorText(error);
      this.wake();
    });
    this.connection.onreconnecting((error) => {
      this.lifecycle.reconnecting.push(errorText(error));
      this.wake();
    });
    this.connection.onreconnected((connectionId) => {
      this.lifecycle.reconnected.push(connectionId ?? null);
      this.wake();
    });
    this.waiters = [];
  }

  wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  async until(predicate, what) {
    const deadline = Date.now() + this.scenario.waitSeconds * 1000;
    while (!predicate()) {
      if (this.closed) throw new Error(`the connection closed while waiting for ${what}: ${this.closeError}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`waited ${this.scenario.waitSeconds} s for ${what}`);
      await new Promise((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 1000));
      });
    }
  }

  async prompt(prompt) {
    this.events = [];
    let error = null;
    try {
      await bounded(
        this.connection.invoke('SendPromptToAssistant', prompt),
        this.scenario.waitSeconds,
        'the completion of SendPromptToAssistant',
      );
    } catch (exc) {
      error = errorText(exc);
    }
    const events = this.events;
    events.push({ kind: 'completion' });
    this.events = [];
    return { prompt, events, error };
  }

  async prompts(list) {
    const results = [];
    for (const prompt of list || []) {
      results.push(await this.prompt(prompt));
      if (this.closed) break;
    }
    return results;
  }

  async run() {
    const { name } = this.step;
    let connected = false;
    try {
      await bounded(this.connection.start(), this.scenario.waitSeconds, 'the connection to start');
      connected = this.connection.state === signalR.HubConnectionState.Connected;
    } catch (exc) {
      emit({ step: name, event: 'result', connected: false, results: [], closeError: errorText(exc) });
      return;
    }
    const results = await this.prompts(this.step.prompts);
    emit({ step: name, event: 'result', connected, results, closeError: this.closeError });

    if (this.step.reconnect && !this.closed) {
      emit({ step: name, event: 'ready-for-restart', connectionId: this.connection.connectionId });
      await this.until(() => this.lifecycle.reconnecting.length > 0, 'the connection to be lost (onreconnecting)');
      emit({ step: name, event: 'reconnecting', error: this.lifecycle.reconnecting[0] });
      await this.until(() => this.lifecycle.reconnected.length > 0, 'the connection to come back (onreconnected)');
      emit({
        step: name,
        event: 'reconnected',
        connectionId: this.lifecycle.reconnected[0],
        state: this.connection.state,
      });
      const after = await this.prompts(this.step.promptsAfterReconnect);
      emit({
        step: name,
        event: 'result-after-reconnect',
        connected: this.connection.state === signalR.HubConnectionState.Connected,
        results: after,
        closeError: this.closeError,
      });
    }
    await bounded(this.connection.stop(), this.scenario.waitSeconds, 'the connection to stop');
  }
}

async function main() {
  const source = process.argv[2] ? process.argv[2] : await readStdin();
  const scenario = JSON.parse(source);
  scenario.waitSeconds = scenario.waitSeconds || 120;
  for (const step of scenario.steps) {
    await new Step(scenario, step).run();
  }
  emit({ event: 'finished' });
}

main().then(
  () => process.exit(0),
  (exc) => {
    emit({ event: 'fatal', error: exc instanceof Error ? exc.stack || exc.message : String(exc) });
    process.exit(1);
  },
);
