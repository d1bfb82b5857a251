import createCache, { type EmotionCache } from '@emotion/cache';
import { cspNonce } from '@/lib/cspNonce';

/**
 * MUI's styles go through emotion, which injects `<style>` elements: this cache gives them
 * the page's CSP nonce (the policy has no 'unsafe-inline'). Key `css` as emotion's default
 * cache, so class names do not change.
 */
export function createEmotionCache(nonce: string | undefined = cspNonce()): EmotionCache {
  return createCache({ key: 'css', nonce });
}

let appCache: EmotionCache | undefined;

/** The app's one cache (created on first use, after the page's nonce is in the DOM). */
export function appEmotionCache(): EmotionCache {
  appCache ??= createEmotionCache();
  return appCache;
}
