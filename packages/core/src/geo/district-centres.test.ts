import { describe, expect, it } from 'vitest';
import { isInCyprus } from './cyprus.ts';
import { DISTRICT_CENTRES, districtOf } from './district-centres.ts';
import { DISTRICTS } from './districts.ts';

describe('district centres', () => {
  it('has a point in Cyprus for every district', () => {
    for (const district of DISTRICTS) expect(isInCyprus(DISTRICT_CENTRES[district.code])).toBe(true);
  });

  it('finds a district by code or by its name in either language, with or without Turkish letters', () => {
    expect(districtOf('01')?.slug).toBe('nicosia');
    expect(districtOf('Nicosia')?.slug).toBe('nicosia');
    expect(districtOf(' lefkoşa ')?.slug).toBe('nicosia');
    expect(districtOf('LEFKOSA')?.slug).toBe('nicosia');
    expect(districtOf('Gazimağusa')?.slug).toBe('famagusta');
    expect(districtOf('Girne')?.slug).toBe('kyrenia');
    expect(districtOf('Baf')?.slug).toBe('paphos');
    expect(districtOf('Atlantis')).toBeUndefined();
    expect(districtOf('')).toBeUndefined();
    expect(districtOf(null)).toBeUndefined();
  });
});
