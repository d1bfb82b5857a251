/** Editor constants (spec section 9, "Editor images"). */

/** Largest image accepted, in bytes (5 MB). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024; // 5242880
/** The upload is simulated: wait this long, then turn the file into a base64 data URL. */
export const IMAGE_UPLOAD_DELAY_MS = 3000;
/** Resize limits of an image in the editor, in CSS pixels. */
export const IMAGE_MIN_WIDTH = 120;
export const IMAGE_MIN_HEIGHT = 120;
export const IMAGE_MAX_HEIGHT = 600;
/** The "Copied" label of an image's copy buttons goes back after this long. */
export const COPY_LABEL_RESET_MS = 1000;

export const IMAGE_VALIDATION_TOAST = 'Image validation error';
export const IMAGE_ACTION_SUCCESS_TOAST = 'Image action success';
export const IMAGE_LOAD_ERROR_TEXT = 'Failed to load image';

export const IMAGE_ERRORS = {
  type: 'Only image files are allowed.',
  size: 'The image is larger than 5 MB.',
  base64: 'Invalid base64 image.',
  base64Type: 'This base64 image type is not allowed.',
} as const;

export const LINK_ERRORS = {
  required: 'URL is required',
  invalid: 'Must be a valid URL',
} as const;

/** The text colour palette (a "Default" entry removes the colour). */
export const TEXT_COLORS: readonly { name: string; value: string }[] = [
  { name: 'Red', value: '#e03131' },
  { name: 'Orange', value: '#f08c00' },
  { name: 'Green', value: '#2f9e44' },
  { name: 'Teal', value: '#0c8599' },
  { name: 'Blue', value: '#1971c2' },
  { name: 'Violet', value: '#7048e8' },
  { name: 'Pink', value: '#c2255c' },
  { name: 'Grey', value: '#868e96' },
];
