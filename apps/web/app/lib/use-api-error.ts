import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { handleApiError, type ApiErrorContext, type ApiResult } from './api-client.ts';
import { useClientStore } from './client-state/provider.tsx';
import { notifyError } from './notify.ts';
import { useLanguage } from './root-data.ts';
import { navigateWithSession, signInHrefFor } from './use-session.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;
type Options = Pick<ApiErrorContext, 'silent' | 'redirectOnUnauthorized'>;

/**
 * handleApiError wired to the app: toasts in the page language, client-side
 * navigation for 403 redirects, and on 401 (SPEC.md §8) the client state's
 * clearUserData, "Your session expired please login" and the sign-in page,
 * which brings the person back here afterwards.
 *
 *   const onError = useApiErrorHandler();
 *   const result = await apiPost('cart', item);
 *   if (!result.ok) onError(result);
 */
export function useApiErrorHandler(): (failure: Failure, options?: Options) => string | null {
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const store = useClientStore();
  return useCallback(
    (failure, options = {}) =>
      handleApiError(failure, {
        lang,
        notify: (text) => notifyError(text),
        // Any move after an error may follow a session change: the root loader runs again.
        navigate: (to) => void navigateWithSession(navigate, to),
        clearUserData: () => store.clearUserData(),
        redirectOnUnauthorized: signInHrefFor(pathname, search),
        ...options,
      }),
    [lang, navigate, pathname, search, store],
  );
}
