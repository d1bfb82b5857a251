import Link from '@mui/material/Link';
import { Markdown, type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { AnchorHTMLAttributes, ImgHTMLAttributes } from 'react';
import { isExternalHref } from '@/components/LinkBehavior';

/**
 * An assistant's answer as Markdown. Safe by construction: raw HTML is shown as text, never
 * parsed (`disableParsingRawHTML`), and the library drops javascript:/data: URLs. Internal
 * links (/companies/12) go through the router; external ones open a new tab. Images are not
 * fetched: their text stands in for them. Loaded lazily (ChatMessageText.tsx).
 */
function ChatLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!href) return <>{children}</>;
  if (isExternalHref(href)) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    );
  }
  return <Link href={href}>{children}</Link>;
}

function ChatImage({ alt }: ImgHTMLAttributes<HTMLImageElement>) {
  return alt ? <span>[{alt}]</span> : null;
}

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  // Half-written syntax (an unclosed ** while streaming) is held back instead of flashing.
  optimizeForStreaming: true,
  forceBlock: true,
  overrides: {
    a: { component: ChatLink },
    img: { component: ChatImage },
  },
};

export default function ChatMarkdown({ text }: { text: string }) {
  return <Markdown options={OPTIONS}>{text}</Markdown>;
}
