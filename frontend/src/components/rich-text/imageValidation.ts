/** Image rules of the editor (spec section 5, "Editor images"): pure functions. */
import { BASE64_IMAGE_TYPES } from '@/lib/sanitize';
import { IMAGE_ERRORS, IMAGE_MAX_BYTES } from './constants';

/** The reason a picked, pasted or dropped file cannot be inserted, or null when it can. */
export function validateImageFile(file: { type: string; size: number }): string | null {
  const type = (file.type || '').toLowerCase();
  if (!type.startsWith('image/')) return IMAGE_ERRORS.type;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_ERRORS.size;
  // The upload turns the file into a base64 data URL: only types the server keeps.
  if (!(BASE64_IMAGE_TYPES as readonly string[]).includes(type)) return IMAGE_ERRORS.base64Type;
  return null;
}

const DATA_URL_PATTERN = /^data:([^;,]*)((?:;[^;,]*)*?);base64,(.*)$/is;
const BASE64_PATTERN = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a base64 payload decodes to (no padding characters counted). */
export function base64DecodedSize(payload: string): number {
  const clean = payload.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

/** The reason a `data:` image URL is refused, or null when it is a valid allowed image. */
export function validateBase64Image(dataUrl: string): string | null {
  const match = DATA_URL_PATTERN.exec(dataUrl.trim());
  if (!match) return IMAGE_ERRORS.base64;
  const type = match[1].toLowerCase();
  if (!(BASE64_IMAGE_TYPES as readonly string[]).includes(type)) return IMAGE_ERRORS.base64Type;
  const payload = match[3].replace(/\s/g, '');
  if (!payload || payload.length % 4 !== 0 || !BASE64_PATTERN.test(payload)) return IMAGE_ERRORS.base64;
  if (base64DecodedSize(payload) > IMAGE_MAX_BYTES) return IMAGE_ERRORS.size;
  return null;
}

/**
 * The reason an image source (pasted HTML, stored content) is refused, or null:
 * http(s) URLs pass, `data:` URLs must be valid allowed base64 images, anything else fails.
 */
export function validateImageSource(src: string): string | null {
  const value = src.trim();
  if (/^https?:\/\//i.test(value)) return null;
  if (/^data:/i.test(value)) return validateBase64Image(value);
  return IMAGE_ERRORS.type;
}

/** The file as a `data:<type>;base64,...` URL. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('Could not read the image.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image.'));
    reader.readAsDataURL(file);
  });
}
