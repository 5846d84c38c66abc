import { CYPRUS_TIME_ZONE } from './dates.ts';

/**
 * Reading and writing wall-clock times in Cyprus whatever zone the device or
 * server is set to: a `datetime-local` box, a close date's "end of that day",
 * an offer's start. One place for the summer-time arithmetic.
 */

const partFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: CYPRUS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in Cyprus shows at an instant (ms since the epoch). */
export function cyprusWallClock(instant: number): WallClock {
  const parts = Object.fromEntries(partFormatter.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes Cyprus is ahead of UTC at an instant (120 in winter, 180 in summer). */
export function cyprusOffsetMinutes(instant: number): number {
  const w = cyprusWallClock(instant);
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - instant) / 60_000);
}

/** The instant at which Cyprus's clock shows a wall time, given as if it were UTC (`Date.UTC(...)`). */
export function cyprusWallToInstant(wallAsUtc: number): number {
  // The offset at the first guess settles the summer-time edges.
  const guess = wallAsUtc - cyprusOffsetMinutes(wallAsUtc) * 60_000;
  return wallAsUtc - cyprusOffsetMinutes(guess) * 60_000;
}

/** "2026-12-01T09:30" read in Cyprus as an ISO instant, or null when it is no such value. */
export function cyprusInputToIso(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed)) return null;
  const wall = Date.parse(`${trimmed}:00Z`);
  if (Number.isNaN(wall)) return null;
  return new Date(cyprusWallToInstant(wall)).toISOString();
}

/** An ISO instant as a `datetime-local` value in Cyprus time ("2026-12-01T09:30"). */
export function isoToCyprusInput(iso: string): string {
  const w = cyprusWallClock(Date.parse(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}`;
}
