import { z } from 'zod';
import { imageUrlSchema } from '../catalogue/image-url.ts';
import { latitudeSchema, longitudeSchema } from '../geo/coordinates.ts';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { BROADCAST_REQUEST_STATUSES } from '../requests/request-status.ts';

/**
 * Broadcast requests (SPEC.md §3: title, location, interest category,
 * description, shopping list, budget (optional), date, image, voice note,
 * close date). A customer posts one; staff approve it; vendors whose
 * category matches and whose delivery area covers it reply through chat.
 */

export const REQUEST_TITLE_MAX = 120;
export const REQUEST_DESCRIPTION_MIN = 10;
export const REQUEST_DESCRIPTION_MAX = 2000;
export const SHOPPING_LIST_MAX_LINES = 50;
export const SHOPPING_ITEM_MAX = 100;
export const QUANTITY_MAX = 999;
export const REQUEST_PHOTOS_MAX = 5;

const UPLOAD_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A voice note our audio upload checked and kept (`/uploads/audio/<id>.<ext>`). */
export const AUDIO_URL_PATTERN = new RegExp(`^/uploads/audio/${UPLOAD_ID}\\.(webm|ogg|m4a|mp3|wav)$`);

const shoppingLine = z.object({
  item: z.string().trim().min(1).max(SHOPPING_ITEM_MAX),
  quantity: z.coerce
    .number()
    .int('request_quantity_invalid')
    .min(1, 'request_quantity_invalid')
    .max(QUANTITY_MAX, 'request_quantity_invalid'),
});

/** `POST /api/broadcast-requests` and `PUT /api/broadcast-requests/:id`. */
export const saveBroadcastRequestBody = z.object({
  title: z.string().trim().min(3).max(REQUEST_TITLE_MAX),
  description: z.string().trim().min(REQUEST_DESCRIPTION_MIN).max(REQUEST_DESCRIPTION_MAX),
  category_id: z.uuid(),
  location: z.string().trim().min(1).max(200),
  lat: latitudeSchema,
  lng: longitudeSchema,
  shopping_list: z.array(shoppingLine).max(SHOPPING_LIST_MAX_LINES, 'request_list_too_long').default([]),
  /** Minor units of the deployment's currency; null or left out: no budget. */
  budget: z.number().int().min(0, 'request_budget_invalid').max(100_000_000).nullish(),
  /** A calendar day, YYYY-MM-DD; not before today (Cyprus time). */
  date_needed: z.iso.date(),
  /** When the request stops taking replies: after now, at most 30 days ahead. */
  close_date: z.iso.datetime({ offset: true }),
  photos: z.array(imageUrlSchema).max(REQUEST_PHOTOS_MAX, 'request_too_many_photos').default([]),
  voice_note_url: z.string().trim().regex(AUDIO_URL_PATTERN, 'invalid_audio_type').nullish(),
});
export type SaveBroadcastRequestBody = z.infer<typeof saveBroadcastRequestBody>;

export const broadcastRequestIdParams = z.object({ id: z.uuid() });
export const broadcastRequestIdBody = z.object({ id: z.uuid() });
export const replyToBroadcastRequestBody = z.object({ request_id: z.uuid() });
export const rejectBroadcastRequestBody = z.object({ id: z.uuid(), reason: z.string().trim().min(1).max(500) });

/** `GET /api/broadcast-requests?page=&status=` (own) and `GET /api/admin/broadcast-requests?status=&page=`. */
export const broadcastRequestsQuery = pageQuerySchema.extend({
  status: z.enum(BROADCAST_REQUEST_STATUSES).optional(),
});

const requestCore = {
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.object({ id: z.uuid(), name: z.string() }),
  location: z.string(),
  lat: z.number(),
  lng: z.number(),
  shopping_list: z.array(z.object({ item: z.string(), quantity: z.number().int() })),
  budget: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  date_needed: z.string(),
  photos: z.array(z.string()),
  voice_note: z.object({ url: z.string(), duration_seconds: z.number().int() }).nullable(),
  close_date: z.iso.datetime(),
  reply_count: z.number().int(),
  created_at: z.iso.datetime(),
};

/** The owner's (and staff's) view: status as it stands now (past the close date reads `closed`). */
export const broadcastRequestSchema = z.object({
  ...requestCore,
  status: z.enum(BROADCAST_REQUEST_STATUSES),
  rejection_reason: z.string().nullable(),
  approved_at: z.iso.datetime().nullable(),
  closed_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
});
export type BroadcastRequest = z.infer<typeof broadcastRequestSchema>;

/** Staff's queue: who asked, too. */
export const adminBroadcastRequestSchema = broadcastRequestSchema.extend({
  requester: z.object({ id: z.uuid(), name: z.string() }),
});

/** A vendor's view of an open approved request near them: the requester by first name and initial only. */
export const vendorBroadcastRequestSchema = z.object({
  ...requestCore,
  requester_name: z.string(),
  distance_km: z.number(),
  replied: z.boolean(),
});
export type VendorBroadcastRequest = z.infer<typeof vendorBroadcastRequestSchema>;

export const broadcastRequestListSchema = pagedListSchema(broadcastRequestSchema);
export const adminBroadcastRequestListSchema = pagedListSchema(adminBroadcastRequestSchema);
export const vendorBroadcastRequestListSchema = pagedListSchema(vendorBroadcastRequestSchema);

/**
 * `GET /api/broadcast-requests/:id/replies` (the request's owner): each shop
 * that replied, first reply first, with the words of its reply (the chat
 * message that quoted the request; null when it sent none) and the
 * conversation to go on in. `store_slug` is null when the store is no longer
 * open to customers.
 */
export const broadcastRequestRepliesSchema = z.object({
  data: z.array(
    z.object({
      store_id: z.uuid(),
      store_title: z.string(),
      store_slug: z.string().nullable(),
      store_image_url: z.string().nullable(),
      replied_at: z.iso.datetime(),
      message: z.string().nullable(),
      conversation_id: z.uuid().nullable(),
    }),
  ),
});
export type BroadcastRequestReplies = z.infer<typeof broadcastRequestRepliesSchema>['data'];

/** What the chat needs to start (or continue) the conversation a reply opens. */
export const broadcastRequestReplySchema = z.object({
  request_id: z.uuid(),
  request_title: z.string(),
  customer_user_id: z.uuid(),
  store_id: z.uuid(),
  /** The store's conversation with the requester, opened by the first reply (the chat continues there). */
  conversation_id: z.uuid(),
  first_reply: z.boolean(),
});
