/**
 * The SignalR client, loaded only by the chat screens (its own chunk: the first-load budget,
 * docs/architecture.md).
 *
 * The sign-in token never goes into the socket's URL, where proxies and access logs keep it
 * (docs/assistants.md, "Authentication and refusals"): it is sent to the negotiate call only,
 * as a header added by the HTTP client below (`accessTokenFactory` would also put it in the
 * websocket URL as `access_token`). The negotiate call answers a connection token bound to the
 * session and the hub, which the client sends as the socket's `id=`; the automatic reconnect
 * negotiates again with the token of the moment.
 *
 * A refused invocation's completion carries the error's text (what the client rejects with)
 * and its code in the message's headers; the hub protocol below keeps the codes so the screens
 * can act on them (`errorCodeOf`: `aiLimitReached`, `rateLimited`...).
 */
import type { HttpRequest, HttpResponse, HubConnection, HubMessage, ILogger } from '@microsoft/signalr';

export type { HubConnection };

export interface HubConnectionOptions {
  url: string;
  /** The session token, read for each negotiate call (a renewed token is used on reconnect). */
  accessToken: () => string | null;
  apiKey: string;
}

export interface AssistantHubConnection {
  connection: HubConnection;
  /** The code the hub gave with a refused invocation's error (apps/assistants/errors.py), or null. */
  errorCodeOf: (error: unknown) => string | null;
}

/** Error texts remembered with their codes (a handful of distinct refusals at most). */
const CODES_KEPT = 50;

export async function hubConnectionCreate({ url, accessToken, apiKey }: HubConnectionOptions): Promise<AssistantHubConnection> {
  const signalR = await import(/* webpackChunkName: "vendor-signalr" */ '@microsoft/signalr');

  /** Adds the session token to the client's HTTP requests: the negotiate call (websockets only). */
  class SignedInHttpClient extends signalR.DefaultHttpClient {
    override send(request: HttpRequest): Promise<HttpResponse> {
      const token = accessToken();
      return super.send(token ? { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } } : request);
    }
  }

  const codes = new Map<string, string>();

  /** The JSON hub protocol, keeping the code of each refused invocation by its error text. */
  class CodedJsonHubProtocol extends signalR.JsonHubProtocol {
    override parseMessages(input: string, logger: ILogger): HubMessage[] {
      const messages = super.parseMessages(input, logger);
      for (const message of messages) {
        if (message.type !== signalR.MessageType.Completion || !message.error) continue;
        const code = message.headers?.code;
        if (!code) continue;
        codes.delete(message.error);
        codes.set(message.error, code);
        if (codes.size > CODES_KEPT) codes.delete(codes.keys().next().value as string);
      }
      return messages;
    }
  }

  const connection = new signalR.HubConnectionBuilder()
    .withUrl(url, {
      headers: { 'X-Api-Key': apiKey },
      httpClient: new SignedInHttpClient(signalR.NullLogger.instance),
      // The hubs serve websockets only (apps/assistants/signalr.py, negotiate_response).
      transport: signalR.HttpTransportType.WebSockets,
    })
    .withHubProtocol(new CodedJsonHubProtocol())
    .withAutomaticReconnect()
    .configureLogging(signalR.LogLevel.Warning)
    .build();

  return {
    connection,
    errorCodeOf: (error) => (error instanceof Error ? (codes.get(error.message) ?? null) : null),
  };
}

const SERVER_CLOSE_PREFIX = 'Server returned an error on close: ';

/** The reason a hub gave when it closed the connection (not signed in, Pending, not an admin...), or null. */
export function serverCloseReason(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const at = message.indexOf(SERVER_CLOSE_PREFIX);
  if (at < 0) return null;
  return message.slice(at + SERVER_CLOSE_PREFIX.length).trim() || null;
}
