import type { z } from 'zod';
import type { checkoutQuoteBody, PaymentMethodName, paymentOrderBody } from '@bedesten/core/schemas/checkout';
import { useCallback, useEffect, useState } from 'react';

/**
 * What the customer chose on the way through checkout (shipping, then
 * payment, then review). It lives in this tab's sessionStorage only: it
 * holds billing details, so it never outlives the tab, and it is no part
 * of the persisted client state. Prices are never kept: each step asks the
 * API again.
 */
export interface CheckoutDraft {
  fulfilment: 'delivery' | 'pickup';
  address_id: string | null;
  name: string;
  email: string;
  contact: string;
  order_notes: string;
  coupon_code: string;
  payment_method: PaymentMethodName | null;
}

const KEY = 'bedesten:checkout';

export function readDraft(): CheckoutDraft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CheckoutDraft) : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the steps still work within this page.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}

/** Whether the shipping step was completed (a destination and billing contact). */
export function isShippingDone(draft: CheckoutDraft | null): draft is CheckoutDraft {
  return !!draft && !!draft.contact && (draft.fulfilment === 'pickup' || !!draft.address_id);
}

export type QuoteBody = z.input<typeof checkoutQuoteBody>;
export type OrderBody = z.input<typeof paymentOrderBody>;

/** The `checkout-summary` body for a draft. */
export function quoteBodyOf(
  draft: CheckoutDraft,
  overrides: { coupon_code?: string; payment_method?: PaymentMethodName | null } = {},
): QuoteBody {
  const coupon = overrides.coupon_code ?? draft.coupon_code;
  const method = overrides.payment_method === undefined ? draft.payment_method : overrides.payment_method;
  return {
    fulfilment: draft.fulfilment,
    ...(draft.fulfilment === 'delivery' && draft.address_id ? { buyer_address_id: draft.address_id } : {}),
    ...(coupon ? { coupon_code: coupon } : {}),
    ...(method ? { payment_method: method } : {}),
  };
}

/** The SPEC.md §3 "Payment order" body: choices only; the API prices it. */
export function orderBodyOf(draft: CheckoutDraft): OrderBody {
  return {
    ...quoteBodyOf(draft),
    name: draft.name.trim(),
    contact: draft.contact.trim(),
    ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
    ...(draft.order_notes.trim() ? { order_notes: draft.order_notes.trim() } : {}),
    order_from_device: 'web',
  };
}

/** The draft once the page has hydrated (`ready`), and a setter that keeps it stored. */
export function useCheckoutDraft(): {
  draft: CheckoutDraft | null;
  ready: boolean;
  update: (draft: CheckoutDraft) => void;
} {
  const [state, setState] = useState<{ draft: CheckoutDraft | null; ready: boolean }>({ draft: null, ready: false });
  useEffect(() => {
    setState({ draft: readDraft(), ready: true });
  }, []);
  const update = useCallback((draft: CheckoutDraft) => {
    saveDraft(draft);
    setState({ draft, ready: true });
  }, []);
  return { ...state, update };
}
