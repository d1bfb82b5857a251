import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { ApiError } from '../api/errors';
import { applyServerErrors } from './applyServerErrors';

interface Values {
  firstName: string;
  email: string;
  linkedInUrl: string;
}

function setup() {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { firstName: '', email: '', linkedInUrl: '' } });
    // Reading errors during render subscribes the hook to them, as a form component would.
    void form.formState.errors;
    return form;
  });
}

const badRequest = (errors: ApiError['data']): ApiError => ({ status: 400, data: errors, message: 'Bad request' });

describe('applyServerErrors', () => {
  it('puts each server field message on the field with the same camelCase name', () => {
    const { result } = setup();
    let mapping;
    act(() => {
      mapping = applyServerErrors(
        badRequest({
          status: 400,
          title: 'Validation failed',
          errors: { email: ['Email is invalid'], linkedInUrl: ['Must be a valid URL'] },
        }),
        result.current.setError,
        ['firstName', 'email', 'linkedInUrl'],
      );
    });
    expect(mapping).toEqual({ fields: ['email', 'linkedInUrl'], other: [] });
    expect(result.current.formState.errors.email?.message).toBe('Email is invalid');
    expect(result.current.formState.errors.linkedInUrl?.message).toBe('Must be a valid URL');
    expect(result.current.formState.errors.firstName).toBeUndefined();
  });

  it('accepts PascalCase or snake_case keys and joins several messages', () => {
    const { result } = setup();
    act(() => {
      applyServerErrors(
        badRequest({ errors: { FirstName: ['First name is required'], linked_in_url: ['Too long.', 'Bad host.'] } }),
        result.current.setError,
        ['firstName', 'email', 'linkedInUrl'],
      );
    });
    expect(result.current.formState.errors.firstName?.message).toBe('First name is required');
    expect(result.current.formState.errors.linkedInUrl?.message).toBe('Too long. Bad host.');
  });

  it('returns messages that belong to no field', () => {
    const { result } = setup();
    let mapping;
    act(() => {
      mapping = applyServerErrors(
        badRequest({ errors: { nonFieldErrors: ['Try later'], email: 'Email is invalid' } }),
        result.current.setError,
        ['firstName', 'email', 'linkedInUrl'],
      );
    });
    expect(mapping).toEqual({ fields: ['email'], other: ['Try later'] });
  });

  it('renames fields through the map', () => {
    const { result } = setup();
    act(() => {
      applyServerErrors(badRequest({ errors: { linkedIn: ['Must be a valid URL'] } }), result.current.setError, [
        'linkedInUrl',
      ], { linkedIn: 'linkedInUrl' });
    });
    expect(result.current.formState.errors.linkedInUrl?.message).toBe('Must be a valid URL');
  });

  it('does nothing for errors without field messages', () => {
    const { result } = setup();
    const setError = jest.fn();
    expect(applyServerErrors({ status: 'network', data: null, message: 'Network error' }, setError, ['email'])).toEqual({
      fields: [],
      other: [],
    });
    expect(applyServerErrors(new Error('boom'), setError, ['email']).fields).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
    expect(result.current.formState.errors).toEqual({});
  });
});
