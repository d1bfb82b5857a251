/**
 * Sign-in through an identity provider (Google, the passwordless provider): the server starts
 * each attempt and hands back the provider's authorization URL (PKCE, state and nonce stay on
 * the server); the provider sends the browser back with a code to /sign-in (Google) or
 * /wwpass-callback (passwordless), where the SPA posts it back to finish.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '@/app/store';
import { apiErrorCode, apiErrorTitle } from '@/lib/api/errors';
import { paths } from '@/lib/paths';
import { sessionCleared } from '@/lib/session/sessionSlice';
import {
  PROVIDER_FAILED_MESSAGE,
  PROVIDER_NAMES,
  type SignInProvider,
  takeLinking,
} from '@/lib/signInProviders';
import { enqueueSnackbar } from '@/lib/toast';
import { useAuthSigninGoogleCreateMutation, useAuthSigninWwpassCreateMutation } from '../api';
import { useStartSession } from '../useStartSession';

export const CONSENT_DENIED_MESSAGE = 'You cancelled the sign-in with the provider. Sign in again when you are ready.';
export const LINKED_MESSAGE = (provider: SignInProvider) => `${PROVIDER_NAMES[provider]} sign-in is linked to your account`;

/** What /sign-in shows after a provider sign-in failed (navigation state). */
export interface ProviderFailure {
  providerError: string;
  providerErrorCode?: string | null;
}

/** The provider's answer in the address (code and state, or an error), if there is one. */
export function useProviderAnswer() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const error = searchParams.get('error');
  return { code, state, error, present: Boolean(error || (code && state)) };
}

/**
 * Finishes the attempt the provider sent the browser back from, once: a session and the
 * home page (or /my-company without a company; the profile after linking), else /sign-in
 * with the reason.
 */
export function useFinishProviderSignIn(provider: SignInProvider, enabled: boolean): void {
  const { code, state, error } = useProviderAnswer();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const startSession = useStartSession();
  const [finishGoogle] = useAuthSigninGoogleCreateMutation();
  const [finishPasswordless] = useAuthSigninWwpassCreateMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!enabled || started.current || !(error || (code && state))) return;
    started.current = true;
    const fail = (failure: ProviderFailure, linking: boolean) => {
      if (linking) {
        enqueueSnackbar(failure.providerError, { variant: 'error' });
        navigate(paths.profile, { replace: true });
      } else {
        navigate(paths.signIn, { replace: true, state: failure });
      }
    };
    const linking = takeLinking(provider);
    if (error) {
      fail(
        { providerError: error === 'access_denied' ? CONSENT_DENIED_MESSAGE : PROVIDER_FAILED_MESSAGE },
        linking,
      );
      return;
    }
    const request = { providerSignInInputRequest: { code: code!, state: state! } };
    (async () => {
      let answer;
      try {
        answer = await (provider === 'google' ? finishGoogle(request) : finishPasswordless(request)).unwrap();
      } catch (failure) {
        fail(
          {
            providerError: apiErrorTitle(failure) ?? PROVIDER_FAILED_MESSAGE,
            providerErrorCode: apiErrorCode(failure),
          },
          linking,
        );
        return;
      }
      try {
        const user = await startSession(answer.authorizationToken, answer.userId);
        if (linking) {
          enqueueSnackbar(LINKED_MESSAGE(provider), { variant: 'success' });
          navigate(paths.profile, { replace: true });
        } else {
          navigate(user.company ? paths.home : paths.myCompany, { replace: true });
        }
      } catch {
        dispatch(sessionCleared());
        fail({ providerError: PROVIDER_FAILED_MESSAGE }, false);
      }
    })();
  }, [enabled, code, state, error, provider, finishGoogle, finishPasswordless, startSession, navigate, dispatch]);
}
