import { existsSync, realpathSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Resolves drizzle-orm's imports with less of Node's help, at start (ADR
 * 0061). Node 24 reads the nearest package.json for every `.js` module it
 * resolves, to learn its format, and for every package import, and spreads
 * the whole parsed file each time, `exports` included. drizzle-orm's
 * package.json is 179 KB with 447 exports; its ~450 files import each other
 * and ~150 of ours import it: about a second of every start went on parsing
 * that one file again and again, and on collecting what the parses left.
 *
 * - A relative import from a drizzle-orm ES module is joined to the
 *   importer's URL (ES modules name their files in full) and is `module` by
 *   drizzle's `"type": "module"` (it has no nested package.json).
 * - `drizzle-orm` and its subpaths imported from our own sources are resolved
 *   by Node once per workspace package and remembered.
 *
 * Everything else goes to Node as usual. The test checks both against what
 * Node itself answers.
 */
export function drizzleRoot(from = import.meta.url): string {
  const entry = realpathSync(module.createRequire(from).resolve('drizzle-orm'));
  return pathToFileURL(path.dirname(entry)).href + '/';
}

export function resolveDrizzleImport(root: string, specifier: string, parentURL: string | undefined) {
  if (!parentURL?.startsWith(root) || !parentURL.endsWith('.js')) return undefined;
  if (!(specifier.startsWith('./') || specifier.startsWith('../')) || !specifier.endsWith('.js')) return undefined;
  const url = new URL(specifier, parentURL).href;
  return url.startsWith(root) ? url : undefined;
}

const packageDirs = new Map<string, string | null>();

/** The folder of the package.json nearest to `dir`, remembered per folder. */
function packageDirOf(dir: string): string | null {
  let found = packageDirs.get(dir);
  if (found === undefined) {
    const parent = path.dirname(dir);
    found = existsSync(path.join(dir, 'package.json')) ? dir : parent === dir ? null : packageDirOf(parent);
    packageDirs.set(dir, found);
  }
  return found;
}

export interface ShortcutCheck {
  /** How many resolutions the shortcut answered. */
  answered: number;
  /** Those where Node's own answer differed (always none, or the shortcut is wrong). */
  differed: { specifier: string; parentURL: string | undefined; ours: string; node: string }[];
}

/**
 * With `check`, every shortcut answer is also put to Node and compared (the
 * test's mode: start is no faster then); the result says how that went.
 */
export function registerDrizzleResolveShortcut(options: { check?: boolean } = {}): () => ShortcutCheck {
  const report: ShortcutCheck = { answered: 0, differed: [] };
  // registerHooks runs in this thread (Node ≥ 23.5); without it, Node resolves as usual.
  if (typeof module.registerHooks !== 'function') return () => report;
  const root = drizzleRoot();
  const remembered = new Map<string, module.ResolveFnOutput>();

  function shortcut(
    specifier: string,
    context: module.ResolveHookContext,
    nextResolve: Parameters<module.ResolveHookSync>[2],
  ): module.ResolveFnOutput | undefined {
    const url = resolveDrizzleImport(root, specifier, context.parentURL);
    if (url) return { url, format: 'module' };
    const parent = context.parentURL;
    const ours = parent !== undefined && parent.startsWith('file:') && !parent.includes('/node_modules/');
    if (!ours || !(specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) return undefined;
    // Node looks for packages from the importer's folder up: the same answer anywhere in one workspace package.
    const key = `${packageDirOf(path.dirname(fileURLToPath(parent)))}\0${specifier}\0${context.conditions.join()}`;
    let resolved = remembered.get(key);
    if (!resolved) {
      resolved = nextResolve(specifier, context);
      remembered.set(key, resolved);
    }
    return resolved;
  }

  module.registerHooks({
    resolve(specifier, context, nextResolve) {
      const ours = shortcut(specifier, context, nextResolve);
      if (!ours) return nextResolve(specifier, context);
      report.answered += 1;
      if (options.check) {
        const node = nextResolve(specifier, context);
        if (node.url !== ours.url || (node.format ?? 'module') !== ours.format) {
          report.differed.push({
            specifier,
            parentURL: context.parentURL,
            ours: `${ours.url} (${ours.format})`,
            node: `${node.url} (${node.format})`,
          });
        }
      }
      return { ...ours, shortCircuit: true };
    },
  });
  return () => report;
}
