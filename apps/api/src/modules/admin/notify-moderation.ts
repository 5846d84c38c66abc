import type { Notice, Notifier } from '../notifications/notifier.ts';
import type { AdminRepository, Moderated } from './admin.repository.ts';

/** The vendor page each decision leads to. */
const LINKS: Record<Moderated, (id: string) => string> = {
  store: () => '/vendor/store-details',
  product: (id) => `/vendor/product-details?id=${id}`,
  sub_category: (id) => `/vendor/sub-category/${id}`,
};

/**
 * Tells the store's owner what staff decided about their store, product or
 * sub-category (with the reason of a rejection). The notifier never throws;
 * a subject without an owner (a store kept for history) tells nobody.
 */
export async function notifyModeration(
  deps: { repository: Pick<AdminRepository, 'moderatedSubject'>; notifier: Notifier },
  kind: Moderated,
  id: string,
  status: 'approved' | 'rejected',
  reason?: string,
): Promise<void> {
  const subject = await deps.repository.moderatedSubject(kind, id);
  if (!subject?.ownerId) return;
  const notice: Notice = {
    userId: subject.ownerId,
    kind: `${kind}_${status}`,
    messageKey: `${kind}_${status}_notice`,
    params: {
      store: subject.store,
      name: subject.nameEn,
      ...(subject.nameTr ? { name_tr: subject.nameTr } : {}),
      ...(status === 'rejected' && reason ? { reason: reason.trim() } : {}),
    },
    link: LINKS[kind](id),
  };
  await deps.notifier.notify([notice]);
}
