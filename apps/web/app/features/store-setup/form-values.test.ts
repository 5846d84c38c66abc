import type { VendorStore } from '@bedesten/core/schemas/stores';
import { storeSetupRequestBody } from '@bedesten/core/stores/store-setup';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUES,
  inputToMinor,
  mergeDraft,
  minorToInput,
  storeSetupResolver,
  tabOf,
  tabsWithErrors,
  toBody,
  type StoreSetupValues,
  valuesForNewStore,
  valuesOfStore,
} from './form-values.ts';

const filled: StoreSetupValues = {
  ...EMPTY_VALUES,
  category_id: '5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10',
  title: 'Harbour Bakery',
  brand_name: 'Harbour Bakes',
  store_owner_name: 'Ayşe Demir',
  phone_number: '22123456',
  state: '06',
  city: 'Kyrenia',
  address: '12 Harbour Road',
  store_lat: '35.3364',
  store_lng: '33.3199',
  delivery_max_distance: '15',
  minimum_order_amount: '12,50',
  cuisines: 'Cypriot, , bakery',
  image: ['/uploads/images/0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01/800.webp'],
  banner_image: ['/demo-images/bakery-1.svg'],
  license_number: 'TL-1',
  license_document: ['/api/documents/5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10'],
  account_holder_name: 'Harbour Bakes Ltd',
  bank_name: 'Bank of Cyprus',
  iban: 'cy17 0020 0128 0000 0012 0052 7600',
  bic: '',
  branch: 'Kyrenia',
  address_of_bank: '1 Main Street',
};

describe('a new store starts from sign-up', () => {
  it('carries the business name, the owner, the mobile, the e-mail and the town into the form', () => {
    const values = valuesForNewStore({
      business_name: 'Köşe Bakkal',
      name: 'Ayşe Demir',
      country_code: '+90',
      mobile: '5331234567',
      email: 'ayse@example.cy',
      area_name: 'Girne',
    });
    expect(values).toMatchObject({
      title: 'Köşe Bakkal',
      brand_name: 'Köşe Bakkal',
      store_owner_name: 'Ayşe Demir',
      country_code: '+90',
      phone_number: '5331234567',
      email: 'ayse@example.cy',
      city: 'Girne',
    });
    // What sign-up does not know stays as a new form has it.
    expect(values.delivery_time).toBe(EMPTY_VALUES.delivery_time);
    expect(storeSetupRequestBody.safeParse(toBody(values, 'draft')).success).toBe(true);
  });

  it('starts empty without sign-up details, and fills only what is known', () => {
    expect(valuesForNewStore(null)).toEqual(EMPTY_VALUES);
    const partial = valuesForNewStore({
      business_name: null,
      name: 'Eleni',
      country_code: null,
      mobile: null,
      email: null,
      area_name: null,
    });
    expect(partial).toMatchObject({ title: '', store_owner_name: 'Eleni', country_code: '+357', phone_number: '' });
  });

  it('keeps a website typed without https:// for the API to complete', () => {
    const body = toBody({ ...EMPTY_VALUES, title: 'Corner Shop', website_url: 'corner.example.cy' }, 'draft');
    expect(storeSetupRequestBody.parse(body)).toMatchObject({ website_url: 'https://corner.example.cy' });
  });
});

describe('store setup form values', () => {
  it('builds a body the API schema accepts, in its units', () => {
    const body = toBody(filled);
    const parsed = storeSetupRequestBody.parse(body);
    expect(parsed).toMatchObject({
      action: 'submit',
      store_lat: 35.3364,
      delivery_max_distance: 15,
      minimum_order_amount: 1250,
      cuisines: ['Cypriot', 'bakery'],
      image: filled.image[0],
      iban: 'CY17002001280000001200527600',
      bic: undefined,
    });
  });

  it('reads money as typed and refuses what is not an amount', () => {
    expect(inputToMinor('10')).toBe(1000);
    expect(inputToMinor('0.5')).toBe(50);
    expect(inputToMinor('')).toBeUndefined();
    expect(inputToMinor('1.234')).toBeNaN();
    expect(minorToInput(1250)).toBe('12.50');
    expect(minorToInput(1000)).toBe('10');
  });

  it('leaves empty fields out of a draft', () => {
    expect(toBody({ ...EMPTY_VALUES, title: 'Corner Shop' }, 'draft')).not.toHaveProperty('image');
    expect(storeSetupRequestBody.safeParse(toBody({ ...EMPTY_VALUES, title: 'Corner Shop' }, 'draft')).success).toBe(
      true,
    );
  });

  it('places every field on a tab, operations and location on their own', () => {
    expect(tabOf('working_hours_from')).toBe('operations');
    expect(tabOf('store_lat')).toBe('location');
    expect(tabOf('iban')).toBe('bank_details');
    expect(tabOf('photos.2')).toBe('images');
    expect(tabsWithErrors(['iban', 'image', 'title'])).toEqual(['store_info', 'images', 'bank_details']);
  });

  it('shows a saved IBAN grouped in fours', () => {
    const store = {
      iban: 'CY17002001280000001200527600',
      bic: 'BCYPCY2N',
      cuisines: [],
      photos: [],
      license_document: [],
      minimum_order_amount: 0,
      store_lat: null,
      store_lng: null,
    } as Partial<VendorStore>;
    const values = valuesOfStore(store as VendorStore);
    expect(values.iban).toBe('CY17 0020 0128 0000 0012 0052 7600');
    expect(values.bic).toBe('BCYPCY2N');
  });

  it('takes only known fields of the right kind from a stored draft', () => {
    const merged = mergeDraft(EMPTY_VALUES, { title: 'Draft', photos: 'nope', pre_order: 'yes', extra: 1 });
    expect(merged.title).toBe('Draft');
    expect(merged.photos).toEqual([]);
    expect(merged.pre_order).toBe(false);
    expect(merged).not.toHaveProperty('extra');
  });

  it('words errors from the catalogue in the page language, under the list field for list items', async () => {
    const resolve = storeSetupResolver('tr');
    const wrongChecksum = 'CY18 0020 0128 0000 0012 0052 7600';
    const result = await resolve({ ...filled, iban: wrongChecksum, cuisines: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as never);
    expect(result.errors.iban?.message).toBe('Geçerli bir IBAN girin, örneğin CY17 0020 0128 0000 0012 0052 7600');
    expect(result.errors.cuisines?.message).toBeTruthy();
    const english = await storeSetupResolver('en')({ ...filled, image: [] }, undefined, {} as never);
    expect(english.errors.image?.message).toBe('Store image is required');
  });
});
