import { dateTextToIso } from '~/lib/format-date-input.ts';

/** Minutes between the times offered for a pickup or a return. */
export const TIME_STEP_MINUTES = 15;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "2026-11-26T09:30" -> { day: "2026-11-26", time: "09:30" }; empty parts for anything else. */
export function splitDateTime(value: string | null | undefined): { day: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value ?? '');
  return match ? { day: match[1]!, time: match[2]! } : { day: '', time: '' };
}

/** The draft's "YYYY-MM-DDTHH:MM" from a day (ISO, or as typed) and a time; null until both are real. */
export function joinDateTime(day: string, time: string): string | null {
  const iso = dateTextToIso(day);
  return iso && TIME.test(time) ? `${iso}T${time}` : null;
}

/** The day's times in 24-hour "HH:MM" every quarter of an hour, with `keep` (a restored draft's) among them. */
export function timeOptions(keep = ''): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_STEP_MINUTES) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  if (TIME.test(keep) && !times.includes(keep)) times.push(keep);
  return times.sort();
}
