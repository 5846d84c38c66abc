import { AppError, notFound } from '@bedesten/core/errors/app-error';
import type { OfferBody } from '@bedesten/core/schemas/offers';
import type { OfferRow, OffersRepository } from './offers.repository.ts';
import { offerValues } from './to-offer-views.ts';

/** 409 under the code field, so the form shows it where it was typed. */
const codeTaken = () => new AppError(409, 'voucher_code_taken', { fields: { code: [{ key: 'voucher_code_taken' }] } });

/**
 * Adds an offer to the caller's store, or changes the store's own offer
 * named by `id` (another store's id is not found). Voucher codes are unique
 * within a store: checked first for a clear answer, and held by the unique
 * index when two saves race.
 */
export async function saveOffer(
  repository: OffersRepository,
  storeId: string,
  body: OfferBody,
): Promise<{ row: OfferRow; created: boolean }> {
  if (body.id && !(await repository.findOffer(storeId, body.id))) throw notFound();
  if (await repository.codeTaken(storeId, body.code, body.id)) throw codeTaken();
  const values = offerValues(body);
  if (!body.id) {
    const row = await repository.createOffer(storeId, values);
    if (!row) throw codeTaken();
    return { row, created: true };
  }
  const row = await repository.updateOffer(storeId, body.id, values);
  if (row === null) throw codeTaken();
  if (!row) throw notFound();
  return { row, created: false };
}
