import { useParams } from 'react-router';
import { ComingSoon } from '@/components/ComingSoon';

export function AiPartnerToolsPage() {
  return (
    <ComingSoon
      title="AI partner tools"
      subtitle="GPT agents built for partnership teams."
      description="Featured GPTs and the full catalogue of partner tools arrive here."
    />
  );
}

export function AiAssistantPage() {
  return (
    <ComingSoon
      title="AI assistant"
      subtitle="Ask the AI partner assistant about partners, programs and outreach."
      description="The assistant chat arrives here."
    />
  );
}

export function GptAgentPage() {
  const { id } = useParams();
  return (
    <ComingSoon
      title="GPT agent"
      subtitle={id ? `Agent #${id}` : undefined}
      description="Conversations with this GPT agent arrive here."
    />
  );
}
