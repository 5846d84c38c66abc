import { DEFAULT_OFFER_COLOUR, type VendorOffer } from '@bedesten/core/schemas/offers';
import { centsToInput, countOf, isoToShopInput, moneyToCents, shopInputToIso } from './values.ts';

export interface OfferFormValues {
  id?: string | undefined;
  title: string;
  description: string;
  discount_type: '' | 'percent' | 'flat';
  discount_value: string;
  minimum_order_amount: string;
  start_date: string;
  end_date: string;
  colour: string;
  online_payment_only: boolean;
  active: boolean;
  code: string;
  usage_limit: string;
  per_customer_limit: string;
}

const limitOf = (text: string) => countOf(text) ?? null;

/** The `add-offer` body (`offerFields` in @bedesten/core): percent as a whole number, amounts in cents. */
export function toOfferBody(values: OfferFormValues) {
  return {
    ...(values.id ? { id: values.id } : {}),
    title: values.title,
    description: values.description,
    discount_type: values.discount_type || undefined,
    discount_value:
      values.discount_type === 'flat' ? moneyToCents(values.discount_value) : countOf(values.discount_value),
    minimum_order_amount: moneyToCents(values.minimum_order_amount),
    start_date: shopInputToIso(values.start_date),
    end_date: shopInputToIso(values.end_date),
    colour: values.colour,
    online_payment_only: values.online_payment_only,
    status: values.active ? 'active' : 'inactive',
    code: values.code,
    usage_limit: limitOf(values.usage_limit),
    per_customer_limit: limitOf(values.per_customer_limit),
  };
}

/** The API names the switch `status`; its errors belong under "Active". */
export const FIELD_OF = { status: 'active' } as const;

/** The form for an existing offer, or a new one over the page's default period. */
export function initialValues(offer: VendorOffer | null, defaults: { start: string; end: string }): OfferFormValues {
  return {
    id: offer?.id,
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    discount_type: offer?.discount_type ?? '',
    discount_value: offer
      ? offer.discount_type === 'flat'
        ? centsToInput(offer.discount_value)
        : String(offer.discount_value)
      : '',
    minimum_order_amount: offer ? centsToInput(offer.minimum_order_amount) : '',
    start_date: isoToShopInput(offer?.start_date ?? defaults.start),
    end_date: isoToShopInput(offer?.end_date ?? defaults.end),
    colour: offer?.colour ?? DEFAULT_OFFER_COLOUR,
    online_payment_only: offer?.online_payment_only ?? false,
    active: offer ? offer.status === 'active' : true,
    code: offer?.code ?? '',
    usage_limit: offer?.usage_limit === null || offer === null ? '' : String(offer.usage_limit),
    per_customer_limit: offer?.per_customer_limit === null || offer === null ? '' : String(offer.per_customer_limit),
  };
}
