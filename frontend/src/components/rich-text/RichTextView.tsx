import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize';
import { richTextContentSx } from './richTextStyles';

export interface RichTextViewProps {
  /** Stored HTML (sanitised here before rendering). */
  html: string | null | undefined;
  /** Shown when there is no visible content. Default '—'. */
  emptyText?: string;
  sx?: SxProps<Theme>;
}

/** Renders stored rich text safely: DOMPurify with the editor's allow-list. */
export function RichTextView({ html, emptyText = '—', sx }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const empty = !clean || (!htmlToText(clean) && !/<(img|hr)\b/i.test(clean));
  if (empty) {
    return (
      <Typography variant="body1" color="text.secondary" component="div" sx={sx}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box
      className="rich-text"
      sx={[richTextContentSx, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])] as SxProps<Theme>}
      // The HTML went through sanitizeHtml (DOMPurify, allow-list) just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

export default RichTextView;
