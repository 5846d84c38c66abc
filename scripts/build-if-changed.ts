/**
 * `npm start` builds the web app only when its sources changed since the last
 * build: the files that go into the build (apps/web and packages/core, the
 * root and workspace manifests and the lockfile) are hashed and compared with
 * the stamp the last successful build left in apps/web/build. No build, no
 * stamp or another hash: `npm run build`, then a new stamp. Test files and
 * generated folders do not count.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(ROOT, 'apps/web/build');
const STAMP = path.join(BUILD_DIR, '.source-hash');
const SOURCES = ['apps/web', 'packages/core', 'package.json', 'package-lock.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'build', '.react-router', 'coverage', 'dist']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function filesUnder(relative: string): string[] {
  const absolute = path.join(ROOT, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  const files: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...filesUnder(child));
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      files.push(child);
    }
  }
  return files;
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function upToDate(hash: string): boolean {
  if (!existsSync(path.join(BUILD_DIR, 'server/index.js')) || !existsSync(STAMP)) return false;
  return readFileSync(STAMP, 'utf8').trim() === hash;
}

const hash = sourceHash();
if (upToDate(hash)) {
  console.log('[bedesten] web build is up to date with its sources; not rebuilding');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Hashed before the build: a source edited during it makes the next start build again.
  writeFileSync(STAMP, `${hash}\n`);
}
