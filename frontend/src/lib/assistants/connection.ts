/**
 * The SignalR client, loaded only by the chat screens (its own chunk: the first-load budget,
 * docs/architecture.md). The negotiate request carries the API key header and the bearer
 * token; the browser's websocket cannot carry headers, so the token goes as access_token and
 * the negotiated connection token stands for the API key (apps/assistants/consumers.py).
 */
import type { HubConnection } from '@microsoft/signalr';

export type { HubConnection };

export interface HubConnectionOptions {
  url: string;
  /** Read at each (re)connection, so a renewed session token is used. */
  accessTokenFactory: () => string;
  apiKey: string;
}

export async function hubConnectionCreate({ url, accessTokenFactory, apiKey }: HubConnectionOptions): Promise<HubConnection> {
  const signalR = await import(/* webpackChunkName: "vendor-signalr" */ '@microsoft/signalr');
  return new signalR.HubConnectionBuilder()
    .withUrl(url, {
      accessTokenFactory,
      headers: { 'X-Api-Key': apiKey },
      // The hubs serve websockets only (apps/assistants/signalr.py, negotiate_response).
      transport: signalR.HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect()
    .configureLogging(signalR.LogLevel.Warning)
    .build();
}

const SERVER_CLOSE_PREFIX = 'Server returned an error on close: ';

/** The reason a hub gave when it closed the connection (not signed in, Pending, not an admin...), or null. */
export function serverCloseReason(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const at = message.indexOf(SERVER_CLOSE_PREFIX);
  if (at < 0) return null;
  return message.slice(at + SERVER_CLOSE_PREFIX.length).trim() || null;
}
