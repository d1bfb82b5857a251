import { ChatPanel } from '@/components/chat/ChatPanel';
import { PageHeader } from '@/components/PageHeader';
import { useAssistantChat } from '@/lib/assistants/useAssistantChat';

export const ASSISTANT_EXAMPLES = [
  'How many search credits do I have left?',
  'cybersecurity resellers in Western Europe for mid-market',
  'How do I write a good partner program?',
] as const;

/** /ai-assistant: the member's AI assistant (spec section 2, "AI assistant chats"). */
export function AiAssistantPage() {
  const chat = useAssistantChat({ hub: 'chat', loadHistory: true });
  return (
    <>
      <PageHeader
        title="AI Assistant"
        subtitle="Ask about partners for your company, your plan and credits, or how the marketplace works."
      />
      <ChatPanel
        chat={chat}
        inputLabel="Message the AI assistant"
        placeholder="Ask the assistant… (Enter to send, Shift+Enter for a new line)"
        intro="The assistant finds partners in the catalogue by industry, region and market segment, answers questions about your account, and explains the marketplace's guides."
        examples={ASSISTANT_EXAMPLES}
      />
    </>
  );
}
