import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { FEATURED_PAGE_SIZE, HUB_SKELETON_COUNT, REGULAR_PAGE_SIZE } from './hubApi';
import { ProgramCardSkeleton } from './ProgramCardSkeleton';
import { PROGRAM_GRID_SX, ProgramGridContainer } from './ProgramGrid';
import { ProgramSection } from './ProgramSection';
import { useProgramList, type ProgramListState } from './useProgramList';

export const HUB_TITLE = 'Partner Program Hub';
export const HUB_INTRO = 'Browse partner programs and the exclusive offers companies make to partners.';
export const FEATURED_TITLE = 'Featured';
export const REGULAR_TITLE = 'Partner Programs';
/** Empty texts (spec section 8). */
export const FEATURED_EMPTY_TEXT = 'No featured partner programs found.';
export const REGULAR_EMPTY_TEXT = 'No results found.';

const settled = (list: ProgramListState) => list.cards !== undefined || (list.isError && !list.isFetching);

/**
 * /partner-program-hub (spec section 2): a Featured list (pages of 3) and the Partner
 * Programs list (pages of 9), each with Show more. Until both first pages are in, the page
 * shows 30 placeholder cards (spec section 9).
 */
export function PartnerProgramHubPage() {
  const featured = useProgramList(true, FEATURED_PAGE_SIZE);
  const regular = useProgramList(false, REGULAR_PAGE_SIZE);

  const bothSettled = settled(featured) && settled(regular);
  // Only the first load uses the page-wide placeholders; later a section reloads on its own.
  const [firstLoadDone, setFirstLoadDone] = useState(bothSettled);
  useEffect(() => {
    if (bothSettled) setFirstLoadDone(true);
  }, [bothSettled]);

  return (
    <>
      <PageHeader title={HUB_TITLE} subtitle={HUB_INTRO} />
      {!firstLoadDone && !bothSettled ? (
        <ProgramGridContainer role="status" aria-busy="true" aria-label="Loading partner programs">
          <Box sx={PROGRAM_GRID_SX}>
            {Array.from({ length: HUB_SKELETON_COUNT }, (_, index) => (
              <ProgramCardSkeleton key={index} />
            ))}
          </Box>
        </ProgramGridContainer>
      ) : (
        <>
          <ProgramSection
            title={FEATURED_TITLE}
            noun="featured programs"
            emptyText={FEATURED_EMPTY_TEXT}
            loadErrorText="We couldn't load the featured partner programs."
            list={featured}
            skeletonCount={FEATURED_PAGE_SIZE}
          />
          <ProgramSection
            title={REGULAR_TITLE}
            noun="partner programs"
            emptyText={REGULAR_EMPTY_TEXT}
            loadErrorText="We couldn't load the partner programs."
            list={regular}
            skeletonCount={REGULAR_PAGE_SIZE}
          />
        </>
      )}
    </>
  );
}

export default PartnerProgramHubPage;
