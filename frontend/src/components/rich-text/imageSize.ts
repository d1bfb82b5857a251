import { IMAGE_MAX_HEIGHT, IMAGE_MIN_HEIGHT, IMAGE_MIN_WIDTH } from './constants';

/**
 * The size an image gets when resized to `width`, keeping its aspect ratio (`ratio` =
 * width / height): at least 120 × 120, at most 600 high and as wide as the editor. When
 * the limits cannot all hold (a very tall or very wide image), the upper limits win.
 */
export function clampImageSize(
  width: number,
  ratio: number,
  maxWidth: number = Number.POSITIVE_INFINITY,
): { width: number; height: number } {
  const safeRatio = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  const lower = Math.max(IMAGE_MIN_WIDTH, IMAGE_MIN_HEIGHT * safeRatio);
  const upper = Math.min(maxWidth, IMAGE_MAX_HEIGHT * safeRatio);
  let next = Math.max(width, lower);
  next = Math.min(next, upper);
  const rounded = Math.max(1, Math.round(next));
  return { width: rounded, height: Math.max(1, Math.round(rounded / safeRatio)) };
}
