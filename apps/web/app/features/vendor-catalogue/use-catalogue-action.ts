import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiResult } from '~/lib/api-client.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';

type Answer = { data?: unknown; message?: string };

/** The API's own words for what happened: `message`, or `data.message`. */
function messageOf(answer: Answer): string | undefined {
  if (answer.message) return answer.message;
  const inner = answer.data as { message?: unknown } | undefined;
  return typeof inner?.message === 'string' ? inner.message : undefined;
}

/**
 * One management action (toggle, stock, delete): shows which control is
 * busy, toasts the API's own message (already in the page language) or
 * the error, and reloads the page's lists from the API afterwards.
 */
export function useCatalogueAction() {
  const { revalidate } = useRevalidator();
  const onApiError = useApiErrorHandler();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async <T extends Answer>(key: string, call: () => Promise<ApiResult<T>>): Promise<T | null> => {
      setBusy(key);
      try {
        const result = await call();
        if (!result.ok) {
          onApiError(result);
          return null;
        }
        const text = messageOf(result.data);
        if (text) notifySuccess(text);
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
