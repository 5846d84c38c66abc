import type { Language } from '@bedesten/core/i18n/languages';
import { formatMoney } from '@bedesten/core/money/format-money';
import type { TFunction } from '~/lib/translate.ts';

/** "10% off" or "€5.00 off" in the page language. */
export function discountText(
  offer: { discount_type: 'percent' | 'flat'; discount_value: number },
  lang: Language,
  t: TFunction,
): string {
  return offer.discount_type === 'percent'
    ? t('offers:discount.percent', { value: offer.discount_value })
    : t('offers:discount.flat', { amount: formatMoney(offer.discount_value, lang) });
}
