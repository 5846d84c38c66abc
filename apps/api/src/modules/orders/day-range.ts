/** The marketplace's clock: Cyprus. A vendor's "orders of 3 March" are Cyprus's 3 March. */
const ZONE = 'Europe/Nicosia';

function offsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - at.getTime();
}

/** Midnight to midnight of a yyyy-mm-dd day in Cyprus, as instants. */
export function dayRange(day: string): { start: Date; end: Date } {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  const start = new Date(midnightUtc.getTime() - offsetMs(midnightUtc));
  const nextUtc = new Date(midnightUtc.getTime() + 86_400_000);
  const end = new Date(nextUtc.getTime() - offsetMs(nextUtc));
  return { start, end };
}
