/**
 * One chat screen's connection to its assistant hub: the SignalR connection (with automatic
 * reconnect), the conversation's history, the prompt being typed and the chat state machine
 * (chatState.ts). The screens render what it returns (components/chat/ChatPanel.tsx).
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useReducer, useRef, useState, type SetStateAction } from 'react';
import { useAppSelector } from '@/app/store';
import { useAiAssistantsThreadsActiveRetrieveQuery } from '@/lib/api/generated/assistants';
import { getAppConfig } from '@/lib/config';
import { useSessionUserId } from '@/lib/session/hooks';
import { selectToken } from '@/lib/session/sessionSlice';
import { chatReducer, initialChatState, type ChatMessage, type ChatPhase } from './chatState';
import { hubConnectionCreate, serverCloseReason, type HubConnection } from './connection';
import { HUB_METHODS, hubUrl, STRUCTURED_HUBS, type AssistantHub } from './hubs';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused' | 'disconnected';
export type HistoryStatus = 'off' | 'loading' | 'loaded' | 'failed';

export const CONNECTION_LOST = 'The connection to the assistant was lost before the answer finished. Please try again.';
export const CANNOT_CONNECT = "We couldn't connect to the assistant. Please try again.";
export const HISTORY_FAILED = "We couldn't load your previous conversation. You can start a new one.";

export interface AssistantChatOptions {
  hub: AssistantHub;
  /** The internal GPT agent (hub 'agent'). */
  agentId?: number;
  /** Load the active conversation when the screen opens (every chat but the program builder). */
  loadHistory: boolean;
}

export interface AssistantChat {
  messages: ChatMessage[];
  /** The answer streamed so far ('' when none is under way). */
  streamingText: string;
  phase: ChatPhase;
  busy: boolean;
  connection: ConnectionStatus;
  /** Why the hub refused or dropped the connection. */
  connectionMessage: string | null;
  history: HistoryStatus;
  /** The server's refusal of the last prompt (limits, length...), or why it failed. */
  error: string | null;
  /** Its code (apps/assistants/errors.py), for what the screen offers: `aiLimitReached` -> the plans. */
  errorCode: string | null;
  draft: string;
  setDraft: (value: SetStateAction<string>) => void;
  /** A prompt can be sent now (connected, no answer under way, history in). */
  ready: boolean;
  /** Sends the draft, or `text` (an example prompt). False when nothing was sent. */
  send: (text?: string) => boolean;
  stop: () => void;
  newConversation: () => void;
  reconnect: () => void;
  dismissError: () => void;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : '';
}

