import type { FieldMessage } from '../errors/app-error.ts';
import { CYPRUS_TIME_ZONE } from '../i18n/dates.ts';
import { BROADCAST_REQUEST_MAX_OPEN_DAYS } from './request-status.ts';

/** Today's calendar day in Cyprus, YYYY-MM-DD. */
export function cyprusToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CYPRUS_TIME_ZONE }).format(now);
}

/**
 * The date rules of a request: the day needed is today or later (Cyprus
 * time); the close date is after now and at most 30 days ahead. Answers
 * field errors, empty when both hold.
 */
export function requestDateErrors(
  body: { date_needed: string; close_date: string },
  now: Date,
): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  if (body.date_needed < cyprusToday(now)) errors.date_needed = [{ key: 'request_date_past' }];
  const closes = new Date(body.close_date).getTime();
  const latest = now.getTime() + BROADCAST_REQUEST_MAX_OPEN_DAYS * 24 * 60 * 60 * 1000;
  if (!(closes > now.getTime() && closes <= latest)) {
    errors.close_date = [{ key: 'request_close_date_invalid', params: { n: BROADCAST_REQUEST_MAX_OPEN_DAYS } }];
  }
  return errors;
}
