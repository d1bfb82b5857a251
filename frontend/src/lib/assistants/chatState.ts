/**
 * A chat with an assistant as a state machine (spec section 4, "Chat"): idle, then waiting
 * once the user sends (their message appended), then the answer streams in token by token;
 * AssistantDone appends the whole answer (plus a data message when the reply carried data)
 * and empties the streaming buffer. Pure, so the screens' behaviour is tested without a socket.
 */
import type { ThreadMessageOutput } from '@/lib/api/generated/assistants';
import { chatData, readChunk, type ChatData } from './payloads';

export type { AssistantReply, ChatCompany, ChatData, ChatDataType, NamedItem } from './payloads';

export type MessageStatus = 'done' | 'streaming' | 'stopped' | 'failed';

/** Spec section 3, "Chat message": type (text or data), content, isAssistant; data messages carry dataType and data. */
export type ChatMessage =
  | { id: string; type: 'text'; content: string; isAssistant: boolean; status: MessageStatus }
  | ({ id: string; type: 'data'; content: ''; isAssistant: true } & ChatData);

export type ChatPhase = 'idle' | 'waiting' | 'streaming';

export interface ChatState {
  messages: ChatMessage[];
  phase: ChatPhase;
  /** The answer streamed so far. */
  buffer: string;
  /** Data that arrived with the answer, appended after it on AssistantDone. */
  pendingData: ChatData | null;
  /** The conversation's thread (sent back by the structured hubs). */
  threadId: number | null;
  stopRequested: boolean;
  /** The server's refusal or failure, shown near the input. */
  error: string | null;
  /** Its code, when the hub gave one (apps/assistants/errors.py: `aiLimitReached`...). */
  errorCode: string | null;
  nextId: number;
}

export const initialChatState: ChatState = {
  messages: [],
  phase: 'idle',
  buffer: '',
  pendingData: null,
  threadId: null,
  stopRequested: false,
  error: null,
  errorCode: null,
  nextId: 1,
};

export type ChatEvent =
  | { type: 'historyLoaded'; threadId: number | null; messages: ThreadMessageOutput[] }
  | { type: 'sent'; text: string }
  | { type: 'token'; chunk: unknown }
  | { type: 'done' }
  | { type: 'stopRequested' }
  /** The prompt's invocation failed. `refused`: the server turned the prompt down (nothing was stored). */
  | { type: 'failed'; error: string; refused: boolean; code?: string | null }
  | { type: 'errorDismissed' }
  | { type: 'conversationReset' };

function messagesFromHistory(messages: ThreadMessageOutput[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const message of messages) {
    if (!message.isAssistant || message.text.trim()) {
      out.push({
        id: `h${message.id}`,
        type: 'text',
        content: message.text,
        isAssistant: message.isAssistant,
        status: message.status,
      });
    }
    const data = message.isAssistant ? chatData(message.dataType, message.data) : null;
    if (data) out.push({ id: `h${message.id}-data`, type: 'data', content: '', isAssistant: true, ...data });
  }
  return out;
}

/** The answer streamed so far (and its data), appended as messages. */
function flushed(state: ChatState, status: MessageStatus): ChatState {
  const messages = [...state.messages];
  let nextId = state.nextId;
  if (state.buffer.trim()) {
    messages.push({ id: `m${nextId++}`, type: 'text', content: state.buffer, isAssistant: true, status });
  }
  if (state.pendingData) {
    messages.push({ id: `m${nextId++}`, type: 'data', content: '', isAssistant: true, ...state.pendingData });
  }
  return { ...state, messages, nextId, buffer: '', pendingData: null, phase: 'idle', stopRequested: false };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'historyLoaded':
      return {
        ...state,
        messages: [...messagesFromHistory(event.messages), ...state.messages],
        threadId: state.threadId ?? event.threadId,
      };
    case 'sent':
      return {
        ...state,
        messages: [
          ...state.messages,
          { id: `m${state.nextId}`, type: 'text', content: event.text, isAssistant: false, status: 'done' },
        ],
        nextId: state.nextId + 1,
        phase: 'waiting',
        buffer: '',
        pendingData: null,
        stopRequested: false,
        error: null,
        errorCode: null,
      };
    case 'token': {
      const { text, threadId, data } = readChunk(event.chunk);
      return {
        ...state,
        phase: 'streaming',
        buffer: state.buffer + text,
        threadId: threadId ?? state.threadId,
        pendingData: data ?? state.pendingData,
      };
    }
    case 'done':
      if (state.phase === 'idle') return state;
      return flushed(state, state.stopRequested ? 'stopped' : 'done');
    case 'stopRequested':
      return state.phase === 'idle' ? state : { ...state, stopRequested: true };
    case 'failed': {
      const errorCode = event.code ?? null;
      if (state.phase === 'idle') return { ...state, error: event.error, errorCode };
      if (event.refused && state.phase === 'waiting') {
        // Nothing was stored: the prompt leaves the conversation (the screen gives it back to the input).
        const last = state.messages.at(-1);
        const messages = last && !last.isAssistant ? state.messages.slice(0, -1) : state.messages;
        return {
          ...state,
          messages,
          phase: 'idle',
          buffer: '',
          pendingData: null,
          stopRequested: false,
          error: event.error,
          errorCode,
        };
      }
      // The connection dropped mid-answer (or the answer failed): what arrived stays, marked as cut short.
      return { ...flushed(state, 'stopped'), error: event.error, errorCode };
    }
    case 'errorDismissed':
      return { ...state, error: null, errorCode: null };
    case 'conversationReset':
      return { ...initialChatState, nextId: state.nextId };
  }
}
