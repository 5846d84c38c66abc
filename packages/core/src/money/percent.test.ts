import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  formatPercent,
  formatPercentNumber,
  parsePercent,
  percentToBasisPoints,
} from './percent.ts';

describe('formatPercent', () => {
  it.each([
    [1900, 'en', '19%'],
    [1900, 'tr', '%19'],
    [475, 'en', '4.75%'],
    [475, 'tr', '%4,75'],
    [0, 'en', '0%'],
    [0, 'tr', '%0'],
  ] as const)('%i basis points in %s -> %s', (basisPoints, lang, expected) => {
    expect(formatPercent(basisPoints, lang)).toBe(expected);
  });
});

describe('formatPercentNumber', () => {
  it.each([
    [1900, 'en', '19'],
    [1900, 'tr', '19'],
    [950, 'en', '9.5'],
    [950, 'tr', '9,5'],
    [475, 'tr', '4,75'],
  ] as const)('%i basis points in %s -> %s', (basisPoints, lang, expected) => {
    expect(formatPercentNumber(basisPoints, lang)).toBe(expected);
  });
});

describe('basis points and percent', () => {
  it.each([
    [1900, 19],
    [950, 9.5],
    [475, 4.75],
    [0, 0],
  ])('%i <-> %s', (basisPoints, percent) => {
    expect(basisPointsToPercent(basisPoints)).toBe(percent);
    expect(percentToBasisPoints(percent)).toBe(basisPoints);
  });

  it.each([
    ['2.5', 250],
    ['2,5', 250],
    ['19', 1900],
    [' 4,75 ', 475],
    ['', null],
    ['abc', null],
    ['1.234', null],
    ['-2', null],
  ])('parsePercent(%j) -> %s', (input, expected) => {
    expect(parsePercent(input)).toBe(expected);
  });
});
