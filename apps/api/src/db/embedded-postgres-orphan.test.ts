import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.ts';

/**
 * ADR 0082: in a container the supervisor is pid 1, so a PostgreSQL left by a
 * server killed with SIGKILL becomes its child, and Node never reaps a child
 * it did not start. Once stopped, that PostgreSQL is a zombie: it must count
 * as gone, or the next start waits 30 s for it and fails.
 */
describe.runIf(process.platform === 'linux')('a leftover PostgreSQL that nobody reaps once stopped', () => {
  let root: string;
  let dataDir: string;
  let holder: ReturnType<typeof spawn> | undefined;
  const running: EmbeddedServer[] = [];
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'bedesten-orphan-'));
    await chmod(root, 0o755);
    dataDir = path.join(root, 'data');
    // An initialised data folder, stopped cleanly.
    await (await startEmbeddedPostgres({ dataDir })).stop();
  });
  afterAll(async () => {
    holder?.kill('SIGKILL');
    for (const server of running) await server.stop().catch(() => {});
    await rm(root, { recursive: true, force: true });
  });

  it('is stopped and counted as gone, and the start goes on', async () => {
    // A stand-in whose command line names postgres (a copy of sleep), forked by a parent that then becomes
    // `sleep` and never reaps it, so the stand-in's exit leaves a zombie, as under a Node pid 1. (Perl, not sh:
    // sh starts a background command with SIGINT ignored.)
    // A link, not a copy: a copy just written can fail to exec with ETXTBSY when another test's fork still holds
    // its write descriptor, and the stand-in would then be gone before the start looks at it.
    const fake = path.join(root, 'postgres');
    await symlink('/bin/sleep', fake);
    const script = `$SIG{INT} = 'DEFAULT'; my $pid = fork(); if ($pid == 0) { exec {$ARGV[0]} $ARGV[0], '60' }
      $| = 1; print "$pid\\n"; exec 'sleep', '60'`;
    holder = spawn('perl', ['-e', script, fake], { stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(holder.stdout!, 'data')) as [Buffer];
    const pid = Number(String(line).trim());
    // The fork prints its pid before it has become the stand-in: wait until it runs as one.
    while (!(await readFile(`/proc/${pid}/cmdline`, 'utf8')).startsWith(`${fake}\0`)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await writeFile(path.join(dataDir, 'postmaster.pid'), `${pid}\n${dataDir}\n0\n5432\n`);

    const notices: string[] = [];
    const started = Date.now();
    const server = await startEmbeddedPostgres({ dataDir, notice: (m) => notices.push(m) });
    running.push(server);
    expect(notices.join('\n')).toContain(`a PostgreSQL (pid ${pid}) left by an earlier run`);
    // Without the zombie check this waits out the 30 s and throws "did not stop within 30 s".
    expect(Date.now() - started).toBeLessThan(20_000);
    await server.stop();
  });
});
