import { normalizeLinkUrl, validateLinkUrl } from './linkUrl';

describe('link dialog URL rule', () => {
  it('requires a URL', () => {
    expect(validateLinkUrl('')).toBe('URL is required');
    expect(validateLinkUrl('   ')).toBe('URL is required');
  });

  it('accepts http(s):// and www. URLs without whitespace', () => {
    expect(validateLinkUrl('https://acme.io')).toBeNull();
    expect(validateLinkUrl('http://acme.io/partners?x=1')).toBeNull();
    expect(validateLinkUrl('www.acme.io')).toBeNull();
    expect(validateLinkUrl('  https://acme.io  ')).toBeNull();
  });

  it('refuses anything else', () => {
    expect(validateLinkUrl('acme.io')).toBe('Must be a valid URL');
    expect(validateLinkUrl('ftp://acme.io')).toBe('Must be a valid URL');
    expect(validateLinkUrl('javascript:alert(1)')).toBe('Must be a valid URL');
    expect(validateLinkUrl('https://acme .io')).toBe('Must be a valid URL');
    expect(validateLinkUrl('https://')).toBe('Must be a valid URL');
  });

  it('gives www. links a scheme', () => {
    expect(normalizeLinkUrl(' www.acme.io ')).toBe('https://www.acme.io');
    expect(normalizeLinkUrl('http://acme.io')).toBe('http://acme.io');
  });
});
