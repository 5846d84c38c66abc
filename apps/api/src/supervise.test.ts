import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 42, item 1: `npm start` brings a dead server back (ADR 0082). The
 * supervisor runs as `npm start` runs it, on tiny stand-ins for the server
 * that die the ways a server dies; the real server is killed in
 * test/reliability/supervised-server.test.ts.
 */
const SUPERVISOR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'supervise.js');

/**
 * Stand-ins. Each says it listens (as server.ts does once it listens), prints its pid, stops on SIGTERM/SIGINT,
 * and, as start.js does, when its supervisor is gone (a test run killed halfway leaves nothing behind).
 */
const ORPHAN_EXIT = `process.on('disconnect', () => process.exit(0));`;
const CHILDREN = {
  // First life: runs out of heap. Later lives stay up.
  'oom-once.mjs': `${ORPHAN_EXIT}
    import { existsSync, writeFileSync } from 'node:fs';
    const [marker, flagsFile] = process.argv.slice(2);
    const first = !existsSync(marker);
    writeFileSync(marker, 'x');
    writeFileSync(flagsFile, process.execArgv.join(' '));
    for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => { console.log('stopped by ' + s); process.exit(0); });
    process.send({ type: 'listening' });
    console.log('up ' + process.pid);
    if (first) { const keep = []; setTimeout(() => { for (;;) keep.push(new Array(1e5).fill({ n: Math.random() })); }, 50); }
    else setInterval(() => {}, 1000);`,
  // Like server.ts: one handler a signal, and a shutdown that takes a moment (a second signal would kill it).
  'steady.mjs': `${ORPHAN_EXIT}
    for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
      process.once(s, () => { console.log('stopped by ' + s); setTimeout(() => process.exit(0), 300); });
    }
    process.send({ type: 'listening' });
    console.log('up ' + process.pid);
    setInterval(() => {}, 1000);`,
  'always-crash.mjs': `
    process.send({ type: 'listening' });
    setTimeout(() => { throw new Error('boom in a loop'); }, 20);`,
  'bad-start.mjs': `
    console.error('[bedesten] failed to start: listen EADDRINUSE: address already in use 127.0.0.1:3000');
    process.exit(1);`,
};

interface Run {
  process: ChildProcess;
  out: () => string;
  err: () => string;
  /** Resolves once stdout (or stderr) has matched `pattern` `times` times. */
  until(pattern: RegExp, stream?: 'out' | 'err', times?: number): Promise<void>;
  exited: Promise<number | null>;
}

let dir: string;
const runs: Run[] = [];

function supervise(child: keyof typeof CHILDREN, args: string[] = [], env: NodeJS.ProcessEnv = {}): Run {
  const supervisor = spawn(process.execPath, [SUPERVISOR, path.join(dir, child), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  supervisor.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  supervisor.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = once(supervisor, 'exit').then(([code]) => code as number | null);
  const run: Run = {
    process: supervisor,
    out: () => out,
    err: () => err,
    until: (pattern, stream = 'out', times = 1) =>
      new Promise((resolve, reject) => {
        const global = new RegExp(pattern.source, `${pattern.flags}g`);
        const check = () => {
          if (((stream === 'out' ? out : err).match(global) ?? []).length >= times) return resolve();
          if (supervisor.exitCode !== null) {
            return reject(new Error(`supervisor exited before ${pattern}:\n${out}\n${err}`));
          }
          setTimeout(check, 25);
        };
        check();
      }),
    exited,
  };
  runs.push(run);
  return run;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pidsIn = (text: string) => [...text.matchAll(/^up (\d+)$/gm)].map((match) => Number(match[1]));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-supervise-'));
  for (const [name, source] of Object.entries(CHILDREN)) await writeFile(path.join(dir, name), source);
});
afterEach(async () => {
  for (const run of runs.splice(0)) {
    for (const pid of pidsIn(run.out())) if (alive(pid)) process.kill(pid, 'SIGKILL');
    if (run.process.exitCode === null) run.process.kill('SIGKILL');
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the supervisor of npm start', () => {
  it('restarts a server that ran out of heap, gives it the heap flags, logs V8 last words, and stops it on SIGTERM', async () => {
    const marker = path.join(dir, 'oom-marker');
    const flags = path.join(dir, 'oom-flags');
    const run = supervise('oom-once.mjs', [marker, flags], { NODE_HEAP_MB: '64' });
    await run.until(/^up \d+$/m, 'out', 2);
    expect(run.err()).toMatch(/was killed by SIGABRT: it ran out of heap/);
    expect(run.err()).toMatch(/its last lines on stderr:[\s\S]*FATAL ERROR: Reached heap limit/);
    expect(run.err()).toMatch(/restarting it in \d+ ms/);
    expect(await readFile(flags, 'utf8')).toBe('--max-old-space-size=64 --max-semi-space-size=8');
    const [first, second] = pidsIn(run.out());
    expect(second).not.toBe(first);

    run.process.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.out()).toMatch(/stopped by SIGTERM/);
    expect(alive(second!)).toBe(false);
  });

  it('restarts a server killed with SIGKILL, never two at once, and passes SIGINT on once', async () => {
    const run = supervise('steady.mjs');
    await run.until(/^up \d+$/m);
    const [first] = pidsIn(run.out());
    process.kill(first!, 'SIGKILL');
    await run.until(/^up \d+$/m, 'out', 2);
    const [, second] = pidsIn(run.out());
    expect(second).not.toBe(first);
    expect(alive(first!)).toBe(false);
    expect(run.err()).toContain(`the server (pid ${first}) was killed by SIGKILL`);

    // A Ctrl-C under npm arrives twice (the terminal's and npm's): the server hears it once and stops cleanly.
    run.process.kill('SIGINT');
    await sleep(50);
    run.process.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(run.out().match(/stopped by SIGINT/g)).toHaveLength(1);
    expect(alive(second!)).toBe(false);
  });

  it('gives up with a clear message when the server crashes in a loop', async () => {
    const run = supervise('always-crash.mjs');
    expect(await run.exited).toBe(1);
    expect(run.err().match(/server started \(pid/g)).toHaveLength(5);
    expect(run.err()).toMatch(/exited with code 1 after \d+ s/);
    expect(run.err()).toContain('boom in a loop');
    expect(run.err()).toMatch(/giving up: the server crashed 5 times within 60 s/);
  });

  it('does not restart a server that never started listening, and keeps its exit code and message', async () => {
    const run = supervise('bad-start.mjs');
    expect(await run.exited).toBe(1);
    expect(run.err().match(/server started \(pid/g)).toHaveLength(1);
    expect(run.err()).toContain('EADDRINUSE');
    expect(run.err()).toMatch(/never started listening.*not restarting/);
  });

  it('refuses a heap size that is no number of megabytes', async () => {
    const run = supervise('steady.mjs', [], { NODE_HEAP_MB: '1g' });
    expect(await run.exited).toBe(1);
    expect(run.err()).toContain('NODE_HEAP_MB must be a whole number of megabytes, 64 or more (it is "1g")');
    expect(run.out()).not.toMatch(/^up /m);
  });
});
