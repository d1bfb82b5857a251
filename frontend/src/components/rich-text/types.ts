import type { Ref } from 'react';

/** Props of the rich-text editor (kept apart so importing them does not pull in tiptap). */
export interface RichTextEditorProps {
  /** Visible label; the editable area is named by it (`aria-labelledby`). */
  label: string;
  /** The HTML value ('' when empty). */
  value: string;
  /** Called with the new HTML ('' when empty; images still uploading are left out). */
  onChange: (html: string) => void;
  /**
   * Shown in red under the editor. `true` marks the field invalid and shows `helperText`
   * in red instead.
   */
  error?: string | boolean;
  /** Shown under the editor when there is no error. */
  helperText?: string;
  /** Read-only, toolbar disabled. */
  disabled?: boolean;
  placeholder?: string;
  /** Id of the editable element (for a form's focus-on-error, links to the field). */
  id?: string;
  /** Minimum height of the editable area in pixels (default 160). */
  minHeight?: number;
  /** Called when the editable area loses focus (e.g. react-hook-form's onBlur). */
  onBlur?: () => void;
  /**
   * Receives `{ focus() }` once the editor is ready, e.g. react-hook-form's `field.ref`, so
   * the form can move focus to the editor when its value is invalid.
   */
  inputRef?: Ref<{ focus: () => void }>;
}
