import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/errors';

export interface ServerErrorMapping {
  /** Form fields that received a server message. */
  fields: string[];
  /** Server messages that belong to no field of this form. */
  other: string[];
}

function messagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** `FirstName` / `first_name` -> `firstName`, so either server style lands on the field. */
function toCamelCase(key: string): string {
  const camel = key.replace(/[_-]+([a-zA-Z0-9])/g, (_m, char: string) => char.toUpperCase());
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}

/**
 * Puts a 400 answer's `errors: {fieldName: [message]}` onto react-hook-form fields.
 * Field names are the request's camelCase names; `fieldMap` renames a server field to a
 * form field where they differ. The first mapped field receives focus. Returns what was
 * mapped so the caller can show the rest (e.g. in an alert).
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldNames: readonly Path<TValues>[],
  fieldMap: Partial<Record<string, Path<TValues>>> = {},
): ServerErrorMapping {
  const result: ServerErrorMapping = { fields: [], other: [] };
  if (!isApiError(error) || !error.data?.errors || typeof error.data.errors !== 'object') {
    return result;
  }
  const known = new Set<string>(fieldNames);
  for (const [serverKey, value] of Object.entries(error.data.errors)) {
    const messages = messagesOf(value);
    if (messages.length === 0) continue;
    const mapped = fieldMap[serverKey] ?? fieldMap[toCamelCase(serverKey)];
    const candidate = mapped ?? (known.has(serverKey) ? serverKey : toCamelCase(serverKey));
    if (known.has(candidate)) {
      setError(
        candidate as Path<TValues>,
        { type: 'server', message: messages.join(' ') },
        { shouldFocus: result.fields.length === 0 },
      );
      result.fields.push(candidate);
    } else {
      result.other.push(...messages);
    }
  }
  return result;
}
