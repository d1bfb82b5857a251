import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SAMPLE_COMPANIES } from '../sampleCompanies';
import { SampleCompanyCard } from './SampleCompanyCard';

const TEASER_TILES = ['AI Assistant', 'Partner Program Hub', 'AI Partner Discovery', 'AI Partner Tools'];

/**
 * A blurred, non-interactive picture of the signed-in home page behind the public screens.
 * It is hidden from assistive technology and cannot take focus (aria-hidden + inert).
 */
export function HomeTeaser() {
  return (
    <Box
      aria-hidden
      inert
      data-testid="home-teaser"
      sx={{
        position: 'fixed',
        inset: 0,
        overflow: 'hidden',
        filter: 'blur(6px)',
        opacity: 0.55,
        pointerEvents: 'none',
        userSelect: 'none',
        display: 'flex',
      }}
    >
      <Box
        sx={{
          width: 240,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          display: { xs: 'none', md: 'block' },
          p: 2,
        }}
      >
        {['Home', 'My Company', 'Partner Pipeline', 'Partner Program Hub', 'AI Partner Discovery', 'AI Partner Tools', 'AI Assistant', 'Knowledge Base', 'Plans'].map(
          (item) => (
            <Typography key={item} variant="body2" sx={{ py: 1.1, px: 1 }}>
              {item}
            </Typography>
          ),
        )}
      </Box>
      <Box sx={{ flexGrow: 1, p: { xs: 2, md: 4 } }}>
        <Typography variant="h1" component="p" sx={{ mb: 3 }}>
          Welcome back
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 4 }}>
          {TEASER_TILES.map((tile) => (
            <Paper key={tile} variant="outlined" sx={{ p: 2.5, height: 96 }}>
              <Typography sx={{ fontWeight: 500 }}>{tile}</Typography>
            </Paper>
          ))}
        </Box>
        <Typography variant="h2" component="p" sx={{ mb: 2 }}>
          Featured partner programs
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            gap: 2,
          }}
        >
          {SAMPLE_COMPANIES.map((company) => (
            <SampleCompanyCard key={company.name} company={company} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
