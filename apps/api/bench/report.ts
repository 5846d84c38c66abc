import { readFile, writeFile } from 'node:fs/promises';
import type { HostReading } from './host.ts';
import type { ScenarioResult } from './load.ts';
import type { ServedProcessResult } from './served-process.ts';

export interface BenchRun {
  at: string;
  dataset: { stores: number; products: number; variants: number };
  connections: number;
  duration_s: number;
  /** Seconds of each scenario's load before its measured run, not counted (since 2026-12-02; before, one call). */
  warmup_s?: number;
  node: string;
  cpus: number;
  cpu_model: string | undefined;
  web_build: boolean;
  /** One-minute load average as the run began and ended: above the CPU count, others were using the machine. */
  load_average?: { before: number; after: number };
  /** The host's speed on a fixed task before and after, and the CPU stolen by other machines (since 2026-12-02). */
  host?: HostReading;
  results: ScenarioResult[];
  /** How often the customer of the "[while customers write]" rows added to a cart (ADR 0072). */
  cart_adds_per_second_while_writing?: number;
  /** EXPLAIN ANALYZE execution time (ms) of each public list's SQL on this dataset. */
  sql_ms: Record<string, number>;
  /** The server in its own process as `npm run serve` starts it: start times and resident memory. */
  served?: ServedProcessResult;
}

export interface BenchReport {
  note: string;
  budgets: unknown;
  /** One run per catalogue size, keyed by its product count: a run replaces only its own size. */
  runs: Record<string, BenchRun>;
}

export async function mergeReport(file: string, run: BenchRun, budgets: unknown): Promise<BenchReport> {
  let report: BenchReport = { note: '', budgets, runs: {} };
  try {
    const previous = JSON.parse(await readFile(file, 'utf8')) as Partial<BenchReport>;
    if (previous.runs) report.runs = previous.runs;
  } catch {
    // No earlier report, or the old single-run shape: start afresh.
  }
  report = {
    note: 'npm run bench (apps/api/bench/run.ts). Figures are lower bounds when the machine was shared.',
    budgets,
    runs: { ...report.runs, [String(run.dataset.products)]: run },
  };
  // Formatted as the repository's Prettier would, so `npm run lint` passes on a fresh bench result.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(JSON.stringify(report, null, 2), { ...options, filepath: file }));
  return report;
}

const cell = (r: ScenarioResult | undefined) =>
  r
    ? `${r.requests_per_second} | ${r.latency_ms.p99}${r.errors || r.non_2xx ? ` (${r.errors + (r.non_2xx ?? 0)} failed)` : ''}`
    : '– | –';

