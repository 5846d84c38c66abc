import { cyprusWallToInstant } from '@bedesten/core/i18n/cyprus-clock';
import { minorToInput, parseMinorUnits } from '@bedesten/core/money/minor-units';
import { cyprusToday } from '@bedesten/core/requests/request-rules';
import { BROADCAST_REQUEST_MAX_OPEN_DAYS } from '@bedesten/core/requests/request-status';
import type { BroadcastRequest } from '@bedesten/core/schemas/requests';

/**
 * What the request form types and what the API takes. Boxes hold text, so an
 * empty budget is "no budget" rather than 0, and text that is not a number
 * goes on as typed for the shared zod schema to word ("Invalid Budget").
 * Money is typed in euros and sent in cents. The close date is picked as a
 * day and means the end of that day in Cyprus, never past the 30-day limit.
 */

export interface ShoppingLineValues {
  item: string;
  quantity: string;
}

export interface VoiceNoteValue {
  url: string;
  duration_seconds: number;
}

export interface RequestFormValues {
  title: string;
  description: string;
  category_id: string;
  location: string;
  lat: string;
  lng: string;
  shopping_list: ShoppingLineValues[];
  budget: string;
  date_needed: string;
  /** YYYY-MM-DD; the request closes at the end of that day (Cyprus time). */
  close_day: string;
  photos: string[];
  voice_note: VoiceNoteValue | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a new request stays open unless the person says otherwise. */
export const DEFAULT_OPEN_DAYS = 7;

/** Where an API field's message belongs in the form. */
export function formFieldOf(field: string): string {
  if (field === 'close_date') return 'close_day';
  if (field === 'voice_note_url') return 'voice_note';
  if (field.startsWith('photos.')) return 'photos';
  return field;
}

/** A calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const at = Date.parse(`${day}T12:00:00Z`) + days * DAY_MS;
  return new Date(at).toISOString().slice(0, 10);
}

/** The first and last day the close-date box offers. */
export function closeDayRange(now: Date): { min: string; max: string } {
  const today = cyprusToday(now);
  return { min: today, max: addDays(today, BROADCAST_REQUEST_MAX_OPEN_DAYS) };
}

/**
 * The instant a request picked to close on `day` closes: 23:59 that day in
 * Cyprus, or the last moment the 30-day limit allows when that comes first.
 * A day past the limit, or one that is not a day, is passed on for the rules
 * to refuse.
 */
export function closeDateIso(day: string, now: Date): string {
  const trimmed = day.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const wall = Date.parse(`${trimmed}T23:59:00Z`);
  if (Number.isNaN(wall)) return trimmed;
  const end = cyprusWallToInstant(wall);
  // A minute short of the limit, so the API (a moment later) still finds it within 30 days.
  const latest = now.getTime() + BROADCAST_REQUEST_MAX_OPEN_DAYS * DAY_MS - 60_000;
  const limitDay = closeDayRange(now).max;
  const closes = trimmed <= limitDay ? Math.min(end, latest) : end;
  return new Date(closes).toISOString();
}

/** The Cyprus day an instant falls on (YYYY-MM-DD). */
export function cyprusDayOf(iso: string): string {
  return cyprusToday(new Date(iso));
}

/** "12.50" or "12,50" euros -> 1250 cents; empty -> null (no budget); anything else stays text. */
export function budgetOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return parseMinorUnits(trimmed) ?? trimmed;
}

/** A coordinate box: empty -> undefined (required); a number -> number; anything else as typed. */
function coordinateOf(text: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

function quantityOf(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const blankLine = (line: ShoppingLineValues) => line.item.trim() === '' && line.quantity.trim() === '';

/** The `saveBroadcastRequestBody` the API checks; lines left empty are dropped. */
export function toRequestBody(values: RequestFormValues, now: Date) {
  return {
    title: values.title,
    description: values.description,
    category_id: values.category_id,
    location: values.location,
    lat: coordinateOf(values.lat),
    lng: coordinateOf(values.lng),
    shopping_list: values.shopping_list
      .filter((line) => !blankLine(line))
      .map((line) => ({ item: line.item, quantity: quantityOf(line.quantity) })),
    budget: budgetOf(values.budget),
    date_needed: values.date_needed,
    close_date: closeDateIso(values.close_day, now),
    photos: values.photos,
    voice_note_url: values.voice_note?.url ?? null,
  };
}

export const emptyShoppingLine = (): ShoppingLineValues => ({ item: '', quantity: '1' });

/** The form for an existing request, or a new one closing a week from today. */
export function initialRequestValues(request: BroadcastRequest | null, now: Date): RequestFormValues {
  if (!request) {
    return {
      title: '',
      description: '',
      category_id: '',
      location: '',
      lat: '',
      lng: '',
      shopping_list: [emptyShoppingLine()],
      budget: '',
      date_needed: '',
      close_day: addDays(cyprusToday(now), DEFAULT_OPEN_DAYS),
      photos: [],
      voice_note: null,
    };
  }
  return {
    title: request.title,
    description: request.description,
    category_id: request.category.id,
    location: request.location,
    lat: String(request.lat),
    lng: String(request.lng),
    shopping_list: request.shopping_list.length
      ? request.shopping_list.map((line) => ({ item: line.item, quantity: String(line.quantity) }))
      : [emptyShoppingLine()],
    budget: request.budget ? minorToInput(request.budget.amount, request.budget.currency) : '',
    date_needed: request.date_needed,
    close_day: cyprusDayOf(request.close_date),
    photos: [...request.photos],
    voice_note: request.voice_note ? { ...request.voice_note } : null,
  };
}
