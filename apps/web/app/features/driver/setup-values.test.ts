import { driverSetupBody, type DriverProfile } from '@bedesten/core/schemas/cabs';
import { isMessageKey, message } from '@bedesten/core/messages/catalogue';
import { fieldErrorsFromIssues, type ValidationIssue } from '@bedesten/core/validation/field-errors';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RADIUS_KM, setupBodyOf, setupValuesOf } from './setup-values.ts';

describe('the driver-setup form values', () => {
  it('start from the account for a new driver and send what the API accepts once filled', () => {
    const values = setupValuesOf(null, { name: 'Elena Georgiou', mobile: '99123456' });
    expect(values).toMatchObject({ name: 'Elena Georgiou', mobile: '99123456', country_code: '+357' });
    expect(values.service_radius_km).toBe(String(DEFAULT_RADIUS_KM));
    const body = setupBodyOf({
      ...values,
      gender: 'female',
      vehicle_type: 'saloon',
      vehicle_number: 'KXA 123',
      seats: '4',
      licence_number: 'DL-1234',
      identity_number: 'ID-5678',
      vehicle_photo_url: ['/uploads/images/3f2a0e7c-1111-4222-8333-444455556666/800.webp'],
      documents: ['/api/documents/3f2a0e7c-1111-4222-8333-444455556666'],
      base_lat: '35,1856',
      base_lng: '33.3823',
    });
    expect(body).toMatchObject({ seats: 4, base_lat: 35.1856, service_radius_km: DEFAULT_RADIUS_KM });
    expect(driverSetupBody.safeParse(body).success).toBe(true);
  });

  it('leaves an empty number as NaN, so the API refuses it rather than reading 0', () => {
    const body = setupBodyOf(setupValuesOf(null, { name: '', mobile: '' }));
    expect(Number.isNaN(body.seats)).toBe(true);
    expect(body.vehicle_photo_url).toBe('');
  });

  it('word an empty vehicle type and photo for the driver: "choose", "add", not a code rule or an image type', () => {
    const body = setupBodyOf(setupValuesOf(null, { name: 'Elena Georgiou', mobile: '99123456' }));
    const result = driverSetupBody.safeParse(body, { reportInput: true });
    const fields = fieldErrorsFromIssues(result.error!.issues as unknown as ValidationIssue[], isMessageKey);
    expect(fields.vehicle_type?.map((m) => m.key)).toEqual(['vehicle_type_required']);
    expect(fields.vehicle_photo_url?.map((m) => m.key)).toEqual(['vehicle_photo_required']);
    expect(message('vehicle_type_required', 'en')).toBe('Please choose your vehicle type');
    expect(message('vehicle_photo_required', 'tr')).toBe('Lütfen aracınızın bir fotoğrafını ekleyin');
    // A picture from elsewhere is still the wrong kind of image.
    const foreign = driverSetupBody.safeParse({ ...body, vehicle_photo_url: 'https://example.com/car.jpg' });
    expect(foreign.error!.issues.find((i) => i.path[0] === 'vehicle_photo_url')?.message).toBe('invalid_image_type');
  });

  it('fill the form again from a saved profile', () => {
    const profile = {
      name: 'Ali Çelik',
      country_code: '+90',
      mobile: '5321234567',
      gender: 'male',
      vehicle_type: 'minivan',
      vehicle_number: 'GAX 120',
      seats: 8,
      licence_number: 'L-1',
      identity_number: 'I-1',
      vehicle_photo_url: '/p.webp',
      documents: ['/api/documents/x'],
      base_lat: 35.3,
      base_lng: 33.3,
      service_radius_km: 40,
    } as DriverProfile;
    expect(setupValuesOf(profile, { name: 'x', mobile: 'y' })).toMatchObject({
      name: 'Ali Çelik',
      seats: '8',
      vehicle_photo_url: ['/p.webp'],
      service_radius_km: '40',
    });
  });
});
