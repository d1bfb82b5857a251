import Box from '@mui/material/Box';

/**
 * A header icon's count: a plain bubble rather than MUI's Badge, because the layout loads on
 * every page (first-load budget). Hidden from screen readers: the button's name says the count.
 */
export function CountBubble({ count, testId }: { count: number; testId?: string }) {
  if (count < 1) return null;
  return (
    <Box
      component="span"
      aria-hidden
      data-testid={testId}
      sx={{
        position: 'absolute',
        top: 2,
        right: 0,
        minWidth: 18,
        height: 18,
        px: 0.5,
        borderRadius: 9,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 11,
        fontWeight: 700,
        lineHeight: '18px',
        textAlign: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
