import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SubscriptionRequiredDialog } from '@/components/billing/SubscriptionRequiredDialog';
import { GptAgentCard } from '@/components/gpt-agents/GptAgentCard';
import { useOpenGptAgent } from '@/components/gpt-agents/useOpenGptAgent';
import { PageHeader } from '@/components/PageHeader';
import { GPT_SORT, useGptAgentsListQuery, type GptAgent } from '@/lib/api/gptAgents';

/** Spec section 9: featured 3, others 15 a page, 30 loading placeholders. */
export const FEATURED_SIZE = 3;
export const OTHERS_SIZE = 15;
export const PLACEHOLDERS = 30;
export const NO_FEATURED = 'No featured GPTs found.';
export const NO_GPTS = 'No GPTs found.';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 } as const;

function Placeholders({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={168} data-testid="gpt-placeholder" />
      ))}
    </>
  );
}

/** One page of the other GPTs; the last page shown offers the next. */
function OthersPage({
  page,
  isLast,
  onMore,
  onOpen,
}: {
  page: number;
  isLast: boolean;
  onMore: () => void;
  onOpen: (agent: GptAgent) => void;
}) {
  const { data, isLoading, isError, refetch } = useGptAgentsListQuery({
    isFeatured: false,
    pageNumber: page,
    pageSize: OTHERS_SIZE,
    sortCriteria: GPT_SORT.catalogue,
    sortOrder: 0,
  });
  if (isLoading) return <Placeholders count={page === 1 ? PLACEHOLDERS : OTHERS_SIZE} />;
  if (isError) {
    return (
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
          We couldn't load the GPTs. Please try again.
        </Alert>
      </Box>
    );
  }
  const agents = data?.data ?? [];
  if (page === 1 && agents.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {NO_GPTS}
      </Typography>
    );
  }
  return (
    <>
      {agents.map((agent) => (
        <GptAgentCard key={agent.id} agent={agent} onOpen={onOpen} />
      ))}
      {isLast && data?.hasNext ? (
        <Box sx={{ gridColumn: '1 / -1', textAlign: 'center' }}>
          <Button variant="outlined" onClick={onMore}>
            Show more
          </Button>
        </Box>
      ) : null}
    </>
  );
}

/**
 * /ai-partner-tools (spec section 2): GPT agents built for partnership work. Featured first,
 * then the others; opening one follows the GPT agent click rules (spec section 4).
 */
export function AiPartnerToolsPage() {
  const featured = useGptAgentsListQuery({
    isFeatured: true,
    pageNumber: 1,
    pageSize: FEATURED_SIZE,
    sortCriteria: GPT_SORT.catalogue,
    sortOrder: 0,
  });
  const [pages, setPages] = useState(1);
  const { open, subscriptionDialogOpen, closeSubscriptionDialog } = useOpenGptAgent();
  const featuredAgents = featured.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="AI partner tools"
        subtitle="GPT agents built for partnership teams: pitches, co-marketing plans, program reviews, QBRs and more. Pick one and give it your context; it does the first draft."
      />
      <Box component="section" aria-labelledby="featured-gpts" sx={{ mb: 4 }}>
        <Typography id="featured-gpts" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          Featured GPTs
        </Typography>
        <Box sx={grid}>
          {featured.isLoading ? (
            <Placeholders count={FEATURED_SIZE} />
          ) : featured.isError || featuredAgents.length === 0 ? (
            <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              {featured.isError ? "We couldn't load the featured GPTs." : NO_FEATURED}
            </Typography>
          ) : (
            featuredAgents.map((agent) => <GptAgentCard key={agent.id} agent={agent} onOpen={open} />)
          )}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="other-gpts">
        <Typography id="other-gpts" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          More GPTs
        </Typography>
        <Box sx={grid}>
          {Array.from({ length: pages }, (_, index) => (
            <OthersPage
              key={index + 1}
              page={index + 1}
              isLast={index + 1 === pages}
              onMore={() => setPages((count) => count + 1)}
              onOpen={open}
            />
          ))}
        </Box>
      </Box>
      <SubscriptionRequiredDialog open={subscriptionDialogOpen} onClose={closeSubscriptionDialog} />
    </>
  );
}
