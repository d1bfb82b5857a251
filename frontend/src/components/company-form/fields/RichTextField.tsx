import { useEffect } from 'react';
import { useController, type Control } from 'react-hook-form';
import { LazyRichTextEditor } from '@/components/rich-text/LazyRichTextEditor';
import type { CompanyFormValues } from '@/components/company-form/values';

type HtmlField = 'description' | 'partnerProgramDescription' | 'offerDescription';

interface RichTextFieldProps {
  control: Control<CompanyFormValues>;
  name: HtmlField;
  label: string;
  disabled?: boolean;
  helperText?: string;
  placeholder?: string;
  minHeight?: number;
}

/** A react-hook-form field over the (lazily loaded) rich-text editor; the value is HTML. */
export function RichTextField({ control, name, label, disabled, helperText, placeholder, minHeight }: RichTextFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const editorId = `company-${name}`;
  const { ref } = field;
  useEffect(() => {
    // Focus-on-error: react-hook-form focuses the editable area by its id.
    ref({ focus: () => document.getElementById(editorId)?.focus() });
  }, [ref, editorId]);
  return (
    <LazyRichTextEditor
      id={editorId}
      label={label}
      value={field.value ?? ''}
      onChange={(html: string) => field.onChange(html)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      disabled={disabled}
      placeholder={placeholder}
      minHeight={minHeight}
    />
  );
}
