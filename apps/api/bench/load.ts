import autocannon from 'autocannon';

/** Issue 16's targets on this machine at 10 connections: the API, and the server-rendered page. */
export const BUDGETS = {
  api: { requests_per_second: 1000, p99_ms: 30 },
  page: { requests_per_second: 300, p99_ms: 60 },
} as const;

export interface Scenario {
  name: string;
  /** `api`: a JSON read; `page`: a server-rendered page; `write`: measured, not budgeted. */
  kind: 'api' | 'page' | 'write';
  url: string;
  /** Sent with every request: `cache-control: no-cache` measures a public read past the read cache (ADR 0055). */
  headers?: Record<string, string>;
}

export interface ScenarioResult extends Scenario {
  requests_per_second: number;
  /** Answered in the whole run (not kept for write rows, nor by runs before 2026-11-28's evening). */
  requests?: number;
  latency_ms: { p50: number; p97_5: number; p99: number; max: number };
  /** Requests that failed on the wire (time-outs included). */
  errors: number;
  /** Answers outside 2xx; counted apart from `errors`. */
  non_2xx: number | null;
  /** Body size of one uncompressed answer, and per item of its list where it has one. */
  bytes_per_answer: number | null;
  items: number | null;
  bytes_per_item: number | null;
  within_budget: boolean | null;
}

/** The list an answer carries (`data`, or the search box's two lists), to price a payload per item. */
function itemCount(body: unknown): number | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.data)) return record.data.length;
  if (Array.isArray(record.stores) && Array.isArray(record.products))
    return record.stores.length + record.products.length;
  return null;
}

/**
 * Seconds of load before each measured run, not counted (BENCH_WARMUP): what a long-running server answers once
 * the scenario's code is compiled, not what its first requests cost.
 */
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);

/**
 * One warm-up call (which must succeed: a bench of error pages proves
 * nothing), `WARMUP_S` of the same load not counted, then the measured run:
 * autocannon in a worker thread, so the load generator does not share the
 * server's event loop.
 */
export async function runScenario(
  address: string,
  scenario: Scenario,
  options: { connections: number; duration: number },
): Promise<ScenarioResult> {
  const warm = await fetch(address + scenario.url, {
    headers: { 'accept-encoding': 'identity', ...scenario.headers },
  });
  const text = await warm.text();
  if (!warm.ok) throw new Error(`${scenario.url} answered ${warm.status}: ${text.slice(0, 500)}`);
  const bytes = Buffer.byteLength(text);
  let items: number | null = null;
  if (scenario.kind === 'api') {
    try {
      items = itemCount(JSON.parse(text));
    } catch {
      items = null;
    }
  }
  const load = (duration: number) =>
    autocannon({
      url: address + scenario.url,
      ...(scenario.headers ? { headers: scenario.headers } : {}),
      connections: options.connections,
      duration,
      workers: 1,
    });
  if (WARMUP_S > 0) await load(WARMUP_S);
  const result = await load(options.duration);
  const rps = Math.round(result.requests.average);
  const budget = scenario.kind === 'write' ? null : BUDGETS[scenario.kind];
  return {
    ...scenario,
    requests_per_second: rps,
    requests: result.requests.total,
    latency_ms: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    non_2xx: result.non2xx,
    bytes_per_answer: bytes,
    items,
    bytes_per_item: items ? Math.round(bytes / items) : null,
    within_budget: budget
      ? rps >= budget.requests_per_second && result.latency.p99 <= budget.p99_ms && result.non2xx === 0
      : null,
  };
}
