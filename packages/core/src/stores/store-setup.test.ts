import { describe, expect, it } from 'vitest';
import { firstTabWithError, storeSetupRequestBody } from './store-setup.ts';
import { isWebUrl } from './web-url.ts';

const valid = {
  type: 'goods',
  category_id: '5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10',
  title: 'Harbour Bakery',
  brand_name: 'Harbour Bakes',
  store_owner_name: 'Ayşe Demir',
  phone_number: '22123456',
  state: '06',
  city: 'Kyrenia',
  address: '12 Harbour Road',
  store_lat: 35.33,
  store_lng: 33.31,
  delivery_max_distance: 15,
  delivery_time: 40,
  working_hours_from: '08:00',
  working_hours_to: '20:00',
  image: '/uploads/images/0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01/800.webp',
  banner_image: '/demo-images/bakery-1.svg',
  license_number: 'TL-1',
  license_document: '/api/documents/5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10',
  account_holder_name: 'Harbour Bakes Ltd',
  bank_name: 'Bank of Cyprus',
  iban: 'CY17002001280000001200527600',
  branch: 'Kyrenia',
  address_of_bank: '1 Main Street',
};

describe('store setup form (SPEC.md §5)', () => {
  it('accepts a complete submission and treats a body without action as one', () => {
    const parsed = storeSetupRequestBody.parse(valid);
    expect(parsed).toMatchObject({ action: 'submit', license_document: [valid.license_document], country: 'CY' });
  });

  it.each([
    ['account_number', '12345678', 'account_number_invalid'],
    ['account_number', '1234567890123456789', 'account_number_invalid'],
    ['account_number', '12345678a', 'account_number_invalid'],
    ['iban', 'CY18002001280000001200527600', 'iban_invalid'],
    ['iban', '002001280000001200527600', 'iban_invalid'],
    ['iban', '', 'iban_invalid'],
    ['bic', 'BCYP2N', 'bic_invalid'],
    ['bic', 'BCYPXX2N', 'bic_invalid'],
    ['ifsc_code', 'BCYP1ABC123', 'ifsc_invalid'],
    ['ifsc_code', 'bcyp0abc123', 'ifsc_invalid'],
    ['email', 'nope', 'email_invalid'],
    ['image', 'https://example.com/a.png', 'invalid_image_type'],
    ['website_url', 'javascript:alert(1)', 'invalid'],
    ['website_url', 'JavaScript://example.com/%0Aalert(1)', 'invalid'],
    ['website_url', 'data:text/html,<script>alert(1)</script>', 'invalid'],
    ['website_url', 'ftp://example.com', 'invalid'],
    ['website_url', 'http://', 'invalid'],
  ])('%s = %s is refused with %s', (field, value, key) => {
    const result = storeSetupRequestBody.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === field)?.message).toBe(key);
  });

  it('takes an IBAN as people type it and keeps it in electronic form, with an optional BIC', () => {
    const parsed = storeSetupRequestBody.parse({
      ...valid,
      iban: ' cy17 0020 0128 0000 0012 0052 7600 ',
      bic: 'bcyp cy2n',
    });
    expect(parsed).toMatchObject({ iban: 'CY17002001280000001200527600', bic: 'BCYPCY2N' });
    const withoutBic = storeSetupRequestBody.parse({ ...valid, bic: '', account_number: '', ifsc_code: '' });
    expect(withoutBic).toMatchObject({ bic: undefined, account_number: undefined, ifsc_code: undefined });
  });

  it('refuses a submission without an IBAN but lets a draft leave it out', () => {
    const { iban: _iban, ...noIban } = valid;
    const result = storeSetupRequestBody.safeParse(noIban);
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(['iban']);
    expect(storeSetupRequestBody.safeParse({ ...noIban, action: 'draft' }).success).toBe(true);
  });

  it('accepts an empty store e-mail and an 18-digit account', () => {
    expect(storeSetupRequestBody.safeParse({ ...valid, email: '', account_number: '1'.repeat(18) }).success).toBe(true);
  });

  it.each(['https://harbour.example.cy', 'http://harbour.example.cy/menu?lang=tr', ''])(
    'accepts the website %j',
    (website_url) => {
      expect(storeSetupRequestBody.safeParse({ ...valid, website_url }).success).toBe(true);
    },
  );

  it.each([
    ['example.com', 'https://example.com'],
    ['  www.harbour.example.cy/menu ', 'https://www.harbour.example.cy/menu'],
    ['harbour.example.cy:8080/x', 'https://harbour.example.cy:8080/x'],
    ['http://harbour.example.cy', 'http://harbour.example.cy'],
    ['HTTPS://harbour.example.cy', 'HTTPS://harbour.example.cy'],
  ])('reads the website %j as %j, in a submission and in a draft', (typed, stored) => {
    expect(storeSetupRequestBody.parse({ ...valid, website_url: typed }).website_url).toBe(stored);
    expect(storeSetupRequestBody.parse({ action: 'draft', title: 'My shop', website_url: typed })).toMatchObject({
      website_url: stored,
    });
  });

  it.each(['not a website', 'javascript:alert(1)', 'mailto:shop@example.cy', 'localhost'])(
    'still refuses %j, also in a draft',
    (website_url) => {
      const draft = storeSetupRequestBody.safeParse({ action: 'draft', title: 'My shop', website_url });
      expect(draft.error?.issues.find((i) => i.path[0] === 'website_url')?.message).toBe('invalid');
    },
  );

  it.each([
    ['https://example.cy', true],
    ['HTTP://example.cy/x', true],
    ['javascript:alert(1)', false],
    ['//example.cy', false],
    ['https://', false],
  ])('isWebUrl(%j) is %s', (value, expected) => {
    expect(isWebUrl(value)).toBe(expected);
  });

  it('lets a draft through with only a name', () => {
    expect(storeSetupRequestBody.parse({ action: 'draft', title: 'My shop' })).toMatchObject({ action: 'draft' });
  });

  it('names the first tab with a problem', () => {
    expect(firstTabWithError(['ifsc_code', 'image', 'license_document'])).toBe('images');
    expect(firstTabWithError(['account_number'])).toBe('bank_details');
    expect(firstTabWithError([])).toBeNull();
  });
});
