import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loggerOptions, prettyPrinterPath } from './logger-options.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** What a logger built from `options` writes for one line, its output sent to a file instead of stdout. */
async function oneLine(options: ReturnType<typeof loggerOptions>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bedesten-log-'));
  dirs.push(dir);
  const file = path.join(dir, 'out.log');
  const { transport, ...rest } = options as typeof options & { transport?: { target: string; options: object } };
  const stream = transport
    ? pino.transport({ target: transport.target, options: { ...transport.options, destination: file, sync: true } })
    : pino.destination({ dest: file, sync: true });
  const logger = pino(rest, stream);
  logger.info({ orderId: 'o-1' }, 'order placed');
  logger.flush();
  if (transport) {
    stream.end();
    await once(stream, 'close');
  }
  return readFile(file, 'utf8');
}

describe('API log lines', () => {
  it('finds pino-pretty installed (a development dependency)', () => {
    expect(prettyPrinterPath()).toMatch(/pino-pretty/);
  });

  it('pretty-prints in development: time, level and message, not JSON', async () => {
    const options = loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'info' });
    expect(options).toHaveProperty('transport.target', prettyPrinterPath());
    const text = await oneLine(options);
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] .*INFO.*: order placed/);
    expect(text).toContain('orderId: "o-1"');
    expect(() => JSON.parse(text.split('\n')[0]!)).toThrow();
  });

  it('writes one JSON object a line in production and in tests', async () => {
    for (const NODE_ENV of ['production', 'test'] as const) {
      const options = loggerOptions({ NODE_ENV, LOG_LEVEL: 'info' });
      expect(options).not.toHaveProperty('transport');
      const line = JSON.parse((await oneLine(options)).trim());
      expect(line).toMatchObject({ level: 30, msg: 'order placed', orderId: 'o-1' });
    }
  });

  it('falls back to JSON when pino-pretty is missing or nothing is logged', () => {
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'info' }, null)).not.toHaveProperty('transport');
    expect(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'silent' })).not.toHaveProperty('transport');
    const missing = prettyPrinterPath(() => {
      throw Object.assign(new Error('Cannot find module'), { code: 'MODULE_NOT_FOUND' });
    });
    expect(missing).toBeNull();
  });

  it('keeps credentials out of every line', () => {
    for (const NODE_ENV of ['development', 'production'] as const)
      expect(loggerOptions({ NODE_ENV, LOG_LEVEL: 'info' }).redact).toEqual(
        expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie']),
      );
  });
});
