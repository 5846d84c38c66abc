import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiResult } from '~/lib/api-client.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';

/**
 * One action on a list (toggle, delete): which control is busy, the error
 * toasted in the page language, a success toast of our own words, and the
 * page's data reloaded from the API afterwards.
 */
export function useOffersAction() {
  const { revalidate } = useRevalidator();
  const onApiError = useApiErrorHandler();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async <T>(key: string, call: () => Promise<ApiResult<T>>, success?: string): Promise<T | null> => {
      setBusy(key);
      try {
        const result = await call();
        if (!result.ok) {
          onApiError(result);
          return null;
        }
        if (success) notifySuccess(success);
        await revalidate();
        return result.data;
      } finally {
        setBusy(null);
      }
    },
    [onApiError, revalidate],
  );

  return { busy, run };
}
