import type { Language } from '@bedesten/core/i18n/languages';
import type { DeliveryTermsView } from '@bedesten/core/schemas/delivery-terms';
import { serverApiGet } from '~/lib/api.server.ts';

/** A store's delivery terms for a page's loader (with the visitor's address reach when signed in); null if unreadable. */
export async function loadDeliveryTerms(
  request: Request,
  storeId: string,
  lang: Language,
): Promise<DeliveryTermsView | null> {
  const result = await serverApiGet<{ data: DeliveryTermsView }>(
    request,
    'store-delivery-terms',
    { store_id: storeId },
    { lang },
  );
  return result.ok ? result.data.data : null;
}
