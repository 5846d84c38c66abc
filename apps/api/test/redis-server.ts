import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The redis-server binary, if this machine has one (tests that stop and start Redis run only then). */
export const redisServerBinary: string | null =
  ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((candidate) => existsSync(candidate)) ?? null;

/** A port nothing listens on now (the kernel's pick, released at once). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True once something on `port` answers PING with PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

/**
 * A Redis of a test's own, on a free port of loopback (never the machine's
 * 6379): no persistence, so a restart starts empty as a replaced server
 * would. `kill` ends it at once (SIGKILL), `pause` freezes it (SIGSTOP: the
 * port still takes connections but nothing answers, as a hung server), and
 * `start` brings a fresh one up on the same port.
 */
export interface OwnRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  kill(): Promise<void>;
  pause(): void;
  resume(): void;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  if (!redisServerBinary) throw new Error('no redis-server on this machine');
  const binary = redisServerBinary;
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-own-redis-'));
  let child: ChildProcess | undefined;

  async function start() {
    if (child) return;
    const started = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    child = started;
    started.once('exit', () => {
      if (child === started) child = undefined;
    });
    const end = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (Date.now() > end) throw new Error(`redis-server on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function kill() {
    const running = child;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    child = undefined;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    kill,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async close() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
