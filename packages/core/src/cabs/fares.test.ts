import { describe, expect, it } from 'vitest';
import { AIRPORTS, airportAt, districtOf } from './places.ts';
import { arrivalMinutes, estimatedRoadKm, meteredLegMinor, rideFare, roundKm } from './fares.ts';

const saloon = { perKmMinor: 95, minimumFareMinor: 1000 };
const nicosia = { lat: 35.1856, lng: 33.3823 };
const limassol = { lat: 34.6786, lng: 33.0413 };
const lca = AIRPORTS.find((a) => a.code === 'LCA')!;

describe('cab fares', () => {
  it('estimates the road as the straight line times the road factor, to 0.1 km', () => {
    // Nicosia–Limassol is about 64 km straight and 85 km by the A1.
    const km = estimatedRoadKm(nicosia, limassol);
    expect(km).toBeGreaterThan(80);
    expect(km).toBeLessThan(90);
    expect(km).toBe(roundKm(km));
  });

  it('meters a one-way leg per kilometre in whole minor units, never under the minimum fare', () => {
    expect(meteredLegMinor(12.3, saloon)).toBe(1169); // 12.3 × 95 = 1168.5 → 1169
    expect(meteredLegMinor(3, saloon)).toBe(1000);
    expect(rideFare({ wayType: 'one_way', roadKm: 40, rate: saloon, airportLegMinor: null })).toEqual({
      legs: 1,
      legMinor: 3800,
      totalMinor: 3800,
      basis: 'metered',
    });
  });

  it('prices both legs of a return trip', () => {
    expect(rideFare({ wayType: 'return', roadKm: 40, rate: saloon, airportLegMinor: null }).totalMinor).toBe(7600);
    expect(rideFare({ wayType: 'return', roadKm: 2, rate: saloon, airportLegMinor: null }).totalMinor).toBe(2000);
  });

  it('charges an airport transfer its fixed fare whatever the distance, twice for a return', () => {
    const oneWay = rideFare({ wayType: 'one_way', roadKm: 55, rate: saloon, airportLegMinor: 4500 });
    expect(oneWay).toEqual({ legs: 1, legMinor: 4500, totalMinor: 4500, basis: 'airport_fixed' });
    expect(rideFare({ wayType: 'return', roadKm: 55, rate: saloon, airportLegMinor: 4500 }).totalMinor).toBe(9000);
  });

  it('knows each airport by a pin near its terminal and each district by its nearest town', () => {
    for (const airport of AIRPORTS) {
      expect(airportAt({ lat: airport.lat + 0.01, lng: airport.lng })).toBe(airport.code);
      expect(districtOf(airport)).toBe(airport.district);
    }
    expect(airportAt(nicosia)).toBeNull();
    expect(districtOf(limassol)).toBe('02');
    expect(districtOf({ lat: 35.34, lng: 33.32 })).toBe('06'); // Kyrenia harbour
    expect(airportAt({ lat: lca.lat, lng: lca.lng + 0.05 })).toBeNull(); // 4.6 km east: the town, not the airport
  });

  it('estimates arrival from the nearest driver, none when nobody is near', () => {
    expect(arrivalMinutes(null)).toBeNull();
    expect(arrivalMinutes(0)).toBe(5);
    expect(arrivalMinutes(10)).toBe(5 + 16); // 13 km of road at 50 km/h = 15.6 → 16 min
  });
});
