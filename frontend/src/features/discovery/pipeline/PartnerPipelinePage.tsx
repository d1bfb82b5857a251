import { ComingSoon } from '@/components/ComingSoon';

export function PartnerPipelinePage() {
  return (
    <ComingSoon
      title="Partner pipeline"
      subtitle="Your search history and the companies each search matched."
      description="Every discovery search will be listed here; expand a row to see its matched companies."
    />
  );
}
