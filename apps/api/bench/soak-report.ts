import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SoakCounts } from './soak-clients.ts';

export interface MemorySample {
  /** Seconds into the soak. */
  t: number;
  pid: number;
  rss_mb: number;
  /** The heap as the server last reported it (V8: in use, taken, and the limit its flags set). */
  heap: { used: number; total: number; limit: number } | null;
}

export interface SoakRun {
  at: string;
  seconds: number;
  clients: number;
  dataset: { stores: number; products: number };
  web_build: boolean;
  node: string;
  cpus: number;
  cpu_model: string | undefined;
  load_average_end: number;
  picture_kb: number;
  idle_rss_mb: number | null;
  samples: MemorySample[];
  /** VmHWM of the server at the end: its true resident peak (null when it was restarted). */
  final_hwm_mb: number | null;
  restarts: { pid: number; code: number | null; signal: string | null }[];
  server_pids: number[];
  counts: SoakCounts;
}

const START = '<!-- soak:start (npm run bench:soak writes this section) -->';
const END = '<!-- soak:end -->';

function summaryOf(run: SoakRun) {
  const tallies = Object.values(run.counts.byAction);
  const sum = (field: keyof (typeof tallies)[number]) => tallies.reduce((total, t) => total + t[field], 0);
  const peak = (pick: (s: MemorySample) => number | undefined) => Math.max(0, ...run.samples.map((s) => pick(s) ?? 0));
  return {
    stayed_up: run.restarts.length === 0 && run.server_pids.length === 1,
    requests: sum('requests'),
    other_5xx: sum('other_5xx'),
    unavailable_503: sum('unavailable_503'),
    network_errors: sum('network_errors'),
    too_many_429: sum('too_many'),
    peak_rss_mb: Math.max(
      peak((s) => s.rss_mb),
      run.final_hwm_mb ?? 0,
    ),
    peak_heap_used_mb: peak((s) => s.heap?.used),
    peak_heap_total_mb: peak((s) => s.heap?.total),
    heap_limit_mb: run.samples.find((s) => s.heap)?.heap?.limit ?? null,
  };
}

function markdown(run: SoakRun, summary: ReturnType<typeof summaryOf>): string {
  const rows = Object.entries(run.counts.byAction)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, t]) =>
        `| ${name} | ${t.requests} | ${t.ok} | ${t.refused} | ${t.too_many} | ${t.unavailable_503} | ${t.other_5xx} | ${t.network_errors} | ${t.max_ms} |`,
    );
  const { sockets } = run.counts;
  return [
    START,
    '',
    '## Soak: mixed load under the supervisor',
    '',
    '`npm run bench:soak` (`apps/api/bench/soak.ts`, ADR 0082) starts the server as `npm start` does (its supervisor,',
    `its heap flags) on a throw-away database (${run.dataset.stores} stores, ${run.dataset.products} products) and drives`,
    `${run.clients} clients at once for ${run.seconds} s, one request at a time each, with a chat socket each (and the`,
    "store's), reopened every minute: cached and rendered pages in both languages, API reads past the cache and",
    `not, sign-in and sign-out, ${run.picture_kb} kB 4000×3000 JPEG uploads through tus, invoice PDFs, a chat message`,
    'every 4 s. RSS is read from `/proc/<pid>/status` and the heap through the supervisor’s IPC channel, every 500 ms.',
    '',
    `Run of ${run.at.slice(0, 16).replace('T', ' ')} UTC: ${run.cpus} CPUs (${run.cpu_model ?? 'unknown'}), Node ${run.node},` +
      ` ${run.web_build ? 'pages and API' : '**API only (no web build: no pages)**'}, load average ${run.load_average_end} at the end.`,
    '',
    `- **Stayed up: ${summary.stayed_up ? 'yes' : 'no'}** (server pids ${run.server_pids.join(', ')}` +
      `${run.restarts.length ? `; exits: ${run.restarts.map((r) => `${r.pid} ${r.signal ?? `code ${r.code}`}`).join(', ')}` : ''}).`,
    `- RSS: ${run.idle_rss_mb ?? '?'} MB idle, **${summary.peak_rss_mb} MB peak**.`,
    `- Heap: **${summary.peak_heap_used_mb} MB in use at peak**, ${summary.peak_heap_total_mb} MB taken, limit ${summary.heap_limit_mb ?? '?'} MB.`,
    `- ${summary.requests} requests: **${summary.other_5xx} 5xx other than 503**, ${summary.unavailable_503} × 503 (load shed), ` +
      `${summary.network_errors} without an answer, ${summary.too_many_429} × 429.`,
    `- Sockets: ${sockets.opened} opened, ${sockets.failed} failed, ${sockets.dropped} dropped by the server, ${sockets.events} events heard.`,
    '',
    '| Action | Requests | 2xx | 3xx/4xx | 429 | 503 | other 5xx | no answer | slowest ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    END,
  ].join('\n');
}

/** `npm run bench` rewrites docs/performance.md whole: the soak section of the page it replaces is carried over. */
export function withSoakSectionOf(previous: string, next: string): string {
  const from = previous.indexOf(START);
  const to = previous.indexOf(END);
  if (from < 0 || to < from) return next;
  return `${next.trimEnd()}\n\n${previous.slice(from, to + END.length)}\n`;
}

/** bench/results/soak.json and the soak section of docs/performance.md (replaced, or added at the end). */
export async function writeSoakReport(repoRoot: string, run: SoakRun): Promise<string> {
  const summary = summaryOf(run);
  const prettier = await import('prettier');
  const json = path.join(repoRoot, 'apps/api/bench/results/soak.json');
  const options = (await prettier.resolveConfig(json)) ?? {};
  const body = JSON.stringify({ note: 'npm run bench:soak (apps/api/bench/soak.ts)', summary, run }, null, 2);
  await writeFile(json, await prettier.format(body, { ...options, filepath: json }));

  const doc = path.join(repoRoot, 'docs/performance.md');
  const current = await readFile(doc, 'utf8');
  const section = markdown(run, summary);
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(doc, next);
  return (
    `stayed up: ${summary.stayed_up}; peak RSS ${summary.peak_rss_mb} MB; peak heap ${summary.peak_heap_used_mb} MB used ` +
    `of ${summary.heap_limit_mb} MB; ${summary.other_5xx} × 5xx, ${summary.unavailable_503} × 503, ` +
    `${summary.network_errors} unanswered of ${summary.requests}. Written to bench/results/soak.json and docs/performance.md`
  );
}
