import type { Address } from '@bedesten/core/schemas/address';
import type { AddressRow } from './addresses.repository.ts';

/** A stored address in SPEC.md §3's field names. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    address: row.address,
    landmark: row.landmark,
    state: row.state,
    city: row.city,
    country: row.country,
    pin_code: row.pinCode,
    address_type: row.addressType,
    is_default: row.isDefault,
    user_lat: row.lat,
    user_long: row.lng,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
