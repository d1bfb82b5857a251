import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

/** Title of a public (auth) screen, inside the centred card. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · PartnerMatch`;
  }, [title]);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
