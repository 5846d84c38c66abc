import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('turns minor units into the locale’s currency text', () => {
    expect(formatMoney(1017, 'en')).toMatch(/€\s?10\.17/);
    expect(formatMoney(1017, 'tr')).toMatch(/10,17/);
    expect(formatMoney(0, 'en')).toMatch(/0\.00/);
  });
});
