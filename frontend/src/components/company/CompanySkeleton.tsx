import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder cards while a company loads. */
export function CompanySkeleton({ sections = 3 }: { sections?: number }) {
  return (
    <Stack spacing={2.5} role="status" aria-label="Loading company" aria-busy>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={56} height={56} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
            <Skeleton variant="text" width="25%" />
          </Box>
        </CardContent>
      </Card>
      {Array.from({ length: sections }, (_, index) => (
        <Card key={index}>
          <CardContent>
            <Skeleton variant="text" width="30%" sx={{ fontSize: '1.25rem', mb: 1 }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="70%" />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
