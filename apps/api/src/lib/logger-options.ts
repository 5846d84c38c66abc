import { createRequire } from 'node:module';
import type { Config } from '../config.ts';

const require = createRequire(import.meta.url);

/** Credentials never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** Where pino-pretty is installed, or null: it is a development dependency, absent from a production install. */
export function prettyPrinterPath(resolve: (id: string) => string = require.resolve): string | null {
  try {
    return resolve('pino-pretty');
  } catch {
    return null;
  }
}

/**
 * The API's pino options. In development a person reads the log in a terminal, so lines are
 * pretty-printed (time, level, message; no pid or host) by pino-pretty in pino's worker thread; in
 * production and tests they stay one JSON object a line, for log collectors and for assertions.
 */
export function loggerOptions(
  config: Pick<Config, 'NODE_ENV' | 'LOG_LEVEL'>,
  prettyPrinter: string | null = prettyPrinterPath(),
) {
  const options = { level: config.LOG_LEVEL, redact: REDACT };
  if (config.NODE_ENV !== 'development' || config.LOG_LEVEL === 'silent' || !prettyPrinter) return options;
  return {
    ...options,
    transport: {
      target: prettyPrinter,
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}
