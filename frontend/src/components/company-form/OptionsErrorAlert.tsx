import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Shown above the company form when the option lists (industries, regions...) failed to load. */
export function OptionsErrorAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      We couldn't load the option lists. Retry to choose industries, regions and other options.
    </Alert>
  );
}
