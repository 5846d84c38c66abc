import type { Language } from '../i18n/languages.ts';

/** Form validation (SPEC.md §5): the generic rules, e-mail and password; `{label}` is the field's name. Part of the message catalogue (catalogue.ts). */
export const VALIDATION_MESSAGES = {
  required: { en: '{label} is required', tr: '{label} zorunludur' },
  min_length: { en: '{label} must be at least {n} characters', tr: '{label} en az {n} karakter olmalıdır' },
  max_length: {
    en: '{label} must be no more than {n} characters',
    tr: '{label} en fazla {n} karakter olmalıdır',
  },
  invalid: { en: 'Invalid {label}', tr: 'Geçersiz {label}' },
  email_empty: { en: 'Enter email address', tr: 'E-posta adresini girin' },
  email_invalid: { en: 'Enter a valid e-mail address', tr: 'Geçerli bir e-posta adresi girin' },
  password_length: {
    en: '{label} must be 8-16 Characters Long.',
    tr: '{label} 8-16 karakter uzunluğunda olmalıdır.',
  },
  password_special: {
    en: '{label} must contain at least one Special Symbol',
    tr: '{label} en az bir özel karakter içermelidir',
  },
  password_uppercase: {
    en: '{label} must contain at least one Uppercase letter',
    tr: '{label} en az bir büyük harf içermelidir',
  },
  password_lowercase: {
    en: '{label} must contain at least one Lowercase letter',
    tr: '{label} en az bir küçük harf içermelidir',
  },
  password_digit: { en: '{label} must contain at least one Digit', tr: '{label} en az bir rakam içermelidir' },
  password_whitespace: { en: '{label} must not contain spaces', tr: '{label} boşluk içermemelidir' },
  password_mismatch: { en: 'Passwords do not match', tr: 'Şifreler eşleşmiyor' },
  letters_only: { en: '{label} must contain letters only', tr: '{label} yalnızca harf içermelidir' },
  control_characters: {
    en: '{label} contains characters that are not allowed',
    tr: '{label} izin verilmeyen karakterler içeriyor',
  },
  name_url_mismatch: {
    en: 'Mismatch: {names} names and {urls} URLs provided',
    tr: 'Uyuşmazlık: {names} ad ve {urls} adres verildi',
  },
} as const satisfies Record<string, Record<Language, string>>;
