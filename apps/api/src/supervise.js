import { fork } from 'node:child_process';
import { once } from 'node:events';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` / `npm run serve` (ADR 0082): runs the server (start.js beside
 * this file, or the script named as the first argument) as a child process
 * with the heap flags, and brings it back when it dies: a V8 heap abort, a
 * crash, the kernel's out-of-memory killer. It logs why (exit code or signal
 * and the last lines the child wrote to stderr, where V8 prints "FATAL ERROR:
 * … heap out of memory"), waits a little longer after each crash, and gives
 * up after MAX_CRASHES within a minute. SIGINT, SIGTERM and SIGHUP go to the
 * child, which closes cleanly; this process then exits with the child's code.
 * A child that never started listening (a wrong setting, a taken port) is not
 * restarted: the same start would fail again.
 *
 * The embedded PostgreSQL a killed child leaves running (or its stale
 * postmaster.pid) is taken care of by the next child's start
 * (db/embedded-postgres.ts). One child at a time: the next one is forked only
 * after the last one exited, and the child stops itself when this process's
 * IPC channel closes (start.js), so a supervisor killed with SIGKILL leaves
 * no server behind.
 *
 * JavaScript, not TypeScript, for the reason start.js is: a `.ts` entry loads
 * Node's type stripper, ~18 MB resident for the life of a process that only waits.
 *
 * IPC: a parent that forked this process (the soak bench) gets the child's
 * messages and a `{ type: 'supervisor', event, pid, … }` message at each
 * start, listening and exit; the parent's messages go on to the child.
 */

/**
 * The old-space cap in MB when NODE_HEAP_MB is unset (ADR 0082): the soak bench's mixed load peaked at 136 MB
 * in use, past the old 112 MB cap; load shedding starts at 80 % of this (307 MB), 2.25 times that peak.
 */
export const DEFAULT_HEAP_MB = 384;
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;
/** Wait before the n-th restart within the window (the last one repeats). */
const RESTART_DELAYS_MS = [200, 1_000, 2_000, 4_000];
/** How long a child stopping on a forwarded signal may take (it forces its own exit after 15 s). */
const STOP_TIMEOUT_MS = 30_000;
const STDERR_LINES = 20;
const NATIVE_FRAME = /^\s*\d+: 0x[0-9a-f]+ /;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message) => console.error(`[supervisor] ${message}`);

/** The child's Node flags. The semi-space flag goes with any old-space cap (README, ADR 0059). */
export function heapFlags(env = process.env) {
  const raw = env.NODE_HEAP_MB?.trim();
  const heapMb = raw ? Number(raw) : DEFAULT_HEAP_MB;
  if (!Number.isInteger(heapMb) || heapMb < 64) {
    throw new Error(`NODE_HEAP_MB must be a whole number of megabytes, 64 or more (it is "${raw}")`);
  }
  return [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=8'];
}

/** The last lines a stream wrote, for the crash report; each line cut to 500 characters. */
function tailOf(stream, into) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    process.stderr.write(chunk);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop().slice(-500);
    // V8's native stack after a fatal error would push the reason itself out of the tail.
    for (const line of lines) if (line.trim() && !NATIVE_FRAME.test(line)) into.push(line.slice(0, 500));
    into.splice(0, Math.max(0, into.length - STDERR_LINES));
  });
  stream.on('end', () => partial.trim() && into.push(partial));
}

function describeExit(code, signal, stderr) {
  const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
  const text = stderr.join('\n');
  if (/heap out of memory|Reached heap limit/i.test(text)) return `${how}: it ran out of heap (raise NODE_HEAP_MB)`;
  if (signal === 'SIGKILL') return `${how} (the kernel's out-of-memory killer, or kill -9)`;
  return how;
}

function main() {
  const script = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'start.js'));
  let flags;
  try {
    flags = heapFlags();
  } catch (error) {
    log(error.message);
    process.exit(1);
  }
  const tellParent = (message) => process.connected && process.send(message);
  const crashes = [];
  let child;
  let everListened = false;
  let stopping;
  let restartTimer;
  let failed = false;

  const start = () => {
    restartTimer = undefined;
    const stderr = [];
    const startedAt = Date.now();
    // Its own process group: a Ctrl-C in the terminal reaches only this process, which passes it on once
    // (npm forwards it a second time; the child's once-only handlers would take that one as "die now").
    child = fork(script, process.argv.slice(3), {
      execArgv: flags,
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      detached: true,
      // Two malloc arenas, not one per thread: sharp's decodes on libuv's threads otherwise keep a third more
      // resident memory after a burst of pictures (ADR 0081). glibc reads it only at a process's start.
      env: { MALLOC_ARENA_MAX: '2', ...process.env },
    });
    const current = child;
    tailOf(current.stderr, stderr);
    log(`server started (pid ${current.pid}, ${flags.join(' ')})`);
    tellParent({ type: 'supervisor', event: 'started', pid: current.pid });
    current.on('message', (message) => {
      if (message?.type === 'listening') {
        everListened = true;
        tellParent({ type: 'supervisor', event: 'listening', pid: current.pid });
      }
      tellParent(message);
    });
    current.on('error', (error) => log(`the server (pid ${current.pid}): ${error.message}`));
    current.on('exit', async (code, signal) => {
      child = undefined;
      tellParent({ type: 'supervisor', event: 'exited', pid: current.pid, code, signal });
      if (stopping) {
        process.exit(failed ? 1 : (code ?? 128 + (constants.signals[signal] ?? 0)));
      }
      // Its last words may still be in the pipe.
      if (current.stderr.readable) await Promise.race([once(current.stderr, 'end'), sleep(1_000)]);
      if (code === 0) {
        log(`the server (pid ${current.pid}) stopped`);
        process.exit(0);
      }
      const upS = Math.round((Date.now() - startedAt) / 1000);
      log(`the server (pid ${current.pid}) ${describeExit(code, signal, stderr)} after ${upS} s`);
      if (stderr.length) log(`its last lines on stderr:\n  ${stderr.join('\n  ')}`);
      if (!everListened) {
        log('it never started listening, so a restart would fail the same way: not restarting');
        process.exit(code || 1);
      }
      const now = Date.now();
      crashes.push(now);
      while (crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
      if (crashes.length >= MAX_CRASHES) {
        log(
          `giving up: the server crashed ${crashes.length} times within ${CRASH_WINDOW_MS / 1000} s. ` +
            'Fix the cause above, then start it again.',
        );
        process.exit(1);
      }
      const delay = RESTART_DELAYS_MS[Math.min(crashes.length, RESTART_DELAYS_MS.length) - 1];
      log(`restarting it in ${delay} ms (crash ${crashes.length} of ${MAX_CRASHES} allowed within a minute)`);
      restartTimer = setTimeout(start, delay);
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = signal;
      clearTimeout(restartTimer);
      if (!child) process.exit(0);
      child.kill(signal);
      setTimeout(() => {
        log(`the server did not stop within ${STOP_TIMEOUT_MS / 1000} s of ${signal}: killing it`);
        child?.kill('SIGKILL');
      }, STOP_TIMEOUT_MS).unref();
    });
  }
  process.on('message', (message) => child?.connected && child.send(message));
  // Nothing should throw here; if something does, the child must not outlive us unseen.
  process.on('uncaughtException', (error) => {
    log(`failed: ${error.stack ?? error}`);
    failed = true;
    stopping ??= 'SIGTERM';
    clearTimeout(restartTimer);
    if (child) child.kill('SIGTERM');
    else process.exit(1);
  });
  start();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
