import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

const loadMarkdown = () => import(/* webpackChunkName: "chat-markdown" */ './ChatMarkdown');
const ChatMarkdown = lazy(loadMarkdown);

/** Starts loading the Markdown renderer before the first answer needs it. */
export function preloadChatMarkdown(): void {
  void loadMarkdown().catch(() => undefined);
}

/** Typography for Markdown inside a chat bubble: compact headings, lists and tables. */
const markdownSx = {
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& h1, & h2': { fontSize: '1.125rem', fontWeight: 700, mt: 2, mb: 1 },
  '& h3, & h4, & h5, & h6': { fontSize: '1rem', fontWeight: 700, mt: 1.5, mb: 0.5 },
  '& ul, & ol': { my: 1, pl: 3 },
  '& li': { my: 0.25 },
  '& code': { fontFamily: 'monospace', fontSize: '0.875em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' },
  '& pre': { p: 1.5, borderRadius: 1, overflowX: 'auto', bgcolor: 'action.hover' },
  '& pre code': { p: 0, bgcolor: 'transparent' },
  '& blockquote': { m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
  '& table': { borderCollapse: 'collapse', my: 1, display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
} as const;

/** An assistant's text as Markdown; the plain text shows until the renderer's chunk is in. */
export function ChatMessageText({ text }: { text: string }) {
  return (
    <Box sx={markdownSx}>
      <Suspense fallback={<Box sx={{ whiteSpace: 'pre-wrap' }}>{text}</Box>}>
        <ChatMarkdown text={text} />
      </Suspense>
    </Box>
  );
}
