import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

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
