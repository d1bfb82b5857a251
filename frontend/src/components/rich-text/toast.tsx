import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A toast message with a bold title and a reason on its own line. */
export function toastMessage(title: string, detail?: string): ReactNode {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="strong" sx={{ fontWeight: 500 }}>
        {title}
      </Box>
      {detail ? <Box component="span">{detail}</Box> : null}
    </Box>
  );
}
