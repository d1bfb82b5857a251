/**
 * A chat with an assistant as a state machine (spec section 4, "Chat"): idle, then waiting
 * once the user sends (their message appended), then the answer streams in token by token;
 * AssistantDone appends the whole answer (plus a data message when the reply carried data)
 * and empties the streaming buffer. Pure, so the screens' behaviour is tested without a socket.
 */
import type { ThreadMessageOutput } from '@/lib/api/generated/assistants';

/** Spec section 3, "Chat data types". */
export type ChatDataType = 'Companies' | 'GeoRegions' | 'Industries' | 'MarketSegments';

/** A company of a Companies reply (apps/assistants/tools.py, `company_card`). */
export interface ChatCompany {
  companyId: number;
  name: string;
  logoUrl: string | null;
  description: string;
  /** The Partner Fit Score, 0-100. */
  score: number;
  summary: string;
  targetIndustries: string[];
  isIndustryAgnostic: boolean;
  geoRegions: string[];
  isGeoGlobal: boolean;
  marketSegments: string[];
}

export interface NamedItem {
  name: string;
}

export type ChatData =
  | { dataType: 'Companies'; data: ChatCompany[] }
  | { dataType: 'GeoRegions' | 'Industries' | 'MarketSegments'; data: NamedItem[] };

export type MessageStatus = 'done' | 'streaming' | 'stopped' | 'failed';

/** Spec section 3, "Chat message": type (text or data), content, isAssistant; data messages carry dataType and data. */
export type ChatMessage =
  | { id: string; type: 'text'; content: string; isAssistant: boolean; status: MessageStatus }
  | ({ id: string; type: 'data'; content: ''; isAssistant: true } & ChatData);

/** Spec section 3, "Assistant reply": what the company search and program builder stream. */
export interface AssistantReply {
  threadId: number | null;
  summary: string;
  jsonData: string | null;
  dataType: ChatDataType | null;
}

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
  nextId: 1,
};

export type ChatEvent =
  | { type: 'historyLoaded'; threadId: number | null; messages: ThreadMessageOutput[] }
  | { type: 'sent'; text: string }
  | { type: 'token'; chunk: unknown }
  | { type: 'done' }
  | { type: 'stopRequested' }
  /** The prompt's invocation failed. `refused`: the server turned the prompt down (nothing was stored). */
  | { type: 'failed'; error: string; refused: boolean }
  | { type: 'errorDismissed' }
  | { type: 'conversationReset' };

const DATA_TYPES: ReadonlySet<string> = new Set(['Companies', 'GeoRegions', 'Industries', 'MarketSegments']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function names(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function company(value: unknown): ChatCompany | null {
  if (!isRecord(value) || typeof value.companyId !== 'number' || typeof value.name !== 'string') return null;
  return {
    companyId: value.companyId,
    name: value.name,
    logoUrl: typeof value.logoUrl === 'string' && value.logoUrl ? value.logoUrl : null,
    description: typeof value.description === 'string' ? value.description : '',
    score: typeof value.score === 'number' ? value.score : 0,
    summary: typeof value.summary === 'string' ? value.summary : '',
    targetIndustries: names(value.targetIndustries),
    isIndustryAgnostic: value.isIndustryAgnostic === true,
    geoRegions: names(value.geoRegions),
    isGeoGlobal: value.isGeoGlobal === true,
    marketSegments: names(value.marketSegments),
  };
}

/** The items of a data message, checked item by item (a malformed item is left out). */
export function chatData(dataType: unknown, items: unknown): ChatData | null {
  if (typeof dataType !== 'string' || !DATA_TYPES.has(dataType) || !Array.isArray(items)) return null;
  if (dataType === 'Companies') {
    return { dataType, data: items.map(company).filter((item): item is ChatCompany => item !== null) };
  }
  const named = items
    .map((item) => (isRecord(item) && typeof item.name === 'string' ? { name: item.name } : null))
    .filter((item): item is NamedItem => item !== null);
  return { dataType: dataType as 'GeoRegions' | 'Industries' | 'MarketSegments', data: named };
}

/** A ReceiveToken argument: a text chunk (text hubs) or an AssistantReply (structured hubs). */
function readChunk(chunk: unknown): { text: string; threadId: number | null; data: ChatData | null } {
  if (typeof chunk === 'string') return { text: chunk, threadId: null, data: null };
  if (!isRecord(chunk)) return { text: '', threadId: null, data: null };
  const text = typeof chunk.summary === 'string' ? chunk.summary : '';
  const threadId = typeof chunk.threadId === 'number' ? chunk.threadId : null;
  let data: ChatData | null = null;
  if (typeof chunk.jsonData === 'string' && chunk.jsonData && chunk.dataType) {
    try {
      data = chatData(chunk.dataType, JSON.parse(chunk.jsonData));
    } catch {
      data = null;
    }
  }
  return { text, threadId, data };
}

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
      if (state.phase === 'idle') return { ...state, error: event.error };
      if (event.refused && state.phase === 'waiting') {
        // Nothing was stored: the prompt leaves the conversation (the screen gives it back to the input).
        const last = state.messages.at(-1);
        const messages = last && !last.isAssistant ? state.messages.slice(0, -1) : state.messages;
        return { ...state, messages, phase: 'idle', buffer: '', pendingData: null, stopRequested: false, error: event.error };
      }
      // The connection dropped mid-answer: what arrived stays, marked as cut short.
      return { ...flushed(state, 'stopped'), error: event.error };
    }
    case 'errorDismissed':
      return { ...state, error: null };
    case 'conversationReset':
      return { ...initialChatState, nextId: state.nextId };
  }
}
