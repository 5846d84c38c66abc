import type { Language } from '../i18n/languages.ts';

/** How a field is named inside a message ("{label} is required"). */
export const FIELD_LABELS: Record<string, Record<Language, string>> = {
  name: { en: 'Name', tr: 'Ad' },
  first_name: { en: 'First name', tr: 'Ad' },
  last_name: { en: 'Last name', tr: 'Soyad' },
  email: { en: 'Email', tr: 'E-posta' },
  mobile: { en: 'Mobile number', tr: 'Cep telefonu' },
  country_code: { en: 'Country code', tr: 'Ülke kodu' },
  password: { en: 'Password', tr: 'Şifre' },
  password_confirmation: { en: 'Confirm password', tr: 'Şifre tekrarı' },
  otp: { en: 'OTP', tr: 'Doğrulama kodu' },
  title: { en: 'Title', tr: 'Başlık' },
  description: { en: 'Description', tr: 'Açıklama' },
  address: { en: 'Address', tr: 'Adres' },
  city: { en: 'City', tr: 'Şehir' },
  page: { en: 'Page', tr: 'Sayfa' },
  current_password: { en: 'Current password', tr: 'Mevcut şifre' },
  reset_token: { en: 'Reset code', tr: 'Sıfırlama kodu' },
  business_name: { en: 'Business name', tr: 'İşletme adı' },
  area_name: { en: 'Area', tr: 'Bölge' },
  image_url: { en: 'Image', tr: 'Görsel' },
  vat_number: { en: 'VAT number', tr: 'KDV numarası' },
  language: { en: 'Language', tr: 'Dil' },
  landmark: { en: 'Landmark', tr: 'Yakın yer' },
  state: { en: 'District', tr: 'İlçe' },
  country: { en: 'Country', tr: 'Ülke' },
  pin_code: { en: 'Pin code', tr: 'Posta kodu' },
  zip_code: { en: 'Zip code', tr: 'Posta kodu' },
  address_type: { en: 'Address type', tr: 'Adres türü' },
  contact: { en: 'Contact number', tr: 'İletişim numarası' },
  user_lat: { en: 'Latitude', tr: 'Enlem' },
  user_long: { en: 'Longitude', tr: 'Boylam' },
  lat: { en: 'Latitude', tr: 'Enlem' },
  lng: { en: 'Longitude', tr: 'Boylam' },
  type: { en: 'Type', tr: 'Tür' },
  id: { en: 'Id', tr: 'Kimlik' },
  to: { en: 'Recipient', tr: 'Alıcı' },
  per_page: { en: 'Page size', tr: 'Sayfa boyutu' },
};

/** The label of a field in a language; unknown fields read as their own words ("pin_code" -> "Pin code"). */
export function fieldLabel(field: string, lang: Language): string {
  const known = FIELD_LABELS[field];
  if (known) return known[lang];
  const words = field.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
