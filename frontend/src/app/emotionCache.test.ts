import { resetCspNonceCache } from '@/lib/cspNonce';
import { createEmotionCache } from './emotionCache';

afterEach(() => {
  document.head.innerHTML = '';
  resetCspNonceCache();
});

test("emotion's style elements carry the page's CSP nonce", () => {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', 'abc123');
  document.head.appendChild(meta);

  const cache = createEmotionCache();
  expect(cache.key).toBe('css');
  expect(cache.nonce).toBe('abc123');
  cache.sheet.insert('.x{color:red}');
  const style = document.head.querySelector('style[data-emotion]') as HTMLStyleElement;
  expect(style.getAttribute('nonce')).toBe('abc123');
});
