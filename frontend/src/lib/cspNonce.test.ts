import { cspNonce, readCspNonce, resetCspNonceCache } from './cspNonce';

function pageWithNonce(nonce: string | null): void {
  document.head.innerHTML = '';
  if (nonce === null) return;
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.appendChild(meta);
}

afterEach(() => {
  document.head.innerHTML = '';
  resetCspNonceCache();
  delete window.__nonce__;
});

test('reads the nonce the server put in the page', () => {
  pageWithNonce('r4nd0m+N0nce==');
  expect(readCspNonce()).toBe('r4nd0m+N0nce==');
});

test('no nonce without the tag, or with an unrendered template tag', () => {
  pageWithNonce(null);
  expect(readCspNonce()).toBeUndefined();
  pageWithNonce('{{ request.csp_nonce }}');
  expect(readCspNonce()).toBeUndefined();
});

test('hands it to goober (notistack)', () => {
  pageWithNonce('abc123');
  expect(cspNonce()).toBe('abc123');
  expect(window.__nonce__).toBe('abc123');
});
