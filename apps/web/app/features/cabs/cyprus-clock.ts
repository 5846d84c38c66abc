/**
 * Rides run on the island's clock whatever zone the device is set to: the
 * booking form's `datetime-local` values are read as Cyprus time, the same
 * way the offers feature reads its dates (kept apart: features do not import
 * each other).
 */
const ZONE = 'Asia/Nicosia';

const partFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Cyprus is ahead of UTC at an instant (120 in winter, 180 in summer). */
function offsetMinutes(instant: number): number {
  const parts = Object.fromEntries(partFormatter.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wall - instant) / 60_000);
}

/** "2026-12-01T09:30" in Cyprus as an ISO instant, or null when it is no such value. */
export function cyprusInputToIso(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed)) return null;
  const asUtc = Date.parse(`${trimmed}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guessed instant settles the summer-time edges.
  const guess = asUtc - offsetMinutes(asUtc) * 60_000;
  return new Date(asUtc - offsetMinutes(guess) * 60_000).toISOString();
}
