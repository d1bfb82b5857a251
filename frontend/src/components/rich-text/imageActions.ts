/**
 * The image node view's actions: copy the image, copy its link, download it. The site's
 * CSP allows no fetch of data: or blob: URLs, so data URLs are decoded by hand and other
 * images go through a canvas.
 */

export type ImageAction = 'Copy Image' | 'Copy Link' | 'Download';

export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(?:;[^;,]*)*;base64,(.*)$/is.exec(dataUrl.trim());
  if (!match) throw new Error('Invalid base64 image.');
  const binary = atob(match[2].replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: match[1] });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be loaded.'));
    image.src = src;
  });
}

async function canvasPng(src: string): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Copying images is not supported by this browser.');
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be converted.'))), 'image/png');
  });
}

/** The image as a PNG blob (the one image type every clipboard takes). */
export async function imageToPngBlob(src: string): Promise<Blob> {
  if (/^data:image\/png;/i.test(src)) return dataUrlToBlob(src);
  return canvasPng(src);
}

export async function copyImage(src: string): Promise<void> {
  if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') {
    throw new Error('Copying images is not supported by this browser.');
  }
  // A promise inside the item keeps the click's user activation while the PNG is made.
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': imageToPngBlob(src) })]);
}

export async function copyImageLink(src: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available.');
  await navigator.clipboard.writeText(src);
}

function extensionOf(type: string): string {
  const subtype = type.split('/')[1] ?? 'png';
  return subtype === 'jpeg' ? 'jpg' : subtype.replace(/[^a-z0-9]/gi, '') || 'png';
}

export function downloadFileName(src: string, alt?: string | null): string {
  const base = (alt || 'image').replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'image';
  if (/^data:/i.test(src)) {
    const type = /^data:([^;,]+)/i.exec(src)?.[1] ?? 'image/png';
    return /\.[a-z0-9]{2,5}$/i.test(base) ? base : `${base}.${extensionOf(type)}`;
  }
  try {
    const last = new URL(src).pathname.split('/').pop();
    if (last && /\.[a-z0-9]{2,5}$/i.test(last)) return decodeURIComponent(last);
  } catch {
    // not a URL: fall through
  }
  return `${base}.png`;
}

export async function downloadImage(src: string, alt?: string | null): Promise<void> {
  const anchor = document.createElement('a');
  anchor.download = downloadFileName(src, alt);
  anchor.rel = 'noopener';
  let objectUrl: string | null = null;
  if (/^data:/i.test(src)) {
    objectUrl = URL.createObjectURL(dataUrlToBlob(src));
    anchor.href = objectUrl;
  } else if (/^(https?:|blob:)/i.test(src)) {
    anchor.href = src;
    anchor.target = '_blank';
  } else {
    throw new Error('This image cannot be downloaded.');
  }
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  if (objectUrl) {
    const url = objectUrl;
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
