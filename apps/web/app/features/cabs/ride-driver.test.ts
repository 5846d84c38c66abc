import { describe, expect, it } from 'vitest';
import { driverVehicleName } from './components/ride-detail.tsx';

const vehicle = { code: 'saloon', name: 'Sedan', seats: 4 };
const driver = {
  name: 'Andreas Christou',
  mobile: '+357 99300001',
  gender: 'male',
  vehicle_number: 'NAX 100',
  seats: 4,
  vehicle_photo_url: null,
};

describe('the driver’s vehicle on a ride', () => {
  it('is named as the page names the booked vehicle, not by its code', () => {
    expect(driverVehicleName({ vehicle, driver: { ...driver, vehicle_type: 'saloon' } })).toBe('Sedan');
  });

  it('reads a type the ride does not name as words, never as a raw code', () => {
    expect(driverVehicleName({ vehicle, driver: { ...driver, vehicle_type: 'people_carrier' } })).toBe(
      'People carrier',
    );
  });
});
