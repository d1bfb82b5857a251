/** The Outreach screens (issue 23), lazy-loaded by the router as one chunk. */
import { RequestsPage } from './inbox/RequestsPage';

export { ConversationsPage } from './inbox/ConversationsPage';
export { IntroRequestPage } from './request/IntroRequestPage';
export { ConversationPage } from './conversation/ConversationPage';
export { OutreachSettingsPage } from './settings/OutreachSettingsPage';

export function ReceivedRequestsPage() {
  return <RequestsPage box="received" />;
}

export function SentRequestsPage() {
  return <RequestsPage box="sent" />;
}
