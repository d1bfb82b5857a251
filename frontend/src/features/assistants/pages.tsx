import { ComingSoon } from '@/components/ComingSoon';

export { AiPartnerToolsPage } from './tools/AiPartnerToolsPage';
export { GptAgentPage } from './tools/GptAgentPage';

export function AiAssistantPage() {
  return (
    <ComingSoon
      title="AI assistant"
      subtitle="Ask the AI partner assistant about partners, programs and outreach."
      description="The assistant chat arrives here."
    />
  );
}
