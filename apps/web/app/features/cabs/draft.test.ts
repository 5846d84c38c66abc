import { describe, expect, it } from 'vitest';
import { emptyCab } from '~/lib/client-state/state.ts';
import {
  localToIso,
  missingTripFields,
  prefillDetails,
  touchesAirport,
  tripErrorsOf,
  vehicleListQuery,
} from './draft.ts';

const NICOSIA = { lat: 35.1856, lng: 33.3823, address: 'Nicosia' };
const LCA = { lat: 34.8751, lng: 33.6249, address: 'Larnaca Airport (LCA)' };

describe('cab draft', () => {
  it('turns a datetime-local value into an instant and refuses anything else', () => {
    // Cyprus is UTC+2 in winter, UTC+3 in summer.
    expect(localToIso('2026-12-01T09:30')).toBe('2026-12-01T07:30:00.000Z');
    expect(localToIso('2026-07-01T09:30')).toBe('2026-07-01T06:30:00.000Z');
    expect(localToIso('')).toBeNull();
    expect(localToIso('tomorrow')).toBeNull();
  });

  it('asks for the vehicle list only with both places and a pickup time, return time only for a return', () => {
    const cab = { ...emptyCab(), pickup: NICOSIA, destination: LCA, pickupDateTime: '2026-12-01T09:30' };
    expect(vehicleListQuery({ ...cab, pickup: null })).toBeNull();
    expect(vehicleListQuery({ ...cab, returnDateTime: '2026-12-02T09:30' })).toMatchObject({
      way_type: 'one_way',
      return_at: undefined,
      from_lat: 35.1856,
      to_lng: 33.6249,
    });
    expect(vehicleListQuery({ ...cab, wayType: 'return', returnDateTime: '2026-12-02T09:30' })).toMatchObject({
      way_type: 'return',
      return_at: '2026-12-02T07:30:00.000Z',
    });
    expect(missingTripFields({ ...emptyCab(), wayType: 'return' })).toEqual(['from', 'to', 'pickup_at', 'return_at']);
    expect(missingTripFields(cab)).toEqual([]);
  });

  it('puts the API messages under the trip fields, coordinates under their place', () => {
    expect(
      tripErrorsOf({ errors: { to: ['Please select a correct destination'], from_lat: ['x'], pickup_at: 'Past' } }),
    ).toEqual({ to: 'Please select a correct destination', from: 'x', pickup_at: 'Past' });
    expect(tripErrorsOf(null)).toEqual({});
    expect(tripErrorsOf({ errors: 'oops' })).toEqual({});
  });

  it('hints at an airport transfer when either end is at an airport', () => {
    expect(touchesAirport(NICOSIA, LCA)).toBe(true);
    expect(touchesAirport(NICOSIA, null)).toBe(false);
  });

  it('prefills the form from the account and keeps what was typed', () => {
    const user = {
      first_name: 'Ayşe',
      name: 'Ayşe Yılmaz Kaya',
      email: 'a@b.cy',
      mobile: '99123456',
      country_code: '+357',
    };
    expect(prefillDetails(null, user)).toEqual({
      first_name: 'Ayşe',
      last_name: 'Yılmaz Kaya',
      email: 'a@b.cy',
      country_code: '+357',
      mobile: '99123456',
      comments: '',
    });
    expect(
      prefillDetails({ ...prefillDetails(null, null), mobile: '99000000', comments: 'Two bags' }, user),
    ).toMatchObject({
      mobile: '99000000',
      comments: 'Two bags',
      email: 'a@b.cy',
    });
  });
});
