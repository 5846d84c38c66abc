import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { FIELD_LABELS, fieldLabel, fieldOfPath } from './field-labels.ts';
import { message } from './catalogue.ts';

describe('field labels', () => {
  it.each(Object.entries(FIELD_LABELS))('%s is named in every language, and in real Turkish', (_field, labels) => {
    for (const lang of LANGUAGES) expect(labels[lang]?.trim() ?? '').not.toBe('');
    expect(labels.tr).not.toBe(labels.en);
  });

  it('names the fields people met in English on Turkish pages', () => {
    expect(message('required', 'tr', { label: fieldLabel('gender', 'tr') })).toBe('Cinsiyet zorunludur');
    expect(message('required', 'tr', { label: fieldLabel('vehicle_number', 'tr') })).toBe('Plaka zorunludur');
    expect(message('invalid', 'tr', { label: fieldLabel('documents', 'tr') })).toBe('Geçersiz Belgeler');
    expect(message('required', 'tr', { label: fieldLabel('max_distance', 'tr') })).toBe('En uzak mesafe zorunludur');
    expect(message('invalid', 'tr', { label: fieldLabel('group', 'tr') })).toBe('Geçersiz Beden grubu');
  });

  it('calls a Cypriot postcode a postcode and a licence a licence', () => {
    expect(fieldLabel('pin_code', 'en')).toBe('Postcode');
    expect(fieldLabel('pin_code', 'tr')).toBe('Posta kodu');
    expect(fieldLabel('license_number', 'en')).toBe('Licence number');
  });

  it('names a path after its last field, not a list position', () => {
    expect(fieldOfPath('variants.0.size_id')).toBe('size_id');
    expect(fieldOfPath('images.2')).toBe('images');
    expect(fieldOfPath('email')).toBe('email');
    expect(fieldLabel(fieldOfPath('documents.1'), 'en')).toBe('Documents');
  });
});
