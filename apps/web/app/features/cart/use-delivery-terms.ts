import type { AddressReach, DeliveryTermsView } from '@bedesten/core/schemas/delivery-terms';
import { useEffect, useState } from 'react';
import { fetchDeliveryTerms } from '~/lib/delivery-terms-api.ts';
import { useSessionUser } from '~/lib/root-data.ts';

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

/**
 * Whether the store reaches the signed-in visitor's address. A shared store
 * page is drawn for no one (ADR 0071), so its loader's terms carry no address:
 * once the browser knows who is signed in, it asks for the terms as them.
 */
export function useAddressReach(storeId: string, terms: DeliveryTermsView | null): AddressReach | null {
  const userId = useSessionUser()?.id ?? null;
  const [fetched, setFetched] = useState<{ userId: string; storeId: string; reach: AddressReach | null } | null>(null);
  const fromLoader = terms?.address ?? null;
  useEffect(() => {
    if (!userId || fromLoader) return;
    let live = true;
    void fetchDeliveryTerms(storeId).then((result) => {
      if (live && result.ok) setFetched({ userId, storeId, reach: result.data.data.address });
    });
    return () => {
      live = false;
    };
  }, [storeId, userId, fromLoader]);
  if (fromLoader) return fromLoader;
  return fetched && fetched.userId === userId && fetched.storeId === storeId ? fetched.reach : null;
}
