import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { CompanyCard } from '@/components/company/CompanyCard';
import { ProgramCardSkeleton } from './ProgramCardSkeleton';
import { PROGRAM_GRID_SX, ProgramGridContainer, visuallyHiddenSx } from './ProgramGrid';
import type { ProgramListState } from './useProgramList';

export const SHOW_MORE_TEXT = 'Show more';
export const RETRY_TEXT = 'Retry';

export interface ProgramSectionProps {
  title: string;
  /** What one item is called in announcements and labels, e.g. "featured programs". */
  noun: string;
  emptyText: string;
  loadErrorText: string;
  list: ProgramListState;
  /** Placeholders while this list alone (re)loads its first page. */
  skeletonCount: number;
}

/**
 * One list of the hub: heading, cards, empty text, inline error with Retry, and a Show more
 * button that appends the next page while there is one.
 */
export function ProgramSection({
  title,
  noun,
  emptyText,
  loadErrorText,
  list,
  skeletonCount,
}: ProgramSectionProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement | null>(null);
  const retryRef = useRef<HTMLButtonElement | null>(null);
  /** Number of cards when Show more was pressed: focus goes to the first appended one. */
  const focusFrom = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const { cards, isError, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage } = list;
  const count = cards?.length ?? 0;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || isFetchingNextPage) return;
    if (count > from) {
      focusFrom.current = null;
      setAnnouncement(`${count} ${noun} shown.`);
      listRef.current?.querySelectorAll<HTMLElement>('[data-card-link]')[from]?.focus();
    } else if (isFetchNextPageError) {
      focusFrom.current = null;
      retryRef.current?.focus();
    } else if (!isFetching) {
      // The page came back without new cards.
      focusFrom.current = null;
      setAnnouncement(`${count} ${noun} shown.`);
    }
  }, [count, isFetching, isFetchingNextPage, isFetchNextPageError, noun]);

  const showMore = () => {
    if (isFetchingNextPage) return;
    focusFrom.current = count;
    setAnnouncement(`Loading more ${noun}…`);
    list.fetchNextPage();
  };

  let body;
  if (!cards) {
    body =
      isError && !isFetching ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.refetch}>
              {RETRY_TEXT}
            </Button>
          }
        >
          {loadErrorText}
        </Alert>
      ) : (
        <ProgramGridContainer role="status" aria-busy="true" aria-label={`Loading ${noun}`}>
          <Box sx={PROGRAM_GRID_SX}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <ProgramCardSkeleton key={index} />
            ))}
          </Box>
        </ProgramGridContainer>
      );
  } else if (cards.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  } else {
    body = (
      <ProgramGridContainer>
        <Box component="ul" ref={listRef} aria-labelledby={headingId} aria-busy={isFetchingNextPage || undefined} sx={PROGRAM_GRID_SX}>
          {cards.map((program) => (
            <li key={program.companyId}>
              <CompanyCard
                companyId={program.companyId}
                companyName={program.companyName}
                description={program.description}
                companyLogoUrl={program.companyLogoUrl}
                targertIndustries={program.targertIndustries ?? []}
                geoRegions={program.geoRegions ?? []}
                isIndustryAgnostic={program.isIndustryAgnostic}
                isGeoGlobal={program.isGeoGlobal}
                // The server withholds the chips from viewers without a paid plan (extended details).
                locked={program.targertIndustries === null || program.geoRegions === null}
              />
            </li>
          ))}
        </Box>
      </ProgramGridContainer>
    );
  }

  // A failed next page (or refresh) keeps the cards and offers a retry in place of Show more.
  const moreFailed = Boolean(cards) && isError && !isFetching;
  const retryMore = isFetchNextPageError ? list.fetchNextPage : list.refetch;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {body}
      {moreFailed ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button ref={retryRef} color="inherit" size="small" onClick={retryMore}>
              {RETRY_TEXT}
            </Button>
          }
        >
          {`We couldn't load more ${noun}.`}
        </Alert>
      ) : cards && cards.length > 0 && hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2.5 }}>
          <Button
            variant="outlined"
            onClick={showMore}
            aria-label={`${SHOW_MORE_TEXT} ${noun}`}
            aria-disabled={isFetchingNextPage || undefined}
            startIcon={
              isFetchingNextPage ? <CircularProgress size={16} color="inherit" aria-hidden /> : <ExpandMoreIcon aria-hidden />
            }
            sx={{ minWidth: 160, ...(isFetchingNextPage ? { cursor: 'progress' } : null) }}
          >
            {SHOW_MORE_TEXT}
          </Button>
        </Box>
      ) : null}
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {announcement}
      </Box>
    </Box>
  );
}
