import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { CompanySectionSchema } from './schemas';

/** Runs each section schema on the values and collects every message (first per field). */
export function sectionErrors(values: unknown, schemas: readonly CompanySectionSchema[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const schema of schemas) {
    const result = schema.safeParse(values);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!errors[key]) errors[key] = { type: issue.code, message: issue.message };
    }
  }
  return errors;
}

/**
 * A react-hook-form resolver over several section schemas. `getSchemas` is read on every
 * validation, so a wizard validates only the sections of its current step.
 */
export function sectionsResolver<TValues extends FieldValues>(
  getSchemas: () => readonly CompanySectionSchema[],
): Resolver<TValues> {
  return async (values, _context, options) => {
    const errors = sectionErrors(values, getSchemas());
    if (Object.keys(errors).length > 0) {
      return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
    }
    if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
    return { values, errors: {} };
  };
}
