import { signUpVendorViaApi, uploadLicenceViaApi } from './staff.ts';
import { accountWithToken, uploadPicture, type Account } from './staff-queues.ts';

/**
 * What the staff cab journeys set up through the real API: fresh accounts
 * (signed up by mobile and a code, as `/vendor/sign-up` does) that set up a
 * driver profile with a tus-uploaded vehicle photo and licence document, as
 * `/driver/setup` sends it; the profile waits for staff.
 */

export interface ApiDriver {
  account: Account;
  id: string;
  name: string;
  vehicleNumber: string;
}

/** Letters only (driver names refuse digits): a run's time in base 36, digits spelt as letters. */
export function lettersOf(text: string): string {
  return text.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
}

/** A fresh account whose driver profile (a saloon based in Nicosia, 30 km around) waits for staff. */
export async function createDriverViaApi(baseUrl: string, name: string, vehicleNumber: string): Promise<ApiDriver> {
  const vendor = await signUpVendorViaApi(baseUrl, name);
  const account = accountWithToken(baseUrl, vendor.token);
  const [document, photo] = await Promise.all([uploadLicenceViaApi(baseUrl, vendor), uploadPicture(account)]);
  const created = await account.json<{ data: { id: string; status: string } }>('POST', '/api/driver-setup', {
    name,
    country_code: '+357',
    mobile: vendor.mobile,
    gender: 'female',
    vehicle_type: 'saloon',
    vehicle_number: vehicleNumber,
    seats: 4,
    licence_number: 'DL-445566',
    identity_number: 'ID-778899',
    vehicle_photo_url: photo.url,
    documents: [document],
    base_lat: 35.1725,
    base_lng: 33.3617,
    service_radius_km: 30,
  });
  if (created.data.status !== 'pending') throw new Error(`driver-setup: expected pending, got ${created.data.status}`);
  return { account, id: created.data.id, name, vehicleNumber };
}

/** The driver's own notifications, newest first. */
export async function noticesOf(driver: ApiDriver): Promise<string[]> {
  const list = await driver.account.json<{ data: { message: string }[] }>('GET', '/api/notification-list?per_page=50');
  return list.data.map((notice) => notice.message);
}
