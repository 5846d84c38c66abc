import { AppError, type FieldMessage } from '@bedesten/core/errors/app-error';
import { checkDeliveryRanges, type DeliveryChargeRange } from '@bedesten/core/pricing/delivery-charges';
import type { OffersRepository } from './offers.repository.ts';

/**
 * `PUT vendor-delivery-charges`: replaces the store's bands with these,
 * once none reaches farther than the store itself delivers (its radius,
 * from the store setup). A band that does is refused under its own box,
 * naming the radius, rather than kept as a promise checkout cannot keep.
 */
export async function saveDeliveryRanges(
  repository: OffersRepository,
  storeId: string,
  ranges: readonly DeliveryChargeRange[],
): Promise<void> {
  const radius = (await repository.storeRadius(storeId)) ?? 0;
  const beyond = checkDeliveryRanges(ranges, radius).filter((issue) => issue.problem === 'beyond_radius');
  if (beyond.length) {
    const fields: Record<string, FieldMessage[]> = {};
    for (const { index, field } of beyond) {
      fields[`ranges.${index}.${field}`] = [{ key: 'band_beyond_radius', params: { n: radius } }];
    }
    throw new AppError(400, 'band_beyond_radius', { params: { n: radius }, fields });
  }
  await repository.replaceDeliveryRanges(storeId, ranges);
}
