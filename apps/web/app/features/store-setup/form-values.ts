import type { Language } from '@bedesten/core/i18n/languages';
import { isLoadedMessageKey, message } from '~/lib/messages.ts';
import { minorToInput as toMoneyInput, parseMinorUnits } from '@bedesten/core/money/minor-units';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import { formatIban } from '@bedesten/core/stores/bank-account';
import {
  STORE_SETUP_FIELD_TABS,
  storeSetupRequestBody,
  type StoreSetupFields,
  type StoreSetupTab as CoreTab,
} from '@bedesten/core/stores/store-setup';
import { fieldErrorsFromIssues, type ValidationIssue } from '@bedesten/core/validation/field-errors';
import type { Resolver } from 'react-hook-form';
import { toFieldErrors, translateFieldMessages } from '~/lib/form/catalogue-resolver.ts';

/**
 * The store-setup form's values and their way to and from the API body
 * (`store-setup`, packages/core/src/stores/store-setup.ts). Inputs hold text
 * (numbers as typed, the minimum order in whole currency units) and uploads
 * hold URL lists; `toBody` turns them into exactly what the API validates.
 */
export interface StoreSetupValues {
  type: 'goods' | 'service';
  category_id: string;
  title: string;
  brand_name: string;
  store_owner_name: string;
  email: string;
  country_code: string;
  phone_number: string;
  alternative_phone_number: string;
  website_url: string;
  description: string;
  description_tr: string;
  type_of_use: string;
  working_hours_from: string;
  working_hours_to: string;
  delivery_time: string;
  minimum_order_amount: string;
  pre_order: boolean;
  cuisines: string;
  state: string;
  city: string;
  street: string;
  address: string;
  postal_code: string;
  country: string;
  store_lat: string;
  store_lng: string;
  delivery_max_distance: string;
  image: string[];
  banner_image: string[];
  photos: string[];
  license_number: string;
  license_name: string;
  license_document: string[];
  account_holder_name: string;
  bank_name: string;
  account_type: string;
  iban: string;
  bic: string;
  routing_number: string;
  branch: string;
  address_of_bank: string;
}

/**
 * The form's tabs. The API groups fields in five tabs; the page splits two of
 * them further so no tab is a wall of inputs on a phone: operations (hours,
 * delivery, pre-order) out of store info, the map out of the address.
 */
export const SETUP_TABS = [
  'store_info',
  'operations',
  'address',
  'location',
  'images',
  'documents',
  'bank_details',
] as const;
export type SetupTab = (typeof SETUP_TABS)[number];
export const DEFAULT_TAB: SetupTab = 'store_info';

const REFINED_TABS: Partial<Record<keyof StoreSetupFields, SetupTab>> = {
  working_hours_from: 'operations',
  working_hours_to: 'operations',
  delivery_time: 'operations',
  minimum_order_amount: 'operations',
  pre_order: 'operations',
  cuisines: 'operations',
  store_lat: 'location',
  store_lng: 'location',
  delivery_max_distance: 'location',
};

export function isSetupTab(value: unknown): value is SetupTab {
  return typeof value === 'string' && (SETUP_TABS as readonly string[]).includes(value);
}

/** The tab a field (or a field's nested path) lives on. */
export function tabOf(field: string): SetupTab | null {
  const name = field.split('.')[0] as keyof StoreSetupFields;
  const core: CoreTab | undefined = STORE_SETUP_FIELD_TABS[name];
  if (!core) return null;
  return REFINED_TABS[name] ?? core;
}

/** Tabs with at least one of these fields, in form order. */
export function tabsWithErrors(fields: readonly string[]): SetupTab[] {
  const tabs = new Set(fields.map(tabOf));
  return SETUP_TABS.filter((tab) => tabs.has(tab));
}

export const EMPTY_VALUES: StoreSetupValues = {
  type: 'goods',
  category_id: '',
  title: '',
  brand_name: '',
  store_owner_name: '',
  email: '',
  country_code: '+357',
  phone_number: '',
  alternative_phone_number: '',
  website_url: '',
  description: '',
  description_tr: '',
  type_of_use: '',
  working_hours_from: '09:00',
  working_hours_to: '18:00',
  delivery_time: '45',
  minimum_order_amount: '0',
  pre_order: false,
  cuisines: '',
  state: '',
  city: '',
  street: '',
  address: '',
  postal_code: '',
  country: 'CY',
  store_lat: '',
  store_lng: '',
  delivery_max_distance: '10',
  image: [],
  banner_image: [],
  photos: [],
  license_number: '',
  license_name: '',
  license_document: [],
  account_holder_name: '',
  bank_name: '',
  account_type: '',
  iban: '',
  bic: '',
  routing_number: '',
  branch: '',
  address_of_bank: '',
};

/** What the partner told us at sign-up (`GET /api/profile`), to start a new store's form with. */
export interface SignUpDetails {
  business_name: string | null;
  name: string;
  country_code: string | null;
  mobile: string | null;
  email: string | null;
  area_name: string | null;
}

/**
 * A new store's form, filled from sign-up so nobody types their business
 * name, own name and mobile twice: the business name as store and brand name
 * (the brand is often the same; they can change it), the town as the city.
 */
export function valuesForNewStore(details: SignUpDetails | null): StoreSetupValues {
  if (!details) return EMPTY_VALUES;
  return {
    ...EMPTY_VALUES,
    title: details.business_name ?? '',
    brand_name: details.business_name ?? '',
    store_owner_name: details.name,
    country_code: details.country_code || EMPTY_VALUES.country_code,
    phone_number: details.mobile ?? '',
    email: details.email ?? '',
    city: details.area_name ?? '',
  };
}

