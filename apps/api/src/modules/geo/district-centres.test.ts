import { DISTRICT_CENTRES } from '@bedesten/core/geo/district-centres';
import { distanceKm } from '@bedesten/core/geo/distance';
import { describe, expect, it } from 'vitest';
import { CYPRUS_TOWNS } from './cyprus-gazetteer.ts';

describe('district centres', () => {
  it('are the main towns the gazetteer places, so the map opens where "Use the town centre" would put the pin', () => {
    const capitals = CYPRUS_TOWNS.filter((town) => town.capital);
    expect(capitals.map((town) => town.districtCode).sort()).toEqual(Object.keys(DISTRICT_CENTRES).sort());
    for (const town of capitals) {
      const centre = DISTRICT_CENTRES[town.districtCode as keyof typeof DISTRICT_CENTRES];
      expect(distanceKm(centre, town), town.en).toBeLessThan(0.1);
    }
  });
});
