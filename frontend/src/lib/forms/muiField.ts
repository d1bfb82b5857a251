import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Wires a react-hook-form field to an MUI TextField: the input ref (so focus moves to the
 * first invalid field), the error state and the message as helper text.
 */
export function muiField<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues>, 'register' | 'formState'>,
  name: Path<TValues>,
) {
  const { ref, ...registered } = form.register(name);
  const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name];
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return {
    ...registered,
    inputRef: ref,
    error: Boolean(error),
    helperText: message,
  };
}
