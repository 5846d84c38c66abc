import { AIRPORT_CODES, type AirportCode } from '@bedesten/core/cabs/places';
import { DISTRICTS } from '@bedesten/core/geo/districts';
import { minorToInput, parseMinorUnits } from '@bedesten/core/money/minor-units';
import type { AirportFare, VehicleType } from '@bedesten/core/schemas/cabs';

/**
 * What the cab fares forms type and what the API takes. Money is typed in
 * euros and sent in cents (DESIGN.md §3); text that is not an amount is
 * passed on as typed, so the API's own schema words it ("Invalid …").
 */

/** 120 cents -> "1.20"; whole euros without decimals ("10"). */
export function centsToText(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : minorToInput(cents);
}

/** "1.4", "1,40" or "12" euros -> cents; empty -> undefined; anything else stays text (invalid). */
export function textToCents(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseMinorUnits(trimmed) ?? trimmed;
}

/** A whole-number box: empty -> undefined; digits -> number; anything else stays text. */
export function textToCount(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

// ---- vehicle types

/** One vehicle type as its boxes hold it; `saved` types keep their code (it names past rides). */
export interface VehicleRow {
  code: string;
  name_en: string;
  name_tr: string;
  seats: string;
  per_km_minor: string;
  minimum_fare_minor: string;
  picture_url: string;
  active: boolean;
  saved: boolean;
}

export interface VehicleValues {
  vehicle_types: VehicleRow[];
}

export const VEHICLE_LISTS = ['vehicle_types'] as const;

export const BLANK_VEHICLE: VehicleRow = {
  code: '',
  name_en: '',
  name_tr: '',
  seats: '',
  per_km_minor: '',
  minimum_fare_minor: '',
  picture_url: '',
  active: true,
  saved: false,
};

export function toVehicleRow(type: VehicleType): VehicleRow {
  return {
    code: type.code,
    name_en: type.name_en,
    name_tr: type.name_tr,
    seats: String(type.seats),
    per_km_minor: centsToText(type.per_km_minor),
    minimum_fare_minor: centsToText(type.minimum_fare_minor),
    picture_url: type.picture_url ?? '',
    active: type.active,
    saved: true,
  };
}

/** `PUT /api/admin/cab-vehicle-types`: every row, in order; no picture is null. */
export function toVehicleTypesBody(values: VehicleValues) {
  return {
    vehicle_types: values.vehicle_types.map((row) => ({
      code: row.code.trim(),
      name_en: row.name_en,
      name_tr: row.name_tr,
      seats: textToCount(row.seats),
      per_km_minor: textToCents(row.per_km_minor),
      minimum_fare_minor: textToCents(row.minimum_fare_minor),
      picture_url: row.picture_url.trim() === '' ? null : row.picture_url.trim(),
      active: row.active,
    })),
  };
}

// ---- airport fares

export interface FareCell {
  airport: AirportCode;
  district_code: string;
  vehicle_type: string;
}

/** A cell's form key: a flat name without dots, so react-hook-form does not nest it (district codes look like indexes). */
export const cellKey = (cell: FareCell) => `${cell.airport}:${cell.district_code}:${cell.vehicle_type}`;

/** Every cell of the table, airport by airport, district by district, in the vehicle types' order. */
export function fareCells(vehicleCodes: readonly string[]): FareCell[] {
  return AIRPORT_CODES.flatMap((airport) =>
    DISTRICTS.flatMap((district) =>
      vehicleCodes.map((vehicle_type) => ({ airport, district_code: district.code, vehicle_type })),
    ),
  );
}

export interface FareValues {
  cells: Record<string, string>;
}

export function toFareValues(fares: readonly AirportFare[], vehicleCodes: readonly string[]): FareValues {
  const byKey = new Map(fares.map((fare) => [cellKey(fare), fare.fare_minor]));
  return {
    cells: Object.fromEntries(
      fareCells(vehicleCodes).map((cell) => [cellKey(cell), centsToText(byKey.get(cellKey(cell)))]),
    ),
  };
}

/**
 * `PUT /api/admin/cab-airport-fares`: every cell of the table, in `fareCells`
 * order (so `fares.<n>` in an error names one cell); an empty box is null,
 * which removes that fixed fare (the ride is then metered).
 */
export function toAirportFaresBody(values: FareValues, vehicleCodes: readonly string[]) {
  return {
    fares: fareCells(vehicleCodes).map((cell) => ({
      ...cell,
      fare_minor: textToCents(values.cells[cellKey(cell)] ?? '') ?? null,
    })),
  };
}

/** Where an error about `fares.<n>.…` belongs in the table: that cell's box. */
export function fareFieldOf(vehicleCodes: readonly string[]): (field: string) => string {
  const cells = fareCells(vehicleCodes);
  return (field) => {
    const match = /^fares\.(\d+)(?:\.|$)/.exec(field);
    const cell = match ? cells[Number(match[1])] : undefined;
    return cell ? `cells.${cellKey(cell)}` : field;
  };
}
