import { ChatPanel } from '@/components/chat/ChatPanel';
import { PageHeader } from '@/components/PageHeader';
import { useAssistantChat } from '@/lib/assistants/useAssistantChat';

const EXAMPLES = [
  'cybersecurity resellers in Western Europe for mid-market',
  'How does the Partner Fit Score work?',
  'Which plan am I on?',
] as const;

/** /admin/ai-assistant-v2: the administrators' assistant (spec section 2). */
export function AiAssistantV2Page() {
  const chat = useAssistantChat({ hub: 'chat-v2', loadHistory: true });
  return (
    <>
      <PageHeader title="AI Assistant v2" subtitle="The assistant with the administrators' wider view of the catalogue." />
      <ChatPanel
        chat={chat}
        inputLabel="Message the AI assistant v2"
        placeholder="Ask the assistant… (Enter to send, Shift+Enter for a new line)"
        intro="Ask for partners across the approved catalogue, or about accounts and the marketplace's guides."
        examples={EXAMPLES}
      />
    </>
  );
}
