import type { Language } from '../i18n/languages.ts';

/** Addresses, location and delivery reach. Part of the message catalogue (catalogue.ts). */
export const ADDRESS_MESSAGES = {
  address_not_reachable: {
    en: 'Sorry, the selected address is not reachable',
    tr: 'Üzgünüz, seçilen adrese teslimat yapılamıyor',
  },
  allow_location: { en: 'Please allow your location', tr: 'Lütfen konumunuza erişime izin verin' },
  address_deleted: { en: 'Address deleted', tr: 'Adres silindi' },
  location_not_found: { en: 'We could not find this place', tr: 'Bu konum bulunamadı' },
  address_outside_cyprus: {
    en: 'The pin must be in Cyprus: please move it onto the island',
    tr: 'İşaret Kıbrıs içinde olmalıdır: lütfen adanın üzerine taşıyın',
  },
} as const satisfies Record<string, Record<Language, string>>;
