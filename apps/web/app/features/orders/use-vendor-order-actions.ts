import type { OrderDetail, OrderStatus } from '@bedesten/core/schemas/orders';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import type { ordersApi } from './api.ts';

export type VendorConfirm = 'cancel' | 'paid' | null;

/**
 * What a vendor can do to one order now: the forward moves the transition
 * table allows (`next_statuses` without cancel, which has its own button),
 * the status chosen in the menu (the first move until another is picked),
 * and `run`, which sends one call, says how it went and reloads the order.
 */
export function useVendorOrderActions(order: OrderDetail) {
  const { t } = useTranslation('orders');
  const revalidator = useRevalidator();
  const onError = useApiErrorHandler();
  const forward: OrderStatus[] = order.next_statuses.filter((status) => status !== 'cancelled');
  const [next, setNext] = useState<OrderStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<VendorConfirm>(null);
  const chosen: OrderStatus | '' = next && forward.includes(next) ? next : (forward[0] ?? '');

  async function run(action: () => ReturnType<typeof ordersApi.vendorMarkPaid>) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    setConfirm(null);
    if (result.ok) notifySuccess(result.data.message ?? t('vendor.update'));
    else onError(result);
    setNext('');
    await revalidator.revalidate();
  }

  return { forward, chosen, setNext, busy, confirm, setConfirm, run };
}
