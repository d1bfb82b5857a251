import {
  forgotPasswordSchema,
  otpSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './schemas';

/** Messages of a failed parse, per field. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    (byField[key] ??= []).push(issue.message);
  }
  return byField;
}

describe('sign-in schema', () => {
  it('accepts a valid email and any non-empty password', () => {
    expect(signInSchema.safeParse({ email: 'ada@acme.io', password: 'x' }).success).toBe(true);
  });

  it('rejects an invalid or empty email with "Email is invalid"', () => {
    expect(errorsOf(signInSchema.safeParse({ email: 'not-an-email', password: 'x' })).email).toEqual([
      'Email is invalid',
    ]);
    expect(errorsOf(signInSchema.safeParse({ email: '', password: 'x' })).email).toEqual(['Email is invalid']);
  });

  it('requires a password', () => {
    expect(errorsOf(signInSchema.safeParse({ email: 'ada@acme.io', password: '' })).password).toEqual([
      'Password is required',
    ]);
  });
});

describe('sign-up schema', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.io', password: 'secret' };

  it('accepts a complete form', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it('requires first and last name, also when only spaces are typed', () => {
    const errors = errorsOf(signUpSchema.safeParse({ ...valid, firstName: '   ', lastName: '' }));
    expect(errors.firstName).toEqual(['First name is required']);
    expect(errors.lastName).toEqual(['Last name is required']);
  });

  it('says "Email is required" for an empty email and "Email is invalid" for a bad one', () => {
    expect(errorsOf(signUpSchema.safeParse({ ...valid, email: '' })).email).toEqual(['Email is required']);
    expect(errorsOf(signUpSchema.safeParse({ ...valid, email: 'ada@' })).email).toEqual(['Email is invalid']);
  });

  it('needs a password of at least 6 characters', () => {
    expect(errorsOf(signUpSchema.safeParse({ ...valid, password: '12345' })).password).toEqual([
      'Password must be 6 symbols at least',
    ]);
    expect(signUpSchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });
});

describe('forgot-password schema', () => {
  it('needs a valid email', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'ada@acme.io' }).success).toBe(true);
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: 'ada' })).email).toEqual(['Email is invalid']);
  });
});

describe('reset-password schema', () => {
  it('accepts a strong password confirmed twice', () => {
    expect(
      resetPasswordSchema.safeParse({ password: 'Str0ng!Pass', passwordConfirmation: 'Str0ng!Pass' }).success,
    ).toBe(true);
  });

  it('requires both fields', () => {
    const errors = errorsOf(resetPasswordSchema.safeParse({ password: '', passwordConfirmation: '' }));
    expect(errors.password).toEqual(['New password is required']);
    expect(errors.passwordConfirmation).toEqual(['Confirm new password is required']);
  });

  it('rejects a weak password with the rule text', () => {
    expect(
      errorsOf(resetPasswordSchema.safeParse({ password: 'weakpass', passwordConfirmation: 'weakpass' })).password,
    ).toEqual([
      'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character',
    ]);
  });

  it('reports a mismatch on the confirmation field', () => {
    const errors = errorsOf(
      resetPasswordSchema.safeParse({ password: 'Str0ng!Pass', passwordConfirmation: 'Str0ng!Pasz' }),
    );
    expect(errors.passwordConfirmation).toEqual(['The passwords did not match']);
    expect(errors.password).toBeUndefined();
  });

  it('reports a mismatch even when the password itself is weak', () => {
    const errors = errorsOf(resetPasswordSchema.safeParse({ password: 'weak', passwordConfirmation: 'other' }));
    expect(errors.passwordConfirmation).toEqual(['The passwords did not match']);
  });
});

describe('one-time code schema', () => {
  it('accepts exactly six digits', () => {
    expect(otpSchema.safeParse({ otp: '123456' }).success).toBe(true);
  });

  it.each(['', '12345', '1234567', '12a456'])('rejects %p', (otp) => {
    expect(errorsOf(otpSchema.safeParse({ otp })).otp).toEqual(['Your one-time password must be 6 characters.']);
  });
});
