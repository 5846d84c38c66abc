import module from 'node:module';
import { getHeapStatistics } from 'node:v8';

/**
 * `npm start` / `npm run serve` entry: turns on Node's compile cache (V8
 * code for every module, and the type-stripped JavaScript of every `.ts`
 * one, kept in the system's temp folder and checked against each file's
 * contents) before the server's modules load, which roughly halves their
 * loading on a warm start, and resolves drizzle-orm's own imports quickly
 * (drizzle-resolve-shortcut.ts). Both have to come first: the static
 * imports of server.ts load before any of its code runs.
 *
 * This one file is JavaScript, not TypeScript: Node strips an entry's types
 * before any of its code runs, so a `.ts` entry would load the type
 * stripper (a WebAssembly compiler that keeps its memory, ~14 MB resident)
 * on every start, even when every other module comes from the cache
 * (ADR 0059).
 */
module.enableCompileCache?.();
if (process.channel) {
  // Forked by supervise.js (ADR 0082). A supervisor that is gone (killed with SIGKILL) would leave this
  // server running where no one sees or restarts it, so losing its channel stops the server as SIGTERM does.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The soak bench reads the heap through the supervisor rather than through an HTTP route anyone could call.
  process.on('message', (message) => {
    if (message?.type !== 'memory?') return;
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const limit = getHeapStatistics().heap_size_limit;
    process.send?.({ type: 'memory', pid: process.pid, rss, heapTotal, heapUsed, external, arrayBuffers, limit });
  });
}
const { registerDrizzleResolveShortcut } = await import('./drizzle-resolve-shortcut.ts');
registerDrizzleResolveShortcut();
await import('./server.ts');
