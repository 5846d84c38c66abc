import type { Language } from '../i18n/languages.ts';
import { formatMoney } from '../money/format-money.ts';

/**
 * SPEC.md §9 price filter: buckets from 1 to 10, each 9.99 wide, in the
 * deployment's currency: 0–9.99, 10–19.99, … 90–99.99, and (ADR 0021) one
 * open bucket above, since real prices go higher. In minor units.
 */
export const PRICE_BUCKET_START = 1;
export const PRICE_BUCKET_END = 10;
export const PRICE_BUCKET_STEP = 9.99;

export interface PriceBucket {
  min: number;
  max: number | null;
}

export function priceBuckets(): PriceBucket[] {
  const buckets: PriceBucket[] = [];
  for (let i = PRICE_BUCKET_START; i <= PRICE_BUCKET_END; i++) {
    const min = (i - 1) * 1000;
    buckets.push({ min, max: min + Math.round(PRICE_BUCKET_STEP * 100) });
  }
  buckets.push({ min: PRICE_BUCKET_END * 1000, max: null });
  return buckets;
}

/** "€10.00 – €19.99" in the reader's language and the deployment's currency. */
export function priceBucketLabel(bucket: PriceBucket, lang: Language, currency: string): string {
  const min = formatMoney(bucket.min, lang, currency);
  return bucket.max === null ? `${min}+` : `${min} – ${formatMoney(bucket.max, lang, currency)}`;
}
