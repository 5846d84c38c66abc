import { describe, expect, it } from 'vitest';
import {
  cellKey,
  fareCells,
  fareFieldOf,
  textToCents,
  toAirportFaresBody,
  toFareValues,
  toVehicleRow,
  toVehicleTypesBody,
} from './cab-fares.ts';

const saloon = {
  code: 'saloon',
  name_en: 'Saloon',
  name_tr: 'Sedan',
  seats: 4,
  per_km_minor: 120,
  minimum_fare_minor: 1000,
  picture_url: null,
  active: true,
};

describe('cab fares form values', () => {
  it('types euros and sends cents, leaving nonsense as typed for the schema to word', () => {
    expect(textToCents('1.4')).toBe(140);
    expect(textToCents(' 1,45 ')).toBe(145);
    expect(textToCents('')).toBeUndefined();
    expect(textToCents('abc')).toBe('abc');
  });

  it('round-trips a vehicle type through its boxes', () => {
    const row = toVehicleRow(saloon);
    expect(row).toMatchObject({ seats: '4', per_km_minor: '1.20', minimum_fare_minor: '10', picture_url: '' });
    expect(toVehicleTypesBody({ vehicle_types: [{ ...row, per_km_minor: '1.35' }] })).toEqual({
      vehicle_types: [{ ...saloon, per_km_minor: 135 }],
    });
  });

  it('lays out every airport × district × vehicle cell and sends empty boxes as null', () => {
    const codes = ['saloon', 'minivan'];
    expect(fareCells(codes)).toHaveLength(3 * 6 * 2);
    const values = toFareValues(
      [{ airport: 'LCA', district_code: '01', vehicle_type: 'minivan', fare_minor: 6500 }],
      codes,
    );
    expect(values.cells['LCA:01:minivan']).toBe('65');
    expect(values.cells['LCA:01:saloon']).toBe('');
    values.cells['PFO:05:saloon'] = '30.5';
    const body = toAirportFaresBody(values, codes);
    expect(body.fares).toHaveLength(36);
    const find = (key: string) => body.fares.find((fare) => cellKey(fare) === key);
    expect(find('LCA:01:minivan')?.fare_minor).toBe(6500);
    expect(find('PFO:05:saloon')?.fare_minor).toBe(3050);
    expect(find('ECN:06:saloon')?.fare_minor).toBeNull();
  });

  it('puts an error about the n-th fare under that cell', () => {
    const codes = ['saloon', 'minivan'];
    const fieldOf = fareFieldOf(codes);
    const index = fareCells(codes).findIndex((cell) => cellKey(cell) === 'PFO:02:minivan');
    expect(fieldOf(`fares.${index}.fare_minor`)).toBe('cells.PFO:02:minivan');
    expect(fieldOf('fares')).toBe('fares');
  });
});
