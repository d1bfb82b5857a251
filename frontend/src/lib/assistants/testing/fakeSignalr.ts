/**
 * Tests only: a stand-in for `@microsoft/signalr` with no socket. A test replaces the module
 *
 *   jest.mock('@microsoft/signalr', () => jest.requireActual('@/lib/assistants/testing/fakeSignalr').fakeSignalr);
 *
 * then drives the connection the screen built: `lastHub()` is it; `serverCalls(...)` plays the
 * server's ReceiveToken / AssistantDone; each `invoke` waits until the test answers it, and
 * `refuse(...)` answers one as the hub does, with a completion carrying the error's code, read
 * through the hub protocol the screen built (the real JSON protocol, extended by connection.ts).
 */
import type { HttpRequest, HttpResponse, IHubProtocol } from '@microsoft/signalr';

const actual = jest.requireActual<typeof import('@microsoft/signalr')>('@microsoft/signalr');

type Handler = (...args: unknown[]) => void;

export interface Invocation {
  method: string;
  args: unknown[];
  resolve: (value?: unknown) => void;
  reject: (error: Error) => void;
}

export class FakeHubConnection {
  static all: FakeHubConnection[] = [];

  state: 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting' = 'Disconnected';
  readonly invocations: Invocation[] = [];
  private readonly handlers = new Map<string, Handler[]>();
  private readonly reconnecting: Handler[] = [];
  private readonly reconnected: Handler[] = [];
  private readonly closed: Handler[] = [];
  /** An error start() rejects with (a refused connection), or null to connect. */
  startError: Error | null = null;
  stopped = false;

  constructor(
    readonly url: string,
    readonly options: { accessTokenFactory?: () => string; headers?: Record<string, string>; httpClient?: FakeHttpClient },
    readonly protocol: IHubProtocol | null,
  ) {
    FakeHubConnection.all.push(this);
  }

  on(method: string, handler: Handler) {
    this.handlers.set(method, [...(this.handlers.get(method) ?? []), handler]);
  }

  off(method: string) {
    this.handlers.delete(method);
  }

  onreconnecting(handler: Handler) {
    this.reconnecting.push(handler);
  }

  onreconnected(handler: Handler) {
    this.reconnected.push(handler);
  }

  onclose(handler: Handler) {
    this.closed.push(handler);
  }

  async start() {
    this.state = 'Connecting';
    if (this.startError) {
      this.state = 'Disconnected';
      throw this.startError;
    }
    this.state = 'Connected';
  }

  async stop() {
    this.stopped = true;
    this.state = 'Disconnected';
  }

  invoke(method: string, ...args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => this.invocations.push({ method, args, resolve, reject }));
  }

  // --- what the server does ------------------------------------------------------------------

  /** The server calls a client method (ReceiveToken, AssistantDone). */
  serverCalls(method: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(method) ?? []) handler(...args);
  }

  /** The hub refuses the latest invocation of `method`: its completion's error and code (the
   * message's headers) go through the connection's protocol, then the invocation rejects with
   * the error's text, as @microsoft/signalr does. */
  refuse(method: string, error: string, code?: string) {
    const completion = { type: actual.MessageType.Completion, invocationId: '1', error, ...(code ? { headers: { code } } : {}) };
    this.protocol?.parseMessages(`${JSON.stringify(completion)}\u001e`, actual.NullLogger.instance);
    this.lastInvocation(method)?.reject(new Error(error));
  }

  /** The latest invocation of `method` (SendPromptToAssistant...). */
  lastInvocation(method: string): Invocation | undefined {
    return this.invocations.filter((invocation) => invocation.method === method).at(-1);
  }

  /** The transport dropped; the client starts reconnecting. */
  dropAndReconnect() {
    this.state = 'Reconnecting';
    const error = new Error('Invocation canceled due to the underlying connection being closed.');
    for (const invocation of this.invocations.splice(0)) invocation.reject(error);
    for (const handler of this.reconnecting) handler(error);
  }

  reconnect() {
    this.state = 'Connected';
    for (const handler of this.reconnected) handler('new-id');
  }

  /** The server closes the connection with a reason (as after a refused handshake). */
  closeWith(reason?: string) {
    this.state = 'Disconnected';
    const error = reason ? new Error(`Server returned an error on close: ${reason}`) : undefined;
    for (const handler of this.closed) handler(error);
  }
}

class FakeHubConnectionBuilder {
  private url = '';
  private options = {};
  private protocol: IHubProtocol | null = null;

  withUrl(url: string, options: object = {}) {
    this.url = url;
    this.options = options;
    return this;
  }

  withHubProtocol(protocol: IHubProtocol) {
    this.protocol = protocol;
    return this;
  }

  withAutomaticReconnect() {
    return this;
  }

  configureLogging() {
    return this;
  }

  build() {
    return new FakeHubConnection(this.url, this.options, this.protocol);
  }
}

/** The HTTP client: records each request (the negotiate call) instead of sending it. */
export class FakeHttpClient {
  readonly sent: HttpRequest[] = [];

  constructor(_logger?: unknown) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    this.sent.push(request);
    return new actual.HttpResponse(200, 'OK', '{}');
  }

  post(url: string, options: Omit<HttpRequest, 'url' | 'method'> = {}) {
    return this.send({ ...options, method: 'POST', url });
  }

  getCookieString() {
    return '';
  }
}

/** The module's shape as lib/assistants/connection.ts uses it. */
export const fakeSignalr = {
  __esModule: true,
  HubConnectionBuilder: FakeHubConnectionBuilder,
  DefaultHttpClient: FakeHttpClient,
  JsonHubProtocol: actual.JsonHubProtocol,
  MessageType: actual.MessageType,
  NullLogger: actual.NullLogger,
  HttpTransportType: { WebSockets: 1 },
  LogLevel: { Warning: 3 },
};

/** The connection the screen built last. */
export function lastHub(): FakeHubConnection {
  const hub = FakeHubConnection.all.at(-1);
  if (!hub) throw new Error('No hub connection was built.');
  return hub;
}

export function resetFakeHubs() {
  FakeHubConnection.all = [];
}
