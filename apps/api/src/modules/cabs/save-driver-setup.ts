import { DOCUMENT_URL_PATTERN } from '@bedesten/core/catalogue/image-url';
import { AppError, conflict } from '@bedesten/core/errors/app-error';
import type { DriverSetupBody } from '@bedesten/core/schemas/cabs';
import { normaliseMobile } from '@bedesten/core/validation/phone';
import { checkPicturesOwned, type OwnsPictures } from '../../lib/owned-pictures.ts';
import type { DriverRow, DriverValues, DriversRepository } from './drivers.repository.ts';

/**
 * `POST /api/driver-setup`: any signed-in account (a customer or a vendor,
 * who keeps their store) creates its driver profile or changes it; either
 * way it waits for staff (pending). The vehicle type must be one staff
 * offer, and the documents the caller's own uploads (pointing at another
 * account's document would show staff someone else's licence); so is the
 * vehicle photo riders are shown, unless it is the one the profile has.
 */
export async function saveDriverSetup(
  repository: DriversRepository,
  ownsPictures: OwnsPictures,
  userId: string,
  body: DriverSetupBody,
): Promise<{ row: DriverRow; created: boolean }> {
  const existing = await repository.findOwn(userId);
  if (!(await repository.activeVehicleType(body.vehicle_type)))
    throw new AppError(400, 'vehicle_type_unknown', { fields: { vehicle_type: [{ key: 'vehicle_type_unknown' }] } });
  const kept = existing?.documentUrls ?? [];
  const added = body.documents.filter((url) => !kept.includes(url));
  const ids = added.map((url) => DOCUMENT_URL_PATTERN.exec(url)?.[1]).filter((id): id is string => id !== undefined);
  if (ids.length !== added.length || !(await repository.ownsDocuments(userId, ids)))
    throw new AppError(400, 'upload_not_found', { fields: { documents: [{ key: 'upload_not_found' }] } });
  await checkPicturesOwned(ownsPictures, userId, { vehicle_photo_url: body.vehicle_photo_url }, [
    existing?.vehiclePhotoUrl,
  ]);
  const mobile = normaliseMobile(body.country_code, body.mobile)!;
  const values: DriverValues = {
    name: body.name,
    countryCode: mobile.countryCode,
    mobile: mobile.mobile,
    gender: body.gender,
    vehicleType: body.vehicle_type,
    vehicleNumber: body.vehicle_number.toUpperCase(),
    seats: body.seats,
    licenceNumber: body.licence_number,
    identityNumber: body.identity_number,
    vehiclePhotoUrl: body.vehicle_photo_url,
    documentUrls: [...new Set(body.documents)],
    baseLat: body.base_lat,
    baseLng: body.base_lng,
    serviceRadiusKm: body.service_radius_km,
  };
  if (existing) {
    const row = await repository.update(userId, values);
    if (row) return { row, created: false };
  }
  const row = await repository.create(userId, values);
  if (!row) throw conflict('driver_profile_exists');
  // A new setup after staff deleted the last one: the deletion notice has done its job.
  const deleted = await repository.unseenDeletion(userId);
  if (deleted) await repository.markDeletionSeen(deleted.id);
  return { row, created: true };
}
