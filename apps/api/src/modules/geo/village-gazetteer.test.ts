import { describe, expect, it } from 'vitest';
import { CYPRUS_TOWNS } from './cyprus-gazetteer.ts';
import { findTown } from './gazetteer-geocoder.ts';
import { suggestPlaces } from './place-suggestions.ts';

// Villages country-state-city alone does not list come from GeoNames' cities500 (ADR 0046). Anogyra
// (about 200 people) is in no npm-shipped dataset yet: see the ADR.
describe('the gazetteer knows Cypriot villages', () => {
  it.each([
    ['Pachna', 'Pachna', 'Pachna', '02'],
    ['Kakopetria', 'Kakopetria', 'Kakopetria', '01'],
    ['Lapta', 'Lapithos', 'Lapta', '06'],
    ['Lapithos', 'Lapithos', 'Lapta', '06'],
    ['Dipkarpaz', 'Rizokarpaso', 'Dipkarpaz', '04'],
    ['Rizokarpaso', 'Rizokarpaso', 'Dipkarpaz', '04'],
  ])('finds %s in both languages and in an address', (typed, en, tr, district) => {
    expect(suggestPlaces(typed, 'en')[0]).toMatchObject({ name: en, kind: 'town' });
    expect(suggestPlaces(typed, 'tr')[0]).toMatchObject({ name: tr, kind: 'town' });
    expect(findTown(`2 Church Street, ${typed}`)).toMatchObject({ en, tr, districtCode: district });
  });

  it('lists each place once, inside Cyprus', () => {
    const names = CYPRUS_TOWNS.map((town) => town.en);
    expect(new Set(names).size).toBe(names.length);
    for (const town of CYPRUS_TOWNS) {
      expect(town.lat).toBeGreaterThan(34.5);
      expect(town.lat).toBeLessThan(35.8);
      expect(town.lng).toBeGreaterThan(32.2);
      expect(town.lng).toBeLessThan(34.7);
    }
  });
});
