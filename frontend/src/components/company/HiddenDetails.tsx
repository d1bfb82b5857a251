import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/paths';

export const HIDDEN_DETAILS_HEADING = 'Why company details are hidden from me?';

/** The upgrade notice shown to members without view access (not PRO). */
export function HiddenDetailsNotice() {
  return (
    <Alert severity="info" icon={<LockOutlinedIcon />} component="aside" aria-labelledby="hidden-details-heading">
      <AlertTitle id="hidden-details-heading" component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {HIDDEN_DETAILS_HEADING}
      </AlertTitle>
      Access to extended company details — target info, partner program, exclusive offer and contacts — is
      limited to PRO members.{' '}
      <Link href={paths.pricing} sx={{ fontWeight: 600 }}>
        Upgrade your membership
      </Link>{' '}
      to see them.
    </Alert>
  );
}

const FAKE_LINES = [
  ['Lorem ipsum', 'dolor sit amet consectetur'],
  ['Adipiscing', 'elit sed do eiusmod tempor'],
  ['Incididunt', 'ut labore et dolore magna'],
  ['Aliqua enim', 'minim veniam quis nostrud'],
];

/**
 * Stands in for a section the server did not send (no view access): invented filler,
 * blurred and hidden from assistive technology; the real data never reaches the page.
 */
export function BlurredPlaceholder({ lines = 3 }: { lines?: number }) {
  return (
    <Box sx={{ position: 'relative' }}>
      <Typography component="p" sx={visuallyHidden}>
        Available to PRO members.
      </Typography>
      <Box
        aria-hidden
        data-testid="blurred-section"
        sx={{ filter: 'blur(6px)', userSelect: 'none', pointerEvents: 'none', opacity: 0.8 }}
      >
        {FAKE_LINES.slice(0, lines).map(([label, value]) => (
          <Box key={label} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 2, py: 1.25 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography>{value}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
