import { describe, expect, it } from 'vitest';
import { composeIban, formatIban, isBic, isIban, normaliseIban } from './bank-account.ts';

describe('IBAN and BIC (ADR 0042)', () => {
  it.each([
    'CY17002001280000001200527600',
    'CY17 0020 0128 0000 0012 0052 7600',
    'cy17 0020 0128 0000 0012 0052 7600',
    ' CY17-0020-0128-0000-0012-0052-7600 ',
    'GR1601101250000000012300695',
  ])('accepts the IBAN %j', (iban) => {
    expect(isIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'CY18002001280000001200527600'],
    ['a typo in the account', 'CY17002001280000001200527601'],
    ['a Cypriot IBAN one digit short', 'CY1700200128000000120052760'],
    ['an Indian IFSC code', 'BCYP0ABC123'],
    ['a bare account number', '123456789012'],
    ['nothing', ''],
  ])('refuses %s', (_what, iban) => {
    expect(isIban(iban)).toBe(false);
  });

  it('stores upper case without spaces and shows groups of four', () => {
    expect(normaliseIban('cy17 0020 0128 0000 0012 0052 7600')).toBe('CY17002001280000001200527600');
    expect(formatIban('CY17002001280000001200527600')).toBe('CY17 0020 0128 0000 0012 0052 7600');
  });

  it('works out the check digits of a Cypriot account', () => {
    expect(composeIban('CY', '002001280000001200527600')).toBe('CY17002001280000001200527600');
  });

  it.each([
    ['BCYPCY2N', true],
    ['HEBACY2NXXX', true],
    ['bcyp cy2n', true],
    ['BCYPCY2', false],
    ['BCYPCY2NXX', false],
    ['BCYPXX2N', false],
    ['1CYPCY2N', false],
  ])('BIC %j valid: %s', (bic, expected) => {
    expect(isBic(bic)).toBe(expected);
  });
});
