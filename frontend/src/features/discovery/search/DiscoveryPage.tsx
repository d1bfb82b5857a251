import Button from '@mui/material/Button';
import { paths } from '@/app/paths';
import { ComingSoon } from '@/components/ComingSoon';

export function DiscoveryPage() {
  return (
    <ComingSoon
      title="AI partner discovery"
      subtitle="Choose partner criteria from your ideal customer profile and get matches with a Partner Fit Score."
      description="Filters for target industries, geography and market segments, and a results table ranked by Partner Fit Score, arrive here."
    >
      <Button href={paths.knowledgeArticle('marketplace')} variant="outlined">
        How the Partner Fit Score works
      </Button>
    </ComingSoon>
  );
}
