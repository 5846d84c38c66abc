import type { CheckoutQuote } from '@bedesten/core/schemas/checkout';
import { useCallback, useEffect, useRef, useState } from 'react';
import { classifyApiError, type ApiResult } from '~/lib/api-client.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { checkoutApi } from './api.ts';
import type { QuoteBody } from './draft.ts';

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

export interface QuoteFailure {
  text: string;
  /** The field the API blamed (`coupon_code`, `payment_method`), when it named one. */
  field: string | null;
  status: number;
}

/** A failed call as a message for the page, and the field it concerns; a 401 goes to the app's sign-in handling. */
export function useQuoteFailure(): (failure: Failure) => QuoteFailure | null {
  const lang = useLanguage();
  const onApiError = useApiErrorHandler();
  return useCallback(
    (failure) => {
      if (failure.status === 401) {
        onApiError(failure);
        return null;
      }
      const outcome = classifyApiError(failure, lang);
      if (outcome.kind === 'aborted') return null;
      const errors = failure.error?.errors;
      const field = errors && typeof errors === 'object' ? (Object.keys(errors)[0] ?? null) : null;
      return { text: outcome.text, field, status: failure.status };
    },
    [lang, onApiError],
  );
}

/**
 * The checkout priced by the API for `body` (null waits). Every step shows
 * the API's figures, never its own sums, so what is shown is what is charged.
 */
export function useQuote(body: QuoteBody | null) {
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [failure, setFailure] = useState<QuoteFailure | null>(null);
  const [loading, setLoading] = useState(false);
  const toFailure = useQuoteFailure();
  const latest = useRef(0);
  const key = body ? JSON.stringify(body) : null;

  const run = useCallback(
    async (payload: QuoteBody) => {
      const ticket = ++latest.current;
      setLoading(true);
      const result = await checkoutApi.summary(payload);
      if (ticket !== latest.current) return result;
      setLoading(false);
      if (result.ok) {
        setQuote(result.data.data);
        setFailure(null);
      } else {
        setQuote(null);
        setFailure(toFailure(result));
      }
      return result;
    },
    [toFailure],
  );

  useEffect(() => {
    if (key) void run(JSON.parse(key) as QuoteBody);
  }, [key, run]);

  return { quote, failure, loading, run };
}
