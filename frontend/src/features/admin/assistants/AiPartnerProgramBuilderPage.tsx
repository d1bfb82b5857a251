import { ChatPanel } from '@/components/chat/ChatPanel';
import { PageHeader } from '@/components/PageHeader';
import { useAssistantChat } from '@/lib/assistants/useAssistantChat';

const EXAMPLES = [
  'Draft a partner program for resellers in Western Europe with a 20% margin',
  'A referral program for mid-market healthcare customers in North America',
] as const;

/**
 * /admin/ai-partner-program-builder: drafts a partner program from notes (spec section 2:
 * the same chat, text only, and no history load).
 */
export function AiPartnerProgramBuilderPage() {
  const chat = useAssistantChat({ hub: 'partner-program-builder', loadHistory: false });
  return (
    <>
      <PageHeader title="AI Partner Program Builder" subtitle="Draft a partner program from a few notes." />
      <ChatPanel
        chat={chat}
        inputLabel="Notes for the partner program"
        placeholder="Who the partners are, where, for which customers, what they earn…"
        intro="Describe the program you want: the partners, regions, industries and segments, and what partners get. Name a company of the catalogue to draft from its profile."
        examples={EXAMPLES}
      />
    </>
  );
}
