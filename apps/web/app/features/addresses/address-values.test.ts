import type { Address } from '@bedesten/core/schemas/address';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueResolver } from '~/lib/form/catalogue-resolver.ts';
import { loadSchemas } from '~/lib/form/load-schemas.ts';
import type { SessionUser } from '~/lib/root-data.ts';
import {
  blankAddress,
  districtCentre,
  pinOf,
  toBody,
  townCentreQuery,
  valuesOf,
  type AddressValues,
} from './address-values.ts';

const saved: Address = {
  id: '6f1c2a4e-1111-4222-8333-444455556666',
  name: 'Eleni Georgiou',
  contact: '+357 99123456',
  address: '12 Ledra Street',
  landmark: '',
  state: 'Nicosia',
  city: 'Nicosia',
  country: 'Cyprus',
  pin_code: '1011',
  address_type: 'home',
  is_default: true,
  user_lat: 35.17453,
  user_long: 33.36372,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const user = {
  id: 'u1',
  name: 'Eleni Georgiou',
  type: 'user',
  mobile: '99123456',
  country_code: '+357',
} as SessionUser;

beforeAll(async () => {
  await loadSchemas();
});

describe('the address form’s pin', () => {
  it('keeps a saved pin through the form and back into the body', () => {
    const values = valuesOf(saved);
    expect(pinOf(values)).toEqual({ lat: 35.17453, lng: 33.36372 });
    expect(toBody(values, saved.id)).toMatchObject({ id: saved.id, user_lat: 35.17453, user_long: 33.36372 });
  });

  it('starts a new address without a pin, and sends none until one is placed', () => {
    const values = blankAddress(user, 'Cyprus', true);
    expect(pinOf(values)).toBeNull();
    expect(toBody(values, undefined)).toMatchObject({ user_lat: null, user_long: null });
    expect(pinOf({ user_lat: 35.1, user_long: null })).toBeNull();
  });

  it('centres the map on the chosen district’s main town, whichever language it was saved in', () => {
    expect(districtCentre('Limasol')).toEqual(districtCentre('Limassol'));
    expect(districtCentre('02')).toEqual({ lat: 34.68406, lng: 33.03794 });
    expect(districtCentre('Gazimağusa')).toEqual({ lat: 35.12054, lng: 33.93894 });
    expect(districtCentre('Somewhere else')).toBeNull();
  });

  it('looks the town centre up by town and district, in the page’s language', () => {
    expect(townCentreQuery({ city: 'Kiti', state: 'Larnaca' }, 'tr')).toBe('Kiti, Larnaka');
    expect(townCentreQuery({ city: ' Paralimni ', state: '04' }, 'en')).toBe('Paralimni, Famagusta');
    expect(townCentreQuery({ city: 'Girne', state: 'Kyrenia' }, 'tr')).toBe('Girne');
    expect(townCentreQuery({ city: '', state: 'Baf' }, 'en')).toBe('Paphos');
    expect(townCentreQuery({ city: '', state: '' }, 'en')).toBe('');
  });

  it('refuses a pin outside Cyprus in the form, in both languages, as the API does', async () => {
    const check = async (lang: 'en' | 'tr', pin: Pick<AddressValues, 'user_lat' | 'user_long'>) => {
      const resolver = catalogueResolver<AddressValues>((schemas) => schemas.saveAddressBody, lang, {
        toBody: (values) => toBody(values, undefined),
      });
      const result = await resolver({ ...valuesOf(saved), ...pin }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      return result.errors as Record<string, { message: string } | undefined>;
    };
    // Athens, and a point in the sea south of Limassol.
    expect((await check('en', { user_lat: 37.98, user_long: 23.73 })).user_lat?.message).toBe(
      'The pin must be in Cyprus: please move it onto the island',
    );
    expect((await check('tr', { user_lat: 33.9, user_long: 33.0 })).user_lat?.message).toBe(
      'İşaret Kıbrıs içinde olmalıdır: lütfen adanın üzerine taşıyın',
    );
    expect(await check('en', { user_lat: 35.17453, user_long: 33.36372 })).toEqual({});
    expect(await check('en', { user_lat: null, user_long: null })).toEqual({});
  });
});
