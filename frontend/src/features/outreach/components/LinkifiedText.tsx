import Link from '@mui/material/Link';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/** http(s) addresses and www. hosts in plain text. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://a.io/x."). */
const TRAILING = /[.,;:!?'")\]}]+$/;

export interface TextPart {
  text: string;
  href?: string;
}

/**
 * Plain text cut into text and links: only http: and https: addresses become links (a www.
 * host gets https://), so no other scheme (javascript:, data:) can ever be an href. The text
 * is rendered by React as text, never as HTML.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const address = raw.slice(0, raw.length - trailing.length);
    if (!address || /^www\.$/i.test(address)) continue;
    const href = /^https?:\/\//i.test(address) ? address : `https://${address}`;
    let valid = false;
    try {
      const url = new URL(href);
      valid = url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      valid = false;
    }
    if (!valid) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A message's plain text with its line breaks, and its web addresses as links (new tab). */
export function LinkifiedText({ text, ...props }: { text: string } & TypographyProps) {
  const nodes: ReactNode[] = linkParts(text).map((part, index) =>
    part.href ? (
      <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" sx={{ overflowWrap: 'anywhere' }}>
        {part.text}
      </Link>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
  return (
    <Typography variant="body2" {...props} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...props.sx }}>
      {nodes}
    </Typography>
  );
}
