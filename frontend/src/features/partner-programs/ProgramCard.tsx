import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import type { ProgramCardData } from './hubApi';

export const VIEW_DETAILS_LABEL = 'View Details';

const clampSx = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

export interface ProgramCardProps {
  program: ProgramCardData;
}

/**
 * A partner program in the hub (spec sections 2 and 3): logo, company name, description
 * clamped to 3 lines and a View Details link to the company. The link is the card's only
 * tab stop; a mouse click anywhere on the card follows it too.
 */
export function ProgramCard({ program }: ProgramCardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const detailsHref = paths.companyDetails(program.companyId);
  const description = program.description?.trim();

  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if ((event.target as HTMLElement).closest('a, button')) return;
    // Selecting the description's text is not a click on the card.
    if (window.getSelection?.()?.toString()) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey) {
      window.open(detailsHref, '_blank', 'noopener');
      return;
    }
    void navigate(detailsHref);
  };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-company-id={program.companyId}
      onClick={onCardClick}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        cursor: 'pointer',
        transition: (theme) => theme.transitions.create(['border-color', 'box-shadow']),
        '&:hover, &:focus-within': { borderColor: 'primary.main', boxShadow: 2 },
      }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <CompanyLogo name={program.companyName} logoUrl={program.companyLogoUrl} size={44} />
          <Typography id={titleId} component="h3" variant="h3" sx={{ ...clampSx(2), minWidth: 0, overflowWrap: 'anywhere' }}>
            {program.companyName}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="program-card-description" sx={clampSx(3)}>
          {description || '—'}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button href={detailsHref} size="small" variant="outlined" aria-describedby={titleId} data-program-link="">
          {VIEW_DETAILS_LABEL}
        </Button>
      </CardActions>
    </Card>
  );
}

/** Placeholder with the card's shape while programs load. */
export function ProgramCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="program-skeleton" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Skeleton variant="rounded" width={44} height={44} />
          <Skeleton variant="text" sx={{ flex: 1, fontSize: '1.25rem' }} />
        </Box>
        <Box>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Skeleton variant="rounded" width={104} height={30} />
      </CardActions>
    </Card>
  );
}