const text = (value: string | null | undefined) => value ?? '';
const list = (value: string | null | undefined) => (value ? [value] : []);

/** The form as the vendor's saved store fills it. */
export function valuesOfStore(store: VendorStore): StoreSetupValues {
  return {
    type: store.type,
    category_id: text(store.category_id),
    title: store.title,
    brand_name: text(store.brand_name),
    store_owner_name: text(store.store_owner_name),
    email: text(store.email),
    country_code: store.country_code || EMPTY_VALUES.country_code,
    phone_number: text(store.phone_number),
    alternative_phone_number: text(store.alternative_phone_number),
    website_url: text(store.website_url),
    description: store.description,
    description_tr: text(store.description_tr),
    type_of_use: text(store.type_of_use),
    working_hours_from: store.working_hours_from ?? EMPTY_VALUES.working_hours_from,
    working_hours_to: store.working_hours_to ?? EMPTY_VALUES.working_hours_to,
    delivery_time: String(store.delivery_time),
    minimum_order_amount: minorToInput(store.minimum_order_amount),
    pre_order: store.pre_order,
    cuisines: store.cuisines.join(', '),
    state: text(store.state),
    city: store.city,
    street: text(store.street),
    address: store.address,
    postal_code: text(store.postal_code),
    country: store.country || EMPTY_VALUES.country,
    store_lat: store.store_lat === null ? '' : String(store.store_lat),
    store_lng: store.store_lng === null ? '' : String(store.store_lng),
    delivery_max_distance: String(store.delivery_max_distance),
    image: list(store.image),
    banner_image: list(store.banner_image),
    photos: store.photos,
    license_number: text(store.license_number),
    license_name: text(store.license_name),
    license_document: store.license_document,
    account_holder_name: text(store.account_holder_name),
    bank_name: text(store.bank_name),
    account_type: text(store.account_type),
    // Shown as banks print it; the schema takes it back to electronic form.
    iban: store.iban ? formatIban(store.iban) : '',
    bic: text(store.bic),
    routing_number: text(store.routing_number),
    branch: text(store.branch),
    address_of_bank: text(store.address_of_bank),
  };
}

/**
 * A stored draft laid over the form's starting values: only known fields of
 * the right kind are taken, so an old or tampered draft cannot break the form.
 */
export function mergeDraft(base: StoreSetupValues, draft: Record<string, unknown>): StoreSetupValues {
  const out: Record<string, unknown> = { ...base };
  for (const [key, fallback] of Object.entries(base)) {
    const value = draft[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) out[key] = value;
    } else if (typeof value === typeof fallback) out[key] = value;
  }
  return out as unknown as StoreSetupValues;
}

/** 1250 cents -> "12.50"; whole amounts without decimals. */
export function minorToInput(minor: number): string {
  return toMoneyInput(minor);
}

/** "12,5" or "12.50" -> 1250; empty -> undefined; anything else NaN (the schema calls it invalid). */
export function inputToMinor(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  return parseMinorUnits(value) ?? Number.NaN;
}

function number(value: string): number | undefined {
  const clean = value.trim().replace(',', '.');
  return clean === '' ? undefined : Number(clean);
}

/** The API body (`store-setup`) from the form's values; `action` is `submit` or `draft`. */
export function toBody(values: StoreSetupValues, action: 'submit' | 'draft' = 'submit'): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...values,
    action,
    category_id: values.category_id || undefined,
    state: values.state || undefined,
    delivery_time: number(values.delivery_time),
    minimum_order_amount: inputToMinor(values.minimum_order_amount),
    store_lat: number(values.store_lat),
    store_lng: number(values.store_lng),
    delivery_max_distance: number(values.delivery_max_distance),
    cuisines: values.cuisines
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    image: values.image[0],
    banner_image: values.banner_image[0],
  };
  if (action === 'draft') {
    // A draft sends only what was filled in: an empty required field is not an error yet.
    for (const [key, value] of Object.entries(body)) {
      if (value === '' || value === undefined || (Array.isArray(value) && value.length === 0)) delete body[key];
    }
  }
  return body;
}

/** A list item's problem (`photos.2`, `cuisines.0`) shows under its list's field. */
export function topLevel(messages: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(messages)) {
    const name = field.split('.')[0] ?? field;
    out[name] = [...new Set([...(out[name] ?? []), ...texts])];
  }
  return out;
}

/**
 * Validation with the API's own schema, worded by the message catalogue in
 * the page language, as catalogueResolver does for the other forms. (This
 * private page needs the schema module for its tab map anyway, so it is not
 * loaded on demand.)
 */
export function storeSetupResolver(
  lang: Language,
  /** Labels the page shows where the catalogue's differ ("Store name" for `title`). */
  labels: Readonly<Record<string, string>> = {},
): Resolver<StoreSetupValues> {
  return (values) => {
    const result = storeSetupRequestBody.safeParse(toBody(values), { reportInput: true });
    if (result.success) return { values, errors: {} };
    const fields = fieldErrorsFromIssues(result.error.issues as unknown as ValidationIssue[], isLoadedMessageKey);
    const messages: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(fields)) {
      const label = labels[field];
      messages[field] = label
        ? list.map(({ key, params }) => message(key, lang, { ...params, label }))
        : (translateFieldMessages({ [field]: list }, lang)[field] ?? []);
    }
    return { values: {}, errors: toFieldErrors<StoreSetupValues>(topLevel(messages)) };
  };
}
