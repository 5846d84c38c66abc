import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../geo/coordinates.ts';
import { isInCyprus } from '../geo/cyprus.ts';
import { pagedListSchema } from '../paging/paged-list.ts';
import { personNameSchema } from '../validation/person-name.ts';

/** SPEC.md §3 Address. */
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * `add-user-address` / `user-addresses`: creates an address, or updates the
 * caller's own address named by `id`. Lat/long are the map's pin (dragged,
 * tapped, "use my location" or a town's centre); both or neither, and on
 * Cyprus. Checkout measures delivery from the pin, from the town without one.
 */
export const saveAddressBody = z
  .object({
    id: z.uuid().optional(),
    name: personNameSchema,
    contact: z
      .string()
      .trim()
      .min(1)
      .regex(/^\+?[0-9 ()-]{6,20}$/, 'invalid'),
    address: z.string().trim().min(3).max(255),
    landmark: z.string().trim().max(255).optional(),
    state: text(100),
    city: text(100),
    country: text(100).default('Cyprus'),
    pin_code: z
      .string()
      .trim()
      .regex(/^$|^[A-Za-z0-9 -]{3,10}$/, 'invalid')
      .optional(),
    address_type: z.enum(ADDRESS_TYPES).default('home'),
    is_default: z.boolean().default(false),
    user_lat: latitudeSchema.nullable().optional(),
    user_long: longitudeSchema.nullable().optional(),
  })
  .superRefine(
    (value, ctx) => {
      const hasLat = value?.user_lat != null;
      const hasLong = value?.user_long != null;
      if (hasLat !== hasLong)
        ctx.addIssue({ code: 'custom', message: 'required', path: [hasLat ? 'user_long' : 'user_lat'] });
      // Delivery is measured from the pin: one dropped in the sea or abroad would price a trip nobody makes.
      else if (hasLat && !isInCyprus({ lat: value.user_lat!, lng: value.user_long! }))
        ctx.addIssue({ code: 'custom', message: 'address_outside_cyprus', path: ['user_lat'] });
    },
    { when: () => true },
  );
export type SaveAddressBody = z.infer<typeof saveAddressBody>;

export const addressSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contact: z.string(),
  address: z.string(),
  landmark: z.string(),
  state: z.string(),
  city: z.string(),
  country: z.string(),
  pin_code: z.string(),
  address_type: z.enum(ADDRESS_TYPES),
  is_default: z.boolean(),
  user_lat: z.number().nullable(),
  user_long: z.number().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressIdBody = z.object({ id: z.uuid() });
export const addressIdParams = z.object({ id: z.uuid() });

export const addressResponseSchema = z.object({ data: addressSchema });
export const maybeAddressResponseSchema = z.object({ data: addressSchema.nullable() });
export const addressListResponseSchema = pagedListSchema(addressSchema);
export const addressDeletedResponseSchema = z.object({ data: z.object({ id: z.uuid(), message: z.string() }) });
