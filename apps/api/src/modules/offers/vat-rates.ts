import { conflict, notFound } from '@bedesten/core/errors/app-error';
import { percentToBasisPoints } from '@bedesten/core/money/percent';
import type { OffersRepository, VatRateRow } from './offers.repository.ts';

/**
 * VAT rates of one scope: a store's own (`storeId`) or the platform's
 * (null, staff). A rate of the other scope, or another store's, is not
 * found; the platform's rates are read-only to vendors.
 */
export async function saveVatRate(
  repository: OffersRepository,
  storeId: string | null,
  body: { id?: number | undefined; name: string; rate: number },
): Promise<{ row: VatRateRow; created: boolean }> {
  const basisPoints = percentToBasisPoints(body.rate);
  if (body.id === undefined) {
    const id = await repository.createVatRate(storeId, body.name, basisPoints);
    return { row: (await repository.findVatRate(storeId, id))!, created: true };
  }
  if (!(await repository.updateVatRate(storeId, body.id, body.name, basisPoints))) throw notFound();
  return { row: (await repository.findVatRate(storeId, body.id))!, created: false };
}

/** Deletes an unused rate; one that products use answers 409 (they would lose their VAT). */
export async function deleteVatRate(repository: OffersRepository, storeId: string | null, id: number) {
  const outcome = await repository.deleteVatRate(storeId, id);
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'in_use') throw conflict('vat_rate_in_use');
}
