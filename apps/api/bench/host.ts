import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * How fast the shared host was while the bench ran, so runs on different days can be compared: the same
 * code measured 2,276 s of CI one night and 3,211 s another. `speed_ms` times one fixed single-thread task
 * (hashing and JSON, as a request's work is), the median of five, before and after the run: lower is faster.
 * `steal_percent` is the CPU time the hypervisor gave to other machines during the run (Linux only).
 */
export interface HostReading {
  speed_ms: { before: number; after: number };
  steal_percent: number | null;
}

const SAMPLE = Array.from({ length: 2_000 }, (_, n) => ({
  id: n,
  name: `Product ${n}`,
  price: n * 7,
  tags: ['a', 'b'],
}));
const BLOCK = Buffer.alloc(256 * 1024, 7);

function fixedTask(): number {
  const started = performance.now();
  for (let round = 0; round < 100; round++) {
    createHash('sha256').update(BLOCK).digest('hex');
    JSON.parse(JSON.stringify(SAMPLE));
  }
  return performance.now() - started;
}

/** The median of five runs of the fixed task, in ms (one unmeasured run first warms the JIT). */
export function hostSpeedMs(): number {
  fixedTask();
  const runs = Array.from({ length: 5 }, fixedTask).sort((a, b) => a - b);
  return Math.round(runs[2]! * 10) / 10;
}

/** The machine's CPU counters (`/proc/stat`): all time and stolen time, in ticks; null off Linux. */
export function cpuTicks(): { total: number; steal: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user).
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { total, steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/** Stolen share of the CPU time between two readings, in percent with one decimal. */
export function stealPercent(
  before: { total: number; steal: number } | null,
  after: { total: number; steal: number } | null,
): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return Math.round(((after.steal - before.steal) / (after.total - before.total)) * 1000) / 10;
}
