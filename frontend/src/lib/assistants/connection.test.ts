/**
 * hubConnectionCreate with the real @microsoft/signalr client (no stand-in): the negotiate call
 * carries the API key and the session token; the socket gets the connection token and no sign-in
 * token at all, neither in its URL nor as a header (docs/assistants.md, "Authentication and
 * refusals"); a refused invocation's code is read from the completion's headers.
 *
 * Under jest the client takes the Node.js paths (Platform.isNode): its websocket is this file's
 * stand-in for the `ws` package (where a sign-in token would go as a header, in a browser as
 * `access_token` in the URL), its HTTP goes through the global fetch, answered here.
 */
import { hubConnectionCreate, serverCloseReason } from './connection';

// The client's own copy of `ws` (node_modules/@microsoft/signalr/node_modules/ws).
jest.mock('@microsoft/signalr/node_modules/ws', () => MockWebSocket);

const RS = '\u001e';
const LIMIT = 'You have used all 30 assistant messages of your plan this month.';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

class MockWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: MockWebSocket[] = [];
  /** A reason the hub closes with right after the handshake (a refused connection), or null. */
  static refusal: string | null = null;

  readyState = MockWebSocket.CONNECTING;
  binaryType = 'blob';
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  readonly headers: Record<string, string>;

  constructor(
    readonly url: string,
    _protocols?: unknown,
    options?: { headers?: Record<string, string> },
  ) {
    this.headers = options?.headers ?? {};
    MockWebSocket.opened.push(this);
    setTimeout(() => {
      this.readyState = MockWebSocket.OPEN;
      this.onopen?.({});
    }, 0);
  }

  /** The hub's side: the handshake answered, a prompt refused with its code. */
  send(data: string) {
    for (const part of data.split(RS).filter(Boolean)) {
      const message = JSON.parse(part);
      let answer: object | null = null;
      if (message.protocol === 'json') answer = {};
      else if (message.type === 1 && message.invocationId) {
        answer = { type: 3, invocationId: message.invocationId, error: LIMIT, headers: { code: 'aiLimitReached' } };
      }
      if (answer) setTimeout(() => this.onmessage?.({ data: `${JSON.stringify(answer)}${RS}` }), 0);
      // As apps/assistants/consumers.py refuses a connection: the handshake, then a close message.
      if (message.protocol === 'json' && MockWebSocket.refusal) {
        const close = { type: 7, error: MockWebSocket.refusal };
        setTimeout(() => this.onmessage?.({ data: `${JSON.stringify(close)}${RS}` }), 0);
      }
    }
  }

  close() {
    this.readyState = MockWebSocket.CLOSED;
    setTimeout(() => this.onclose?.({ code: 1000, reason: '', wasClean: true }), 0);
  }
}

function headersOf(init?: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

describe('hubConnectionCreate (the real SignalR client)', () => {
  const negotiated: Sent[] = [];

  beforeEach(() => {
    negotiated.length = 0;
    MockWebSocket.opened = [];
    MockWebSocket.refusal = null;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      negotiated.push({ url: String(input), headers: headersOf(init) });
      const body = {
        negotiateVersion: 1,
        connectionId: 'conn-1',
        connectionToken: 'connection-token-1',
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('gives the session token to the negotiate call only, and the connection token to the socket', async () => {
    let token = 'session-token-1';
    const { connection } = await hubConnectionCreate({
      url: 'http://localhost/assistant-chat?agentId=3',
      accessToken: () => token,
      apiKey: 'spa-key',
    });
    await connection.start();

    expect(negotiated).toHaveLength(1);
    expect(negotiated[0].url).toBe('http://localhost/assistant-chat/negotiate?agentId=3&negotiateVersion=1');
    expect(negotiated[0].headers).toMatchObject({ authorization: 'Bearer session-token-1', 'x-api-key': 'spa-key' });
    const [socket] = MockWebSocket.opened;
    expect(socket.url).toBe('ws://localhost/assistant-chat?agentId=3&id=connection-token-1');
    expect(socket.url).not.toContain('access_token');
    expect(socket.url).not.toContain('session-token');
    expect(Object.keys(socket.headers).map((name) => name.toLowerCase())).not.toContain('authorization');
    await connection.stop();

    // A renewed session token is what the next negotiate call carries.
    token = 'session-token-2';
    await connection.start();
    expect(negotiated[1].headers.authorization).toBe('Bearer session-token-2');
    await connection.stop();
  });

  it("reads a refused invocation's code from the completion's headers", async () => {
    const { connection, errorCodeOf } = await hubConnectionCreate({
      url: 'http://localhost/assistant-chat',
      accessToken: () => 'session-token-1',
      apiKey: 'spa-key',
    });
    await connection.start();

    const refusal = await connection.invoke('SendPromptToAssistant', 'hello').catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toBe(LIMIT);
    expect(errorCodeOf(refusal)).toBe('aiLimitReached');
    expect(errorCodeOf(new Error('Another text.'))).toBeNull();
    expect(errorCodeOf('not an error')).toBeNull();
    await connection.stop();
  });

  it("gives the hub's reason for refusing the connection to serverCloseReason (what the chat shows)", async () => {
    const reason = 'Please verify your e-mail address before chatting with the assistant.';
    MockWebSocket.refusal = reason;
    const { connection } = await hubConnectionCreate({
      url: 'http://localhost/assistant-chat',
      accessToken: () => 'session-token-1',
      apiKey: 'spa-key',
    });
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    await connection.start();

    const error = await closed;

    expect(serverCloseReason(error)).toBe(reason);
    expect(serverCloseReason(new Error('WebSocket closed with status code: 1006 ().'))).toBeNull();
    // Refused, not lost: the client does not try again on its own.
    expect(connection.state).toBe('Disconnected');
    expect(negotiated).toHaveLength(1);
  });
});
