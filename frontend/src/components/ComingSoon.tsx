import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

interface ComingSoonProps {
  title: string;
  subtitle?: ReactNode;
  /** What the finished screen will let the member do. */
  description?: ReactNode;
  children?: ReactNode;
}

/** An honest empty state for a screen whose content ships in a later release. */
export function ComingSoon({ title, subtitle, description, children }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderStyle: 'dashed' }}
      >
        <ConstructionOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h2" component="p" sx={{ mt: 1.5 }}>
          This screen arrives with a later release.
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
            {description}
          </Typography>
        ) : null}
        {children ? <Box sx={{ mt: 3 }}>{children}</Box> : null}
      </Paper>
    </>
  );
}
