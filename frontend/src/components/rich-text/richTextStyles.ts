import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** Typography of rich text, shared by the editor's content and the read-only view. */
export const richTextContentSx = (theme: Theme): SystemStyleObject<Theme> => ({
  ...theme.typography.body1,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& h1': { ...theme.typography.h1, mt: 2, mb: 1 },
  '& h2': { ...theme.typography.h2, mt: 2, mb: 1 },
  '& h3': { ...theme.typography.h3, mt: 1.5, mb: 1 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li > p': { my: 0.25 },
  '& a': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.875em',
    px: 0.5,
    py: 0.125,
    borderRadius: 0.5,
    bgcolor: 'action.hover',
  },
  '& pre': {
    my: 1.5,
    p: 1.5,
    borderRadius: 1,
    bgcolor: 'action.hover',
    overflowX: 'auto',
    '& code': { p: 0, bgcolor: 'transparent', fontSize: '0.85rem' },
  },
  '& blockquote': {
    my: 1.5,
    mx: 0,
    pl: 2,
    borderLeft: '3px solid',
    borderColor: 'divider',
    color: 'text.secondary',
  },
  '& hr': { my: 2, border: 0, borderTop: '1px solid', borderColor: 'divider' },
  '& img': { maxWidth: '100%', height: 'auto', maxHeight: 600, borderRadius: 1 },
});
