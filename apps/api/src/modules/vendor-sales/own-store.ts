import { AppError } from '@bedesten/core/errors/app-error';
import type { RequestActor } from '../../plugins/auth.ts';

/**
 * The caller's own store id, which every sales query is scoped by. A vendor
 * without a store is sent to set one up first (403 with a redirect, SPEC.md §8).
 */
export function ownStoreId(actor: RequestActor): string {
  if (!actor.storeId) throw new AppError(403, 'store_incomplete', { redirect: '/vendor/setup-store' });
  return actor.storeId;
}
