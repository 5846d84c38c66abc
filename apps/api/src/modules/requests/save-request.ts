import { AppError, conflict, notFound } from '@bedesten/core/errors/app-error';
import type { FieldMessage } from '@bedesten/core/errors/app-error';
import { isInCyprus } from '@bedesten/core/geo/cyprus';
import type { Language } from '@bedesten/core/i18n/languages';
import { requestDateErrors } from '@bedesten/core/requests/request-rules';
import { BROADCAST_REQUESTS_PER_HOUR, VOICE_NOTE_MAX_SECONDS } from '@bedesten/core/requests/request-status';
import type { SaveBroadcastRequestBody } from '@bedesten/core/schemas/requests';
import { picturesNotOwned } from '../../lib/owned-pictures.ts';
import type { RequestsDeps } from './requests.deps.ts';
import type { RequestValues } from './requests.repository.ts';

/**
 * Checks what the form sent beyond its shape: an active category, a place in
 * Cyprus, the dates, photos that are the caller's own uploaded pictures, and
 * a voice note that is the caller's own checked upload (its length is the
 * one read from the file, never the client's).
 */
async function toValues(
  deps: RequestsDeps,
  userId: string,
  body: SaveBroadcastRequestBody,
  now: Date,
): Promise<RequestValues> {
  const fields: Record<string, FieldMessage[]> = { ...requestDateErrors(body, now) };
  if (!isInCyprus(body)) fields.location = [{ key: 'request_location_outside' }];
  if (!(await deps.repository.activeCategory(body.category_id)))
    fields.category_id = [{ key: 'request_category_inactive' }];
  // A picture uploaded by someone else is theirs to show, not this request's.
  Object.assign(
    fields,
    await picturesNotOwned(deps.ownsPictures, userId, { photos: body.photos }, [], 'request_photo_not_yours'),
  );
  let voiceNoteSeconds: number | null = null;
  if (body.voice_note_url) {
    const note = await deps.findVoiceNote(userId, body.voice_note_url);
    if (!note) fields.voice_note_url = [{ key: 'upload_not_found' }];
    else if (note.durationSeconds === null || note.durationSeconds > VOICE_NOTE_MAX_SECONDS)
      fields.voice_note_url = [{ key: 'voice_note_too_long' }];
    else voiceNoteSeconds = note.durationSeconds;
  }
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AppError(400, first.key, { fields, ...(first.params ? { params: first.params } : {}) });
  const budget = body.budget ?? null;
  return {
    title: body.title,
    description: body.description,
    categoryId: body.category_id,
    location: body.location,
    lat: body.lat,
    lng: body.lng,
    shoppingList: body.shopping_list.map(({ item, quantity }) => ({ item, quantity })),
    budgetAmount: budget,
    budgetCurrency: budget === null ? null : deps.currency,
    dateNeeded: body.date_needed,
    photos: body.photos,
    voiceNoteUrl: body.voice_note_url ?? null,
    voiceNoteSeconds,
    closesAt: new Date(body.close_date),
  };
}

/** A signed-in person posts a request; it waits for staff (SPEC.md §4). At most 10 an hour (429 past it). */
export async function createRequest(
  deps: RequestsDeps,
  userId: string,
  lang: Language,
  body: SaveBroadcastRequestBody,
  now = new Date(),
) {
  const values = await toValues(deps, userId, body, now);
  const row = await deps.repository.create(userId, lang, values, BROADCAST_REQUESTS_PER_HOUR);
  if (!row) throw new AppError(429, 'requests_too_many');
  return row;
}

/** The owner edits an open request; it goes back to staff. Another person's → 404; a closed one → 409. */
export async function editRequest(
  deps: RequestsDeps,
  userId: string,
  id: string,
  body: SaveBroadcastRequestBody,
  now = new Date(),
) {
  if (!(await deps.repository.findOwn(userId, id))) throw notFound('request_not_found');
  const values = await toValues(deps, userId, body, now);
  const row = await deps.repository.update(userId, id, values);
  if (!row) throw conflict('request_closed');
  return row;
}
