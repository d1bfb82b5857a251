import { IMAGE_ERRORS, IMAGE_MAX_BYTES } from './constants';
import { base64DecodedSize, validateBase64Image, validateImageFile, validateImageSource } from './imageValidation';

const PNG_PAYLOAD = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('validateImageFile', () => {
  it('accepts raster images up to 5 MB (5242880 bytes)', () => {
    expect(IMAGE_MAX_BYTES).toBe(5242880);
    expect(validateImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(validateImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(validateImageFile({ type: 'image/webp', size: 1 })).toBeNull();
    expect(validateImageFile({ type: 'IMAGE/GIF', size: 1 })).toBeNull();
  });

  it('refuses anything that is not an image', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe('Only image files are allowed.');
    expect(validateImageFile({ type: 'text/html', size: 10 })).toBe(IMAGE_ERRORS.type);
    expect(validateImageFile({ type: '', size: 10 })).toBe(IMAGE_ERRORS.type);
  });

  it('refuses an image over 5 MB', () => {
    expect(validateImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('The image is larger than 5 MB.');
  });

  it('refuses image types the server drops from base64 (SVG can carry script)', () => {
    expect(validateImageFile({ type: 'image/svg+xml', size: 10 })).toBe('This base64 image type is not allowed.');
  });
});

describe('validateBase64Image', () => {
  it('accepts a valid PNG data URL', () => {
    expect(validateBase64Image(`data:image/png;base64,${PNG_PAYLOAD}`)).toBeNull();
  });

  it('refuses malformed data URLs and payloads', () => {
    expect(validateBase64Image('data:image/png,not-base64')).toBe('Invalid base64 image.');
    expect(validateBase64Image('data:image/png;base64,')).toBe(IMAGE_ERRORS.base64);
    expect(validateBase64Image('data:image/png;base64,abc')).toBe(IMAGE_ERRORS.base64);
    expect(validateBase64Image('data:image/png;base64,ab$d')).toBe(IMAGE_ERRORS.base64);
    expect(validateBase64Image('https://example.com/a.png')).toBe(IMAGE_ERRORS.base64);
  });

  it('refuses types that are not allowed', () => {
    expect(validateBase64Image('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toBe('This base64 image type is not allowed.');
    expect(validateBase64Image('data:text/html;base64,PHA+aGk8L3A+')).toBe(IMAGE_ERRORS.base64Type);
  });

  it('refuses a payload that decodes to more than 5 MB', () => {
    const payload = 'A'.repeat(Math.ceil((IMAGE_MAX_BYTES + 3) / 3) * 4);
    expect(base64DecodedSize(payload)).toBeGreaterThan(IMAGE_MAX_BYTES);
    expect(validateBase64Image(`data:image/png;base64,${payload}`)).toBe(IMAGE_ERRORS.size);
  });

  it('measures decoded sizes with padding', () => {
    expect(base64DecodedSize('QQ==')).toBe(1);
    expect(base64DecodedSize('QUI=')).toBe(2);
    expect(base64DecodedSize('QUJD')).toBe(3);
  });
});

describe('validateImageSource', () => {
  it('lets http(s) images through and checks data URLs', () => {
    expect(validateImageSource('https://cdn.test/a.png')).toBeNull();
    expect(validateImageSource(`data:image/png;base64,${PNG_PAYLOAD}`)).toBeNull();
    expect(validateImageSource('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toBe(IMAGE_ERRORS.base64Type);
    expect(validateImageSource('javascript:alert(1)')).toBe(IMAGE_ERRORS.type);
  });
});
