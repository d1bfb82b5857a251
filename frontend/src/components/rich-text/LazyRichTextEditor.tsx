import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './types';

/** tiptap and ProseMirror load on first use, in their own chunk. */
const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor'));

const DEFAULT_MIN_HEIGHT = 160;

/** Shown while the editor's chunk loads: the label, a toolbar and a box of the same size. */
export function RichTextEditorSkeleton({
  label,
  minHeight = DEFAULT_MIN_HEIGHT,
  error,
  helperText,
}: Pick<RichTextEditorProps, 'label' | 'minHeight' | 'error' | 'helperText'>) {
  const message = (typeof error === 'string' && error) || helperText;
  return (
    <FormControl fullWidth error={Boolean(error)} aria-busy="true" data-testid="rich-text-editor-loading">
      <FormLabel component="span" sx={{ mb: 0.75, fontSize: '0.875rem', fontWeight: 500 }}>
        {label}
      </FormLabel>
      <Box sx={{ border: '1px solid', borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Box sx={{ display: 'flex', gap: 0.5, px: 0.75, py: 0.5 }}>
          {Array.from({ length: 10 }, (_, index) => (
            <Skeleton key={index} variant="rounded" width={28} height={28} />
          ))}
        </Box>
        <Box sx={{ borderTop: '1px solid', borderColor: 'divider', px: 1.5, py: 1, minHeight }}>
          <Skeleton width="90%" />
          <Skeleton width="75%" />
          <Skeleton width="60%" />
        </Box>
      </Box>
      {message ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}

/** The rich-text editor, lazy-loaded (same props as RichTextEditor). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorSkeleton {...props} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export default LazyRichTextEditor;
