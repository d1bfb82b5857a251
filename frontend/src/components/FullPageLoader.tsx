import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;
const sweep = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 90px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 90px, 200px; stroke-dashoffset: -125px; }
`;

/**
 * Shown while the session or a lazy screen loads, so the page is never blank. It is part
 * of the entry chunk, so it draws its spinner with a few styles instead of MUI's
 * CircularProgress and Typography (first-load budget, docs/architecture.md).
 */
export function FullPageLoader({ label = 'Loading…', fullHeight = true }: { label?: string; fullHeight?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullHeight ? '100vh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: fullHeight ? 'background.default' : undefined,
      }}
    >
      <Box
        component="svg"
        role="progressbar"
        aria-label={label}
        viewBox="22 22 44 44"
        sx={{
          width: 40,
          height: 40,
          color: 'primary.main',
          animation: `${spin} 1.4s linear infinite`,
          '& circle': { animation: `${sweep} 1.4s ease-in-out infinite` },
          '@media (prefers-reduced-motion: reduce)': {
            animationDuration: '4s',
            '& circle': { animation: 'none', strokeDasharray: '80px, 200px' },
          },
        }}
      >
        <circle cx="44" cy="44" r="20.2" fill="none" stroke="currentColor" strokeWidth="3.6" />
      </Box>
      <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
    </Box>
  );
}
