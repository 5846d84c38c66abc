import { z } from 'zod';

/** `store-delivery-terms`: a store's delivery terms, and, signed in, whether it reaches one of the caller's addresses. */
export const deliveryTermsQuery = z.object({
  store_id: z.uuid(),
  /** One of the caller's saved addresses; without it, their default (or newest) one. */
  address_id: z.uuid().optional(),
});

export const deliveryBandSchema = z.object({
  min_price: z.number().int(),
  max_price: z.number().int(),
  charge: z.number().int(),
  max_distance_km: z.number(),
  max_hours: z.number().int(),
});

export const addressReachSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  /** Km to the store; null when the address cannot be placed on the map (then no store reaches it). */
  distance_km: z.number().nullable(),
  /** Within the store's radius. A band may still reach less far for some order values: checkout says so. */
  deliverable: z.boolean(),
});
export type AddressReach = z.infer<typeof addressReachSchema>;

export const deliveryTermsSchema = z.object({
  store_id: z.uuid(),
  radius_km: z.number(),
  /** Minutes, as the store states it. */
  delivery_time: z.number().int(),
  minimum_order_amount: z.number().int(),
  bands: z.array(deliveryBandSchema),
  /** From this order value (minor units) delivery is free; 0: always free. */
  free_from: z.number().int(),
  /** The asked or default address, measured as checkout measures it; null for guests and callers without one. */
  address: addressReachSchema.nullable(),
  /** Every saved address of the caller, default first (empty for guests): checkout marks the ones out of reach. */
  addresses: z.array(addressReachSchema),
});
export type DeliveryTermsView = z.infer<typeof deliveryTermsSchema>;
export const deliveryTermsResponseSchema = z.object({ data: deliveryTermsSchema });
