import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { handleApiError, type ApiErrorContext, type ApiResult } from './api-client.ts';
import { useClientStore } from './client-state/provider.tsx';
import { notifyError } from './notify.ts';
import { useLanguage } from './root-data.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;
type Options = Pick<ApiErrorContext, 'silent' | 'redirectOnUnauthorized'>;

/**
 * handleApiError wired to the app: toasts in the page language, client-side
 * navigation for 403 redirects, and the client state's clearUserData on 401.
 *
 *   const onError = useApiErrorHandler();
 *   const result = await apiPost('cart', item);
 *   if (!result.ok) onError(result);
 */
export function useApiErrorHandler(): (failure: Failure, options?: Options) => string | null {
  const lang = useLanguage();
  const navigate = useNavigate();
  const store = useClientStore();
  return useCallback(
    (failure, options = {}) =>
      handleApiError(failure, {
        lang,
        notify: (text) => notifyError(text),
        navigate: (to) => void navigate(to),
        clearUserData: () => store.clearUserData(),
        ...options,
      }),
    [lang, navigate, store],
  );
}
