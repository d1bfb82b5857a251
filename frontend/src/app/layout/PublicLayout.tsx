import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '@/components/FullPageLoader';
import { HomeTeaser } from '@/features/home/components/HomeTeaser';
import { BRAND_ICON } from './navItems';

/** Public screens: a centred card over a blurred, inert teaser of the home page. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', position: 'relative', bgcolor: 'background.default' }}>
      <HomeTeaser />
      <Box
        component="main"
        sx={{
          position: 'relative',
          zIndex: 1,
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 1.5, sm: 3 },
        }}
      >
        <Paper
          elevation={8}
          sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 }, borderRadius: 3 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 3 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ display: 'inline-flex', p: 0.75, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              {BRAND_ICON}
            </Box>
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              PartnerMatch
            </Typography>
          </Box>
          <Suspense fallback={<FullPageLoader fullHeight={false} />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Box>
    </Box>
  );
}