export function useAssistantChat({ hub, agentId, loadHistory }: AssistantChatOptions): AssistantChat {
  const token = useAppSelector(selectToken);
  const userId = useSessionUserId();
  const structured = STRUCTURED_HUBS.has(hub);
  const url = hubUrl(hub, agentId);

  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [draft, setDraft] = useState('');
  const [connection, setConnection] = useState<ConnectionStatus>('connecting');
  const [connectionMessage, setConnectionMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const connectionRef = useRef<HubConnection | null>(null);
  const errorCodeOfRef = useRef<(error: unknown) => string | null>(() => null);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const stateRef = useRef(state);
  stateRef.current = state;
  /** Whether anything of the current answer (a token, or its end) has arrived. */
  const answeredRef = useRef(false);

  // --- history: fetched afresh on every visit (a cached copy is an old conversation) -----------
  const withHistory = loadHistory && userId !== null;
  const [mountedAt] = useState(() => Date.now());
  const historyQuery = useAiAssistantsThreadsActiveRetrieveQuery(
    withHistory ? { userId, assistant: hub, agentId } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const [history, setHistory] = useState<HistoryStatus>(withHistory ? 'loading' : 'off');
  const { data: historyData, isFetching: historyFetching, isError: historyError, startedTimeStamp } = historyQuery;
  useEffect(() => {
    if (history !== 'loading' || historyFetching || (startedTimeStamp ?? 0) < mountedAt) return;
    if (historyError) {
      setHistory('failed');
    } else if (historyData) {
      dispatch({ type: 'historyLoaded', threadId: historyData.threadId, messages: historyData.messages });
      setHistory('loaded');
    }
  }, [history, historyData, historyError, historyFetching, mountedAt, startedTimeStamp]);

  // --- the connection ------------------------------------------------------------------------
  useEffect(() => {
    if (!token) return undefined;
    let cancelled = false;
    let hubConnection: HubConnection | null = null;
    setConnection('connecting');
    setConnectionMessage(null);

    const closed = (error: unknown) => {
      if (cancelled) return;
      const reason = serverCloseReason(error);
      setConnection(reason ? 'refused' : 'disconnected');
      setConnectionMessage(reason ?? CANNOT_CONNECT);
    };

    void (async () => {
      try {
        const created = await hubConnectionCreate({
          url,
          accessToken: () => tokenRef.current,
          apiKey: getAppConfig().apiKey,
        });
        hubConnection = created.connection;
        errorCodeOfRef.current = created.errorCodeOf;
      } catch (error) {
        closed(error);
        return;
      }
      if (cancelled || !hubConnection) return;
      hubConnection.on(HUB_METHODS.receiveToken, (chunk: unknown) => {
        answeredRef.current = true;
        dispatch({ type: 'token', chunk });
      });
      hubConnection.on(HUB_METHODS.done, () => {
        answeredRef.current = true;
        dispatch({ type: 'done' });
      });
      hubConnection.onreconnecting(() => {
        if (!cancelled) setConnection('reconnecting');
      });
      hubConnection.onreconnected(() => {
        if (cancelled) return;
        setConnection('connected');
        setConnectionMessage(null);
      });
      hubConnection.onclose(closed);
      try {
        await hubConnection.start();
      } catch (error) {
        closed(error);
        return;
      }
      if (cancelled) return;
      connectionRef.current = hubConnection;
      setConnection('connected');
    })();

    return () => {
      cancelled = true;
      connectionRef.current = null;
      void hubConnection?.stop();
    };
  }, [url, token, attempt]);

  // --- actions -------------------------------------------------------------------------------
  const ready = connection === 'connected' && state.phase === 'idle' && history !== 'loading';

  const send = useCallback(
    (text?: string) => {
      const prompt = (text ?? draft).trim();
      const hubConnection = connectionRef.current;
      if (!prompt || !ready || !hubConnection) return false;
      answeredRef.current = false;
      dispatch({ type: 'sent', text: prompt });
      if (text === undefined) setDraft('');
      const argument = structured ? { threadId: stateRef.current.threadId, message: prompt } : prompt;
      hubConnection.invoke(HUB_METHODS.send, argument).then(
        // AssistantDone came first; this only settles an answer whose done event went missing.
        () => dispatch({ type: 'done' }),
        (error: unknown) => {
          // Still connected: the server answered the invocation with its reason (shown as is).
          const refused = hubConnection.state === 'Connected';
          // Refused before any answer: nothing was stored, and the prompt goes back to the input.
          const unanswered = !answeredRef.current;
          dispatch({
            type: 'failed',
            error: refused ? errorText(error) || CANNOT_CONNECT : CONNECTION_LOST,
            refused,
            code: refused ? errorCodeOfRef.current(error) : null,
          });
          if (refused && unanswered) setDraft((current) => (current.trim() ? current : prompt));
        },
      );
      return true;
    },
    [draft, ready, structured],
  );

  const stop = useCallback(() => {
    const hubConnection = connectionRef.current;
    if (!hubConnection || stateRef.current.phase === 'idle') return;
    dispatch({ type: 'stopRequested' });
    hubConnection.invoke(HUB_METHODS.stop).catch(() => undefined);
  }, []);

  const newConversation = useCallback(() => {
    if (stateRef.current.phase !== 'idle') return;
    if (structured) {
      // The structured hubs start a thread when the prompt carries no threadId.
      dispatch({ type: 'conversationReset' });
      return;
    }
    const hubConnection = connectionRef.current;
    if (!hubConnection) return;
    hubConnection.invoke(HUB_METHODS.newConversation).then(
      () => dispatch({ type: 'conversationReset' }),
      (error: unknown) =>
        dispatch({
          type: 'failed',
          error: hubConnection.state === 'Connected' ? errorText(error) || CANNOT_CONNECT : CANNOT_CONNECT,
          refused: true,
          code: errorCodeOfRef.current(error),
        }),
    );
  }, [structured]);

  const reconnect = useCallback(() => setAttempt((n) => n + 1), []);
  const dismissError = useCallback(() => dispatch({ type: 'errorDismissed' }), []);

  return {
    messages: state.messages,
    streamingText: state.buffer,
    phase: state.phase,
    busy: state.phase !== 'idle',
    connection,
    connectionMessage,
    history,
    error: state.error,
    errorCode: state.errorCode,
    draft,
    setDraft,
    ready,
    send,
    stop,
    newConversation,
    reconnect,
    dismissError,
  };
}
