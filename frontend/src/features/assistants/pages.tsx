/** The assistants' screens, lazy-loaded by the router as one chunk (the SignalR client and
 * the Markdown renderer are chunks of their own, loaded by the chat screens only). */
export { AiPartnerToolsPage } from './tools/AiPartnerToolsPage';
export { GptAgentPage } from './tools/GptAgentPage';
export { AiAssistantPage } from './chat/AiAssistantPage';
