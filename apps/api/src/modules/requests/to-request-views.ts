import type { Language } from '@bedesten/core/i18n/languages';
import { effectiveRequestStatus } from '@bedesten/core/requests/request-status';
import { reviewAuthorName } from '@bedesten/core/reviews/author-name';
import type {
  BroadcastRequest,
  BroadcastRequestReplies,
  VendorBroadcastRequest,
} from '@bedesten/core/schemas/requests';
import { localName } from '../listing/local-name.ts';
import type { ReplyRow, RequestRow, VendorRequestRow } from './requests.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function common(row: RequestRow, lang: Language) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: { id: row.category_id, name: localName(row.category_name_en, row.category_name_tr, lang) },
    location: row.location,
    lat: row.lat,
    lng: row.lng,
    shopping_list: row.shopping_list,
    budget: row.budget_amount === null ? null : { amount: row.budget_amount, currency: row.budget_currency ?? 'EUR' },
    date_needed: row.date_needed,
    photos: row.photos,
    voice_note:
      row.voice_note_url === null ? null : { url: row.voice_note_url, duration_seconds: row.voice_note_seconds ?? 0 },
    close_date: iso(row.closes_at),
    reply_count: row.reply_count,
    created_at: iso(row.created_at),
  };
}

/** The owner's and staff's view; a request past its close date reads closed. */
export function toRequest(row: RequestRow, lang: Language, now = new Date()): BroadcastRequest {
  return {
    ...common(row, lang),
    status: effectiveRequestStatus(row.status, new Date(row.closes_at), now),
    rejection_reason: row.rejection_reason,
    approved_at: isoOrNull(row.approved_at),
    closed_at:
      isoOrNull(row.closed_at) ??
      (row.status !== 'closed' && new Date(row.closes_at) <= now ? iso(row.closes_at) : null),
    updated_at: iso(row.updated_at),
  };
}

export function toAdminRequest(row: RequestRow, lang: Language) {
  return { ...toRequest(row, lang), requester: { id: row.user_id, name: row.requester_name } };
}

/** About a kilometre: enough to plan a delivery, not enough to find someone's door before they answer. */
const roughly = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * A vendor's view: who asked by first name and initial only, where to about
 * a kilometre (the distance is measured from the exact point), how far, and
 * whether this store replied.
 */
export function toVendorRequest(row: VendorRequestRow, lang: Language): VendorBroadcastRequest {
  return {
    ...common(row, lang),
    lat: roughly(row.lat),
    lng: roughly(row.lng),
    requester_name: reviewAuthorName(row.requester_name),
    distance_km: Math.round(Number(row.distance_m) / 100) / 10,
    replied: row.replied,
  };
}

/** A shop's reply as the request's owner sees it. */
export function toReply(row: ReplyRow): BroadcastRequestReplies[number] {
  return {
    store_id: row.store_id,
    store_title: row.store_title,
    store_slug: row.store_slug,
    store_image_url: row.store_image_url,
    replied_at: iso(row.replied_at),
    message: row.message,
    conversation_id: row.conversation_id,
  };
}
