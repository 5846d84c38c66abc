import type { Language } from '@bedesten/core/i18n/languages';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '~/lib/i18n.ts';
import { renderInRoot, visibleText as text } from '~/test-render.tsx';
import type { AddressValues } from '../address-values.ts';
import { AddressForm } from './address-form.tsx';

const address: AddressValues = {
  name: 'Eleni Georgiou',
  contact: '+357 99123456',
  address: '12 Ledra Street',
  landmark: '',
  city: 'Nicosia',
  state: 'Nicosia',
  country: 'Cyprus',
  pin_code: '1011',
  address_type: 'home',
  is_default: true,
  user_lat: 35.174531,
  user_long: 33.363722,
};

const form = (lang: Language, initial: AddressValues) =>
  renderInRoot(lang, <AddressForm initial={initial} tileUrl="" onSaved={() => {}} onCancel={() => {}} />);

/** The selected option of the district select. */
const selectedDistrict = (html: string) => /<option[^>]*selected=""[^>]*>([^<]*)<\/option>/.exec(html)?.[1];

describe('the address pin', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('reads the saved pin out, read-only, with no coordinate boxes to type in', () => {
    const html = form('en', address);
    expect(text(html)).toContain('Location on the map');
    expect(text(html)).toContain('Pin: latitude 35.17453, longitude 33.36372');
    expect(html).toMatch(/<output[^>]*class="pin-map__readout"/);
    expect(html).not.toMatch(/name="user_lat"|name="user_long"/);
    expect(text(html)).toContain('Use the town centre');
    expect(text(html)).toContain('Remove pin');
    expect(text(html)).not.toContain('Location on the map: 35.17');
  });

  it('says in Turkish that the town centre is used until a pin is placed', () => {
    const html = form('tr', { ...address, user_lat: null, user_long: null });
    expect(text(html)).toContain('Henüz işaret yok: teslimat mesafesi şehrinizin merkezinden ölçülür.');
    expect(text(html)).toContain('Şehir merkezini kullan');
    expect(text(html)).not.toContain('İşareti kaldır');
  });

  it('offers the six districts in the page’s language, the saved one chosen whichever language it was saved in', () => {
    const html = form('tr', address);
    expect(selectedDistrict(html)).toBe('Lefkoşa');
    for (const name of ['Limasol', 'Larnaka', 'Gazimağusa', 'Baf', 'Girne'])
      expect(html).toContain(`>${name}</option>`);
    // A district typed before the picker existed stays as it was until the person picks one.
    expect(selectedDistrict(form('en', { ...address, state: 'Troodos' }))).toBe('Troodos');
  });
});
