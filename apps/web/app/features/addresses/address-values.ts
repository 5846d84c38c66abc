import { DISTRICT_CENTRES, districtOf } from '@bedesten/core/geo/district-centres';
import type { Language } from '@bedesten/core/i18n/languages';
import type { Address, AddressType } from '@bedesten/core/schemas/address';
import { e164Of } from '~/lib/e164.ts';
import type { SessionUser } from '~/lib/root-data.ts';

/** The address form's values: the API body's fields, with empty texts kept as "" for the inputs. */
export interface AddressValues {
  name: string;
  contact: string;
  address: string;
  landmark: string;
  city: string;
  state: string;
  country: string;
  pin_code: string;
  address_type: AddressType;
  is_default: boolean;
  user_lat: number | null;
  user_long: number | null;
}

/**
 * SPEC.md §3 address types, spelled out here because the schema module that
 * lists them brings zod into the first load; the check below fails the
 * build if the two lists ever differ.
 */
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const satisfies readonly AddressType[];
type MissingType = Exclude<AddressType, (typeof ADDRESS_TYPES)[number]>;
const everyTypeListed: [MissingType] extends [never] ? true : false = true;
void everyTypeListed;

/** The API body: optional texts left out when empty. */
export function toBody(values: AddressValues, id: string | undefined) {
  return {
    ...(id ? { id } : {}),
    ...values,
    landmark: values.landmark.trim() || undefined,
    pin_code: values.pin_code.trim() || undefined,
  };
}

export function valuesOf(address: Address): AddressValues {
  return {
    name: address.name,
    contact: address.contact,
    address: address.address,
    landmark: address.landmark,
    city: address.city,
    state: address.state,
    country: address.country,
    pin_code: address.pin_code,
    address_type: address.address_type,
    is_default: address.is_default,
    user_lat: address.user_lat,
    user_long: address.user_long,
  };
}

/** A new address starts with the account's name and mobile, so most people only type the place. */
export function blankAddress(user: SessionUser, country: string, first: boolean): AddressValues {
  return {
    name: user.name,
    contact: user.mobile && user.country_code ? e164Of(user.country_code, user.mobile) : '',
    address: '',
    landmark: '',
    city: '',
    state: '',
    country,
    pin_code: '',
    address_type: 'home',
    // The first address is the default one; later ones only when asked.
    is_default: first,
    user_lat: null,
    user_long: null,
  };
}

/** The saved pin, or null: checkout then measures from the town named in the address. */
export function pinOf(values: Pick<AddressValues, 'user_lat' | 'user_long'>): { lat: number; lng: number } | null {
  return values.user_lat === null || values.user_long === null ? null : { lat: values.user_lat, lng: values.user_long };
}

/** Where the map looks when a district is chosen: its main town. */
export function districtCentre(state: string): { lat: number; lng: number } | null {
  const district = districtOf(state);
  return district ? DISTRICT_CENTRES[district.code] : null;
}

/**
 * What "Use the town centre" looks up: the town and its district (in the
 * page's language), so a village the geocoder does not know still lands on
 * its district's main town. Empty when neither is filled in.
 */
export function townCentreQuery(values: Pick<AddressValues, 'city' | 'state'>, lang: Language): string {
  const district = districtOf(values.state);
  const districtText = district ? district[lang] : values.state.trim();
  return [...new Set([values.city.trim(), districtText].filter(Boolean))].join(', ');
}
