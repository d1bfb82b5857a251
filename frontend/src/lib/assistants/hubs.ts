/**
 * The assistants' sockets (spec section 7, "Real-time assistant connections"; served by
 * apps/assistants/routing.py). Each speaks the SignalR JSON hub protocol.
 */
export type AssistantHub = 'chat' | 'chat-v2' | 'company-search' | 'partner-program-builder' | 'agent';

/** The company search and the program builder send `{threadId, message}` and get structured replies. */
export const STRUCTURED_HUBS: ReadonlySet<AssistantHub> = new Set(['company-search', 'partner-program-builder']);

const HUB_PATHS: Record<AssistantHub, string> = {
  chat: '/assistant-chat',
  'chat-v2': '/assistant-chat-v2',
  'company-search': '/assistant-company-search',
  'partner-program-builder': '/assistant-partner-program-builder',
  // Internal GPT agents chat over /assistant-chat with the agent's id.
  agent: '/assistant-chat',
};

/** The hub's absolute URL on the API host (the page's origin, like the REST calls). */
export function hubUrl(hub: AssistantHub, agentId?: number, origin: string = window.location.origin): string {
  const url = new URL(HUB_PATHS[hub], origin);
  if (hub === 'agent') {
    if (!agentId) throw new Error('An agent hub needs the agent id.');
    url.searchParams.set('agentId', String(agentId));
  }
  return url.href;
}

/** Hub method names (apps/assistants/consumers.py). */
export const HUB_METHODS = {
  send: 'SendPromptToAssistant',
  stop: 'StopAssistant',
  newConversation: 'StartNewConversation',
  receiveToken: 'ReceiveToken',
  done: 'AssistantDone',
} as const;
