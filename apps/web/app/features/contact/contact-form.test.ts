import { describe, expect, it } from 'vitest';
import { contactValuesOf, fieldErrorsOfAnswer, validateContact } from './contact-form.ts';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('contact form', () => {
  it('reads the fields, trimmed, and keeps only a known subject', () => {
    expect(
      contactValuesOf(form({ name: ' Ayşe ', email: 'a@b.cy', subject: 'hack', message: ' Hello there, friends ' })),
    ).toEqual({ name: 'Ayşe', email: 'a@b.cy', mobile: '', subject: 'other', message: 'Hello there, friends' });
  });

  it('says what is wrong in Turkish, with the API’s own words', () => {
    const values = { name: '', email: 'x', mobile: 'abc', subject: 'order', message: 'short' };
    const { errors } = validateContact(values, 'Bir sipariş', 'tr');
    expect(errors).toEqual({
      name: 'Lütfen adınızı girin',
      email: 'Geçerli bir e-posta adresi girin',
      mobile: 'Geçersiz cep telefonu numarası',
      message: 'Mesajınız 10 ile 5000 karakter arasında olmalıdır',
    });
  });

  it('accepts a message without a mobile number and sends the subject as the visitor read it', () => {
    const values = { name: 'Ayşe', email: 'A@B.cy', mobile: '', subject: 'order', message: 'Where is my order?' };
    expect(validateContact(values, 'An order', 'en')).toEqual({
      errors: null,
      body: { name: 'Ayşe', email: 'a@b.cy', subject: 'An order', message: 'Where is my order?' },
    });
  });

  it('maps the API’s field errors onto the form', () => {
    expect(fieldErrorsOfAnswer({ email: ['Enter a valid e-mail address'], other: ['x'] })).toEqual({
      email: 'Enter a valid e-mail address',
    });
    expect(fieldErrorsOfAnswer(null)).toEqual({});
  });
});
