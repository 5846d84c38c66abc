import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drizzleRoot, resolveDrizzleImport } from './drizzle-resolve-shortcut.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('the drizzle resolve shortcut (ADR 0061)', () => {
  it('answers, for the whole app, exactly what Node answers', () => {
    // A fresh Node (vitest resolves modules its own way): the shortcut in check mode, then the app's whole graph.
    const script = `
      const { registerDrizzleResolveShortcut } = await import(${JSON.stringify(path.join(here, 'drizzle-resolve-shortcut.ts'))});
      const report = registerDrizzleResolveShortcut({ check: true });
      await import(${JSON.stringify(path.join(here, 'app.ts'))});
      process.stdout.write(JSON.stringify(report()));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const report = JSON.parse(out) as { answered: number; differed: unknown[] };
    expect(report.differed).toEqual([]);
    // drizzle's own imports of its files and ours of drizzle: hundreds, or the shortcut is not in the way at all.
    expect(report.answered).toBeGreaterThan(300);
  }, 120_000);

  it('joins only a drizzle module’s relative imports of its own files', () => {
    const root = drizzleRoot();
    const parent = `${root}pg-core/table.js`;
    expect(resolveDrizzleImport(root, './columns/index.js', parent)).toBe(`${root}pg-core/columns/index.js`);
    expect(resolveDrizzleImport(root, '../entity.js', parent)).toBe(`${root}entity.js`);
    // Leaving the package, a bare specifier, a CommonJS importer, an importer elsewhere: Node's to answer.
    expect(resolveDrizzleImport(root, '../../pg/lib/index.js', parent)).toBeUndefined();
    expect(resolveDrizzleImport(root, 'pg', parent)).toBeUndefined();
    expect(resolveDrizzleImport(root, './entity.cjs', `${root}index.cjs`)).toBeUndefined();
    expect(resolveDrizzleImport(root, './entity.js', 'file:///work/elsewhere/index.js')).toBeUndefined();
  });
});
