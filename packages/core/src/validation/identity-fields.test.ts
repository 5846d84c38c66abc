import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema, optionalEmailSchema } from './email.ts';
import { fieldErrorsFromIssues } from './field-errors.ts';
import { passwordSchema, refinePasswordsMatch } from './password.ts';
import { personNameSchema } from './person-name.ts';
import { normaliseMobile, refineMobile, countryCodeSchema, mobileSchema } from './phone.ts';
import { isMessageKey } from '../messages/catalogue.ts';

const keysOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('password rules (SPEC.md §5)', () => {
  it.each<[string, string[]]>([
    ['Abcdef1!', []],
    ['Şifre123!', []],
    ['Demo!2345', []],
    ['Abcdefghijklm1!x', []],
    ['Abcdefghijklm1!xy', ['password_length']],
    ['Ab1!', ['password_length']],
    ['abcdefg1!', ['password_uppercase']],
    ['ABCDEFG1!', ['password_lowercase']],
    ['Abcdefgh!', ['password_digit']],
    ['Abcdefgh1', ['password_special']],
    ['Abc def1!', ['password_whitespace']],
    ['', ['required']],
    ['abcdefgh', ['password_uppercase', 'password_digit', 'password_special']],
  ])('%j -> %j', (password, keys) => {
    expect(keysOf(passwordSchema, password)).toEqual(keys);
  });

  it('wants the confirmation to match, reported under the confirmation', () => {
    const schema = refinePasswordsMatch(z.object({ password: passwordSchema, password_confirmation: z.string() }));
    const result = schema.safeParse({ password: 'Abcdef1!', password_confirmation: 'Abcdef1?' });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues, isMessageKey)).toEqual({
      password_confirmation: [{ key: 'password_mismatch' }],
    });
    // Shown together with the other problems, not after them.
    expect(keysOf(schema, { password: 'abc', password_confirmation: 'x' })).toContain('password_mismatch');
  });
});

describe('email', () => {
  it.each<[unknown, string[]]>([
    ['ayse@example.cy', []],
    [' Ayse@Example.CY ', []],
    ['', ['email_empty']],
    ['   ', ['email_empty']],
    [undefined, ['email_empty']],
    ['ayse', ['email_invalid']],
    ['ayse@example', ['email_invalid']],
    ['ay se@example.cy', ['email_invalid']],
  ])('%j -> %j', (email, keys) => {
    expect(keysOf(emailSchema, email)).toEqual(keys);
  });

  it('is stored lower-cased and trimmed', () => {
    expect(emailSchema.parse(' Ayse@Example.CY ')).toBe('ayse@example.cy');
  });

  it('may be left out where it is optional, but not be wrong', () => {
    expect(keysOf(optionalEmailSchema, undefined)).toEqual([]);
    expect(keysOf(optionalEmailSchema, '')).toEqual([]);
    expect(keysOf(optionalEmailSchema, 'nope')).toEqual(['email_invalid']);
  });
});

describe('names: letters only', () => {
  it.each<[string, string[]]>([
    ['Ayşe Yılmaz', []],
    ['İbrahim Öztürk', []],
    ['Çağla Güneş', []],
    ['Ελένη Γεωργίου', []],
    ["Seán O'Brien", []],
    ['Jean-Luc Picard', []],
    ['  Eleni   Georgiou ', []],
    ['R2D2', ['letters_only']],
    ['Ayse!', ['letters_only']],
    ['-Ayse', ['letters_only']],
    ['', ['required']],
  ])('%j -> %j', (name, keys) => {
    expect(keysOf(personNameSchema, name)).toEqual(keys);
  });
});

describe('mobile numbers', () => {
  it.each<[string, string, string | null]>([
    ['+357', '99123456', '+35799123456'],
    ['357', '99 12 34 56', '+35799123456'],
    ['+357', '96-123456', '+35796123456'],
    ['+357', '22123456', null],
    ['+357', '9912345', null],
    ['+90', '0533 123 45 67', '+905331234567'],
    ['+44', '07911 123456', '+447911123456'],
    ['+999', '99123456', null],
    ['+357', 'abc', null],
  ])('%s %s -> %s', (code, mobile, e164) => {
    expect(normaliseMobile(code, mobile)?.e164 ?? null).toBe(e164);
  });

  it('stores the calling code and national digits apart', () => {
    expect(normaliseMobile('+90', '0533 123 45 67')).toEqual({
      countryCode: '+90',
      mobile: '5331234567',
      e164: '+905331234567',
    });
  });

  it('reports an invalid number under mobile and defaults the country to Cyprus', () => {
    const schema = refineMobile(z.object({ country_code: countryCodeSchema, mobile: mobileSchema }));
    expect(schema.parse({ mobile: '99123456' }).country_code).toBe('+357');
    const result = schema.safeParse({ country_code: '+357', mobile: '12' });
    expect(fieldErrorsFromIssues(result.error!.issues, isMessageKey)).toEqual({ mobile: [{ key: 'invalid' }] });
  });
});
