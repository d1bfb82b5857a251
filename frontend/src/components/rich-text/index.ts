/**
 * Rich text: the lazy editor (tiptap loads in its own chunk), the safe read-only view and
 * the helpers forms need. Do not re-export RichTextEditor itself here: a static import
 * would pull tiptap into the importing chunk.
 */
export { LazyRichTextEditor, RichTextEditorSkeleton } from './LazyRichTextEditor';
export { RichTextView, type RichTextViewProps } from './RichTextView';
export type { RichTextEditorProps } from './types';
export { htmlTextLength, htmlToPreviewText, htmlToText, sanitizeHtml } from '@/lib/sanitize';
export { validateLinkUrl } from './linkUrl';
export { validateImageFile, validateBase64Image } from './imageValidation';
export * from './constants';
