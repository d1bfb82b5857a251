import { act, screen, waitFor } from '@testing-library/react';
import { routes } from '@/app/router';
import { TOKEN_KEY } from '@/lib/session/storage';
import { OTP_REDIRECT_DELAY_MS } from './OtpPage';
import { makeUser, mockApi, renderWithRouter, setupUser } from '../../../../test/utils';

describe('sign-up page', () => {
  async function fill() {
    const user = setupUser();
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
  }

  it('shows the spec messages for an empty form', async () => {
    const user = setupUser();
    renderWithRouter(routes, { initialEntries: ['/sign-up'] });
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password must be 6 symbols at least',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('sends the referral code and goes to /otp with the token stored', async () => {
    const calls = mockApi([
      { method: 'POST', path: '/api/auth/signup', status: 201, body: { authorizationToken: 'new-jwt', userId: 9 } },
      { path: '/api/users/9', body: makeUser({ userId: 9, status: 1 }) },
    ]);
    const { router } = renderWithRouter(routes, { initialEntries: ['/sign-up?ref=K3F9QX2A'] });
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(calls[0].body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@acme.io',
      password: 'secret1',
      referralCode: 'K3F9QX2A',
    });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('new-jwt');
  });

  it('shows the failure alert and puts field errors on the fields', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/signup',
        status: 400,
        body: { status: 400, title: 'Sign-up failed', errors: { email: ['Please use your business email.'] } },
      },
    ]);
    renderWithRouter(routes, { initialEntries: ['/sign-up'] });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't complete your sign-up. Please make sure you're using your business email and try again.",
    );
    expect(screen.getByText('Please use your business email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('forgot-password page', () => {
  it('reports success whatever the answer and disables the form', async () => {
    const user = setupUser();
    const calls = mockApi([{ method: 'POST', path: '/api/auth/forgot-password', status: 500, body: {} }]);
    renderWithRouter(routes, { initialEntries: ['/forgot-password'] });
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@acme.io');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText("If an account with that email exists, we've sent password reset instructions."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(calls[0].body).toEqual({ email: 'ada@acme.io' });
  });

  it("shows the server's sentence when rate limited and keeps the form usable", async () => {
    const user = setupUser();
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/forgot-password',
        status: 429,
        body: { status: 429, title: 'Too many requests. Try again in a minute.' },
      },
    ]);
    renderWithRouter(routes, { initialEntries: ['/forgot-password'] });
    await user.type(await screen.findByLabelText('Email'), 'ada@acme.io');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    expect(screen.getByLabelText('Email')).not.toBeDisabled();
  });
});

describe('reset-password page', () => {
  async function submit(password: string, confirmation: string) {
    const user = setupUser();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
  }

  it('validates the rule and the confirmation', async () => {
    renderWithRouter(routes, { initialEntries: ['/reset-password?token=abc'] });
    await submit('weakpass', 'other');
    expect(
      await screen.findByText(
        'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The passwords did not match')).toBeInTheDocument();
  });

  it('resets with the token from the link and goes to /sign-in', async () => {
    const calls = mockApi([{ method: 'POST', path: '/api/auth/reset-password', body: { success: true } }]);
    const { router } = renderWithRouter(routes, { initialEntries: ['/reset-password?token=abc'] });
    await submit('Str0ng!Pass', 'Str0ng!Pass');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText('Your password has been successfully reset.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ password: 'Str0ng!Pass', passwordConfirmation: 'Str0ng!Pass', token: 'abc' });
  });

  it('says so when the reset fails', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        status: 400,
        body: { status: 400, title: 'This reset link is invalid or has expired.' },
      },
    ]);
    const { router } = renderWithRouter(routes, { initialEntries: ['/reset-password?token=old'] });
    await submit('Str0ng!Pass', 'Str0ng!Pass');
    expect(await screen.findByText("We couldn't reset your password. Please try again later.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});

describe('one-time code page', () => {
  const pending = makeUser({ status: 1 });

  it('sends a visitor without a token to /sign-in', async () => {
    const { router } = renderWithRouter(routes, { initialEntries: ['/otp'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('validates the length and keeps only digits', async () => {
    const user = setupUser();
    renderWithRouter(routes, { initialEntries: ['/otp'], session: { token: 'jwt', user: pending } });
    const input = await screen.findByLabelText('One-time code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '12a3');
    expect(input).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your one-time password must be 6 characters.')).toBeInTheDocument();
  });

  it('shows the wrong-code error with a hint and clears the input', async () => {
    const user = setupUser();
    mockApi([
      {
        method: 'POST',
        path: '/api/users/otp',
        status: 400,
        body: {
          status: 400,
          title: 'Oops! The code you entered is incorrect.',
          errors: { otp: ['Oops! The code you entered is incorrect.'] },
        },
      },
    ]);
    renderWithRouter(routes, { initialEntries: ['/otp'], session: { token: 'jwt', user: pending } });
    const input = await screen.findByLabelText('One-time code');
    await user.type(input, '000000{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! The code you entered is incorrect.');
    expect(alert).toHaveTextContent('Request a new code if this one has expired.');
    // The message appears once, not also under the input.
    expect(screen.getAllByText('Oops! The code you entered is incorrect.')).toHaveLength(1);
    expect(input).toHaveValue('');
  });

  it("shows the server's sentence for an expired code", async () => {
    const user = setupUser();
    mockApi([
      {
        method: 'POST',
        path: '/api/users/otp',
        status: 400,
        body: { status: 400, title: 'This code has expired. Request a new one.', code: 'otpExpired' },
      },
    ]);
    renderWithRouter(routes, { initialEntries: ['/otp'], session: { token: 'jwt', user: pending } });
    await user.type(await screen.findByLabelText('One-time code'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Request a new one.');
  });

  it('resends the code', async () => {
    const user = setupUser();
    const calls = mockApi([{ method: 'POST', path: '/api/users/otp/resend', body: { success: true } }]);
    renderWithRouter(routes, { initialEntries: ['/otp'], session: { token: 'jwt', user: pending } });
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Verification code sent!')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/users/otp/resend']);
  });

  it('verifies, announces it and goes to /my-company after 3 seconds', async () => {
    // The 3 s run on jest's clock: no real wait, and no race with a busy machine.
    jest.useFakeTimers();
    const user = setupUser();
    const active = makeUser({ status: 2 });
    const calls = mockApi([
      { method: 'POST', path: '/api/users/otp', body: { success: true, user: active } },
      { path: '/api/users/7', body: active },
    ]);
    const { router } = renderWithRouter(routes, { initialEntries: ['/otp'], session: { token: 'jwt', user: pending } });
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your email has been verified. Redirecting…')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ otp: '123456' });
    expect(router.state.location.pathname).toBe('/otp');
    act(() => {
      jest.advanceTimersByTime(OTP_REDIRECT_DELAY_MS);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-company'));
  });

  it('cancels by signing out', async () => {
    const user = setupUser();
    const calls = mockApi([{ method: 'POST', path: '/api/auth/signout', status: 204 }]);
    const { router, store } = renderWithRouter(routes, {
      initialEntries: ['/otp'],
      session: { token: 'jwt', user: pending },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(store.getState().session.token).toBeNull();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/signout' });
  });
});