/** docs/performance.md: every scenario, one column pair per catalogue size, smallest first. */
export function performanceMarkdown(report: BenchReport): string {
  const runs = Object.values(report.runs).sort((a, b) => a.dataset.products - b.dataset.products);
  const names = [...new Set(runs.flatMap((run) => run.results.map((r) => r.name)))];
  const sizes = runs.map((run) => run.dataset.products.toLocaleString('en'));
  const first = runs[0];
  const lines = [
    '# Performance',
    '',
    '`npm run bench` seeds a throw-away database (500 stores, `BENCH_PRODUCTS` products, three variants each),',
    'starts the full server (API and server-rendered pages, as `npm run serve` does) and drives each read with',
    'autocannon at 10 connections, then cart and order placement (`apps/api/bench/order-load.ts`). Every figure is',
    'in `apps/api/bench/results/latest.json`; this table is written from it.',
    '',
    `Machine: ${first?.cpus ?? '?'} CPUs (${first?.cpu_model ?? 'unknown'}), Node ${first?.node ?? '?'}, ${first?.duration_s ?? '?'} s a scenario` +
      (first?.warmup_s
        ? `, measured after ${first.warmup_s} s of the same load that is not counted (the code it runs compiled, as on a server that has been up a while).`
        : '.'),
    'A load average well above 0 at the start means the machine was shared with other work: those figures are lower bounds.',
    'The page rows without a mark send no cookie, so they measure what a signed-out visitor gets: a page kept by the',
    'micro-cache for up to 5 s (ADR 0052, and with only the language and consent cookies since ADR 0069), re-rendered',
    'once it expires. The "[signed in]" rows (since 2026-11-28, ADR 0071) send a signed-in customer\'s session with',
    'those choices: the same shared page, whose person the browser draws. The "[rendered]" page rows send',
    '`Cache-Control: no-cache`, so every request is rendered: what a page costs when no one asked for it in the last',
    '5 s (and what every signed-in visitor\'s page cost before ADR 0071). The "[navigation]" rows ask for the page\'s data',
    'as a client navigation does (`.data`), with the language and consent cookies; shared like the document since ADR 0070.',
    'autocannon runs on the same two cores (a worker thread of the bench), so it takes part of the CPU the server could use.',
    'Rows marked "[served process]" drive the server started as `npm run serve` starts it (its Node flags, among them',
    'its heap cap, and its own process, so the load generator is not in its process): cart and order rows since',
    '2026-11-28 (new customers), rendered pages and one uncached API read since that evening. The other rows drive the',
    "bench's in-process server, which runs without the heap cap.",
    'API rows without "[uncached]" are what any caller gets (signed-in ones too since 2026-11-28, ADR 0065): since',
    '2026-11-27 an answer held by the read cache for up to 5 s (ADR 0055); the "[uncached]" rows send',
    '`Cache-Control: no-cache` and measure the query, as a read no one asked for in the last 5 s costs.',
    'A column measured before that date measured every read uncached.',
    'The "[while customers write]" rows (since 2026-12-01, ADR 0072) drive the same page or read while a customer adds',
    `to a cart, each add answered and then 200 ms of pause (${runs
      .filter((run) => run.cart_adds_per_second_while_writing !== undefined)
      .map(
        (run) =>
          `${run.dataset.products.toLocaleString('en')}: ${run.cart_adds_per_second_while_writing} adds a second`,
      )
      .join('; ')}): before that ADR, every add emptied both caches.`,
    `Each run's date and load average (1 min) at start → end: ${runs
      .map(
        (run) =>
          `${run.dataset.products.toLocaleString('en')}: ${run.at.slice(0, 10)}, ${run.load_average ? `${run.load_average.before.toFixed(1)} → ${run.load_average.after.toFixed(1)}` : 'not recorded'}`,
      )
      .join('; ')}.`,
    `The host's speed on a fixed single-thread task (\`bench/host.ts\`, ms before → after the run, lower is faster) and the CPU`,
    `time stolen by other machines during the run, so runs of different days compare: ${runs
      .map(
        (run) =>
          `${run.dataset.products.toLocaleString('en')}: ${run.host ? `${run.host.speed_ms.before} → ${run.host.speed_ms.after} ms, ${run.host.steal_percent ?? '?'} % stolen` : 'not recorded'}`,
      )
      .join('; ')}.`,
    'Targets (issue 16): API ≥ 1 000 req/s with p99 ≤ 30 ms; server-rendered page ≥ 300 req/s with p99 ≤ 60 ms.',
    '',
    `| Scenario | Kind | Bytes/item | ${sizes.map((s) => `${s}: req/s | p99 ms`).join(' | ')} |`,
    `|---|---|---|${sizes.map(() => '---:|---:').join('|')}|`,
  ];
  for (const name of names) {
    const sample = runs.map((run) => run.results.find((r) => r.name === name));
    const any = sample.find(Boolean);
    lines.push(
      `| ${name} | ${any?.kind ?? ''} | ${any?.bytes_per_item ?? ''} | ${sample.map((r) => cell(r)).join(' | ')} |`,
    );
  }
  const served = runs.filter((run) => run.served);
  if (served.length) {
    lines.push(
      '',
      'The server in its own process, as `npm run serve` starts it (its Node flags), on the same database: time from',
      'process start to the first page, first and warm (compile cache filled), and resident memory settled after start',
      'and at its highest while its rendered pages, uncached read, cart adds and orders were driven at 10 connections.',
      'Targets (issue 16): warm start ≤ 3 s; memory under load ≤ 300 MB.',
      '',
      '| Products | Node flags | First start ms | Warm start ms | RSS idle MB | RSS peak MB | Requests |',
      '|---:|---|---:|---:|---:|---:|---:|',
    );
    for (const run of served) {
      const s = run.served!;
      lines.push(
        `| ${run.dataset.products.toLocaleString('en')} | \`${s.node_flags.join(' ')}\` | ${s.start_ms.first} | ${s.start_ms.warm} | ${s.rss_mb.idle} | ${s.rss_mb.peak} | ${s.load.requests} |`,
      );
    }
  }
  const queries = [...new Set(runs.flatMap((run) => Object.keys(run.sql_ms)))];
  if (queries.length) {
    lines.push('', 'EXPLAIN ANALYZE of the public lists’ SQL (execution ms, best of three):', '');
    lines.push(`| Query | ${sizes.join(' | ')} |`, `|---|${sizes.map(() => '---:').join('|')}|`);
    for (const q of queries) lines.push(`| ${q} | ${runs.map((run) => run.sql_ms[q] ?? '–').join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}
