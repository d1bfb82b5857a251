/**
 * The sign-in providers (Google, the passwordless provider) as the sign-in screens and the
 * profile share them: their names, and which attempt the browser left for (signing in, or
 * linking a provider to the signed-in account), kept for the provider's answer.
 */
export type SignInProvider = 'google' | 'wwpass';

export const PROVIDER_NAMES: Record<SignInProvider, string> = {
  google: 'Google',
  wwpass: 'WWPass',
};

export const PROVIDER_FAILED_MESSAGE = 'The sign-in provider could not sign you in. Please try again.';

const LINKING_KEY = 'pm.provider.linking';

/** Before leaving for the provider: whether this attempt links a provider to the signed-in account. */
export function rememberAttempt(provider: SignInProvider, purpose: 'sign-in' | 'link'): void {
  try {
    if (purpose === 'link') window.sessionStorage.setItem(LINKING_KEY, provider);
    else window.sessionStorage.removeItem(LINKING_KEY);
  } catch {
    /* storage blocked: the attempt still works, it lands on the home page */
  }
}

/** On the provider's answer: whether it answers a linking attempt (asked once). */
export function takeLinking(provider: SignInProvider): boolean {
  try {
    const linking = window.sessionStorage.getItem(LINKING_KEY) === provider;
    window.sessionStorage.removeItem(LINKING_KEY);
    return linking;
  } catch {
    return false;
  }
}
