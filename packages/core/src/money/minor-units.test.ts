import { describe, expect, it } from 'vitest';
import { minorToDecimal, minorToInput, minorUnitDigits, parseMinorUnits } from './minor-units.ts';

describe('minorUnitDigits', () => {
  it.each([
    ['EUR', 2],
    ['TRY', 2],
    ['JPY', 0],
    ['KWD', 3],
  ])('%s has %i', (currency, digits) => {
    expect(minorUnitDigits(currency)).toBe(digits);
  });
});

describe('parseMinorUnits', () => {
  it.each([
    // What people type in English and in Turkish.
    ['12.50', 1250],
    ['12,50', 1250],
    ['12,5', 1250],
    ['12.5', 1250],
    [' 8 ', 800],
    ['0.05', 5],
    ['0,05', 5],
    ['4.35', 435],
    ['007', 700],
    // Junk.
    ['', null],
    ['   ', null],
    ['abc', null],
    ['4.555', null],
    ['-1', null],
    ['+1', null],
    ['1.234,50', null],
    ['1,234.50', null],
    ['12.', null],
    ['.5', null],
    ['1e3', null],
    ['99999999999999999', null],
  ])('%j -> %s', (input, expected) => {
    expect(parseMinorUnits(input)).toBe(expected);
  });

  it('follows the currency’s minor unit', () => {
    expect(parseMinorUnits('1234', 'JPY')).toBe(1234);
    expect(parseMinorUnits('12.5', 'JPY')).toBeNull();
    expect(parseMinorUnits('1,234', 'KWD')).toBe(1234);
  });
});

describe('minorToDecimal', () => {
  it.each([
    [123_450, 'EUR', '1234.50'],
    [2000, 'EUR', '20.00'],
    [5, 'EUR', '0.05'],
    [0, 'EUR', '0.00'],
    [-1050, 'EUR', '-10.50'],
    [1234, 'JPY', '1234'],
    [1234, 'KWD', '1.234'],
  ])('%i %s -> %s', (minor, currency, expected) => {
    expect(minorToDecimal(minor, currency)).toBe(expected);
  });
});

describe('minorToInput', () => {
  it.each([
    [1250, '12.50'],
    [455, '4.55'],
    [2000, '20'],
    [0, '0'],
    [5, '0.05'],
  ])('%i -> %s', (minor, expected) => {
    expect(minorToInput(minor)).toBe(expected);
  });

  it('reads back what it writes', () => {
    for (const minor of [0, 5, 99, 100, 1250, 123_456]) expect(parseMinorUnits(minorToInput(minor))).toBe(minor);
  });
});
