import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Rows of a loading list. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Stack spacing={1} aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={84} />
      ))}
    </Stack>
  );
}
