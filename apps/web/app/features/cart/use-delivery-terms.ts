import type { DeliveryTermsView } from '@bedesten/core/schemas/delivery-terms';
import { useEffect, useState } from 'react';
import { fetchDeliveryTerms } from '~/lib/delivery-terms-api.ts';

/**
 * A store's delivery terms: the ones the page's loader read when they are
 * for this store, else fetched from the browser (a guest's cart lives there).
 */
export function useStoreDeliveryTerms(
  storeId: string | null,
  initial: DeliveryTermsView | null,
): DeliveryTermsView | null {
  const [fetched, setFetched] = useState<DeliveryTermsView | null>(null);
  const fromLoader = initial && initial.store_id === storeId ? initial : null;
  useEffect(() => {
    if (!storeId || fromLoader) return;
    let live = true;
    void fetchDeliveryTerms(storeId).then((result) => {
      if (live && result.ok) setFetched(result.data.data);
    });
    return () => {
      live = false;
    };
  }, [storeId, fromLoader]);
  return fromLoader ?? (fetched && fetched.store_id === storeId ? fetched : null);
}
