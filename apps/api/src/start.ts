import module from 'node:module';
import { registerDrizzleResolveShortcut } from './drizzle-resolve-shortcut.ts';

/**
 * `npm start` / `npm run serve` entry: turns on Node's compile cache (V8
 * code for every module, kept in the system's temp folder and checked
 * against each file's contents) before the server's modules load, which
 * roughly halves their loading on a warm start, and resolves drizzle-orm's
 * own imports quickly (drizzle-resolve-shortcut.ts). Both have to come
 * first: the static imports of server.ts load before any of its code runs.
 */
module.enableCompileCache?.();
registerDrizzleResolveShortcut();
await import('./server.ts');
