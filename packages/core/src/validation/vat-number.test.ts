import { describe, expect, it } from 'vitest';
import { vatNumberSchema } from '../schemas/profile.ts';
import { cyprusCheckLetter, isValidVatNumber } from './vat-number.ts';

describe('VAT numbers', () => {
  it.each([
    ['CY10259033P', 'Cyprus, with its check letter'],
    ['cy 1025 9033 p', 'Cyprus as people type it'],
    ['CY-10259033P', 'Cyprus with a dash'],
    ['EL123456789', 'Greece (EL in VIES)'],
    ['DE123456789', 'Germany'],
    ['ATU12345678', 'Austria'],
    ['NL123456789B01', 'the Netherlands'],
    ['FRXX123456789', 'France with letters'],
    ['ESX1234567X', 'Spain'],
    ['IE1234567WA', 'Ireland'],
  ])('accepts %s (%s)', (value) => {
    expect(isValidVatNumber(value)).toBe(true);
    expect(vatNumberSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['hello world', 'words'],
    ['HELLOWORLD', 'words without the space'],
    ['CY10259033Z', 'Cyprus with the wrong check letter'],
    ['CY12000000F', 'Cyprus starting 12'],
    ['CY1025903P', 'Cyprus one digit short'],
    ['CY102590331', 'Cyprus without its letter'],
    ['GR123456789', 'Greece under its ISO code'],
    ['DE12345678', 'Germany one digit short'],
    ['US123456789', 'a country outside the EU'],
    ['12345', 'no country'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidVatNumber(value)).toBe(false);
    expect(vatNumberSchema.safeParse(value).error?.issues[0]?.message).toBe('invalid');
  });

  it('lets an empty value through (it clears the number)', () => {
    expect(vatNumberSchema.safeParse('').success).toBe(true);
  });

  it('computes the Cypriot check letter', () => {
    expect(cyprusCheckLetter('10259033')).toBe('P');
    expect(cyprusCheckLetter('00000000')).toBe('E');
  });
});
