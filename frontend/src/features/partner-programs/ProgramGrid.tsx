import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';

/**
 * One column, two from 560 px of available width, three from 860 px: container queries, so
 * the columns follow the content area (the sidebar takes part of the viewport).
 */
export const PROGRAM_GRID_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@container (min-width: 860px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The grid's container: its width decides the number of columns. */
export function ProgramGridContainer(props: ComponentProps<typeof Box>) {
  return <Box {...props} sx={[{ containerType: 'inline-size' }, ...(Array.isArray(props.sx) ? props.sx : props.sx ? [props.sx] : [])]} />;
}

export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
