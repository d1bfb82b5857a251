/**
 * Rich text (company description, partner program, offer) is stored as HTML. The SPA never
 * renders it raw: everything goes through `sanitizeHtml`, a DOMPurify pass with the same
 * allow-list as the server's sanitiser (apps/core/sanitize.py) and the editor's features.
 */
import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';

/** Tags the editor produces and the server keeps. */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'strong', 'em', 'u', 's', 'code', 'pre', 'blockquote', 'hr',
  'ul', 'ol', 'li', 'a', 'img', 'span',
] as const; // prettier-ignore

/** Attributes kept (each further limited to its tag below). */
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'style', 'start'] as const;

const ATTRIBUTES_BY_TAG: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  span: ['style'],
  ol: ['start'],
};

/** Inline images the server accepts as base64 (raster only: SVG can carry script). */
export const BASE64_IMAGE_TYPES = [
  'image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp',
] as const; // prettier-ignore

const DATA_IMAGE_PATTERN = /^data:(image\/[a-z0-9.+-]+);base64,[a-z0-9+/=\s]*$/i;
const SAFE_HREF_PATTERN = /^(https?:\/\/|mailto:|www\.)/i;
const SAFE_IMG_SRC_PATTERN = /^https?:\/\//i;
/** `color: <hex | rgb() | rgba() | hsl() | named colour>` and nothing else. */
const COLOR_STYLE_PATTERN =
  /^\s*color\s*:\s*(#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/-]+\)|[a-z]{3,20})\s*;?\s*$/i;
const NUMBER_PATTERN = /^\d{1,5}$/;

function isAllowedDataImage(value: string): boolean {
  const match = DATA_IMAGE_PATTERN.exec(value.trim());
  return Boolean(match && (BASE64_IMAGE_TYPES as readonly string[]).includes(match[1].toLowerCase()));
}

/** Keeps `color: …` of a style attribute, normalised; null when nothing safe is left. */
export function safeColorStyle(style: string): string | null {
  const match = COLOR_STYLE_PATTERN.exec(style);
  return match ? `color: ${match[1]}` : null;
}

/** A `www.` link would resolve relative to the SPA: give it a scheme. */
export function absoluteHref(href: string): string {
  return /^www\./i.test(href.trim()) ? `https://${href.trim()}` : href.trim();
}

let instance: DOMPurifyInstance | null = null;

function purifier(): DOMPurifyInstance {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.nodeName.toLowerCase();
    const name = event.attrName;
    const allowed = ATTRIBUTES_BY_TAG[tag] ?? [];
    if (!allowed.includes(name)) {
      event.keepAttr = false;
      return;
    }
    const value = event.attrValue;
    if (tag === 'a' && name === 'href') {
      if (!SAFE_HREF_PATTERN.test(value.trim())) event.keepAttr = false;
      else event.attrValue = absoluteHref(value);
    } else if (tag === 'img' && name === 'src') {
      const ok = value.trim().toLowerCase().startsWith('data:') ? isAllowedDataImage(value) : SAFE_IMG_SRC_PATTERN.test(value.trim());
      if (!ok) event.keepAttr = false;
      // DOMPurify checks the URI too: a long data URI is fine for <img>.
      else event.forceKeepAttr = true;
    } else if (name === 'style') {
      const style = safeColorStyle(value);
      if (style === null) event.keepAttr = false;
      else event.attrValue = style;
    } else if (name === 'width' || name === 'height' || name === 'start') {
      if (!NUMBER_PATTERN.test(value.trim())) event.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.nodeName === 'A') {
      if (!element.getAttribute('href')) {
        element.removeAttribute('target');
        element.removeAttribute('rel');
        return;
      }
      // Links in user content always open in a new tab, without referrer or opener.
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (element.nodeName === 'IMG' && !element.getAttribute('src')) {
      element.remove();
    }
  });
  instance = purify;
  return purify;
}

/** Safe HTML for rendering stored rich text (empty string for empty input). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier()
    .sanitize(html, {
      ALLOWED_TAGS: [...RICH_TEXT_TAGS],
      ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      KEEP_CONTENT: true,
      FORBID_CONTENTS: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title'],
    })
    .trim();
}

// Where one block of text ends and the next begins: the plain text has a space there. The
// server's rich_text_plain (apps/core/sanitize.py, BLOCK_TAGS) uses the same tags.
const BLOCK_TAGS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'PRE', 'DIV', 'TR']);

function parseText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript, iframe, object, embed').forEach((node) => node.remove());
  doc.body.querySelectorAll('br, hr').forEach((node) => node.replaceWith(doc.createTextNode(' ')));
  doc.body.querySelectorAll('*').forEach((node) => {
    if (BLOCK_TAGS.has(node.nodeName)) {
      node.before(doc.createTextNode(' '));
      node.after(doc.createTextNode(' '));
    }
  });
  return doc.body.textContent ?? '';
}

/**
 * The visible text of rich text, blocks and line breaks a space apart, whitespace collapsed
 * and trimmed: the server's rule (`rich_text_plain`), so the 150-character check agrees on
 * both sides (plainTextCases.json holds the cases both test).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return parseText(html).replace(/\s+/g, ' ').trim();
}

/** Readable text for previews (cards, tooltips): htmlToText, and plain text passed through. */
export function htmlToPreviewText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  return htmlToText(html);
}

/** Length of the trimmed visible text (the company description needs 150 or more). */
export function htmlTextLength(html: string | null | undefined): number {
  return htmlToText(html).length;
}
