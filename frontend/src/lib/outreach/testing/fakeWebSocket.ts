/**
 * Tests only: a stand-in for the browser's WebSocket with no network, for the outreach events
 * socket (lib/outreach/events.ts). `installFakeWebSocket()` replaces the global and returns the
 * function that puts it back; `FakeWebSocket.last()` is the socket the page opened, and its
 * `serverSends(...)` / `drop()` play the server.
 */
export class FakeWebSocket {
  static all: FakeWebSocket[] = [];

  static last(): FakeWebSocket | undefined {
    return FakeWebSocket.all[FakeWebSocket.all.length - 1];
  }

  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }

  close() {
    this.closed = true;
  }

  send() {
    // The outreach socket never sends.
  }

  /** The server sends one JSON message. */
  serverSends(payload: unknown) {
    this.onmessage?.({ data: JSON.stringify(payload) } as MessageEvent);
  }

  /** The connection drops (or the server refuses it: code 4403). */
  drop(code = 1006) {
    this.closed = true;
    this.onclose?.({ code } as CloseEvent);
  }
}

export function installFakeWebSocket(): () => void {
  const original = globalThis.WebSocket;
  FakeWebSocket.all = [];
  globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
  return () => {
    globalThis.WebSocket = original;
    FakeWebSocket.all = [];
  };
}
