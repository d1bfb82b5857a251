/**
 * The Content-Security-Policy nonce of this page (config/settings/base.py): the server allows
 * no inline styles or scripts but those carrying the nonce it sent with the page, in
 * `<meta property="csp-nonce" nonce="...">` (frontend/public/index.html). Every library that
 * injects a `<style>` element at run time gets it: emotion (MUI) through the app's cache,
 * notistack's goober through `window.__nonce__`, tiptap through `injectNonce`.
 *
 * Browsers hide a nonce attribute's value from `getAttribute` once the page has loaded
 * (nonce hiding); the `nonce` property still has it.
 */

declare global {
  interface Window {
    /** Read by goober (notistack's styles) for the `<style>` element it creates. */
    __nonce__?: string;
  }
}

export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (!meta) return undefined;
  const nonce = meta.nonce || meta.getAttribute('nonce') || '';
  // An unrendered template (a static preview) leaves the tag's text: no nonce then.
  return nonce && !nonce.includes('{') ? nonce : undefined;
}

let cached: string | undefined | null = null;

/** The page's nonce, read once (it does not change while the page lives). */
export function cspNonce(): string | undefined {
  if (cached === null) {
    cached = readCspNonce();
    if (cached && typeof window !== 'undefined') window.__nonce__ = cached;
  }
  return cached;
}

/** Tests only: forget the nonce read so the next call sees the current DOM. */
export function resetCspNonceCache(): void {
  cached = null;
}
