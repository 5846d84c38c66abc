import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@bedesten/core/errors/app-error';
import { DEMO_TRUST_COOKIE } from '@bedesten/core/http/page-cookies';
import { errorResponses } from '@bedesten/core/schemas/error';
import type { Config } from '../config.ts';
import { hmacSha256Hex, randomToken, sameDigest, sha256Hex } from '../lib/tokens.ts';

/** API clients on the demo (scripts, the journeys) send the token in this header. */
export const DEMO_TOKEN_HEADER = 'x-demo-token';
/** The link the server prints at start: `${origin}${DEMO_TRUST_PATH}?token=…`. */
export const DEMO_TRUST_PATH = '/api/dev/trust';
/** Where the token is written for scripts on this computer (mode 0600). */
export const DEMO_TOKEN_FILE = 'demo-token';

/** A fixed token (DEMO_TOKEN) can outlive many starts: the browser is asked again after a week. */
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * Who may read the outbox and use the published demo accounts (ADR 0084): whoever holds this start's
 * token, which only the person who saw the server start (its output, or DATA_DIR/demo-token) has. The
 * TCP peer counts for nothing: behind a relay that adds no X-Forwarded-For everyone is "loopback".
 */
export interface DemoTrust {
  readonly token: string;
  /** The token as sent (header, the link's query) is this one; compared in constant time. */
  isToken(value: unknown): boolean;
  /** The cookie the link sets: an HMAC keyed by the token, so it dies with the token and no one can make it. */
  readonly cookieValue: string;
  isCookie(value: unknown): boolean;
}

export function createDemoTrust(token: string = randomToken(24)): DemoTrust {
  const tokenDigest = sha256Hex(token);
  const cookieValue = hmacSha256Hex(token, 'bedesten demo trust');
  return {
    token,
    cookieValue,
    // Hashing both sides first makes the comparison constant-time whatever the length sent.
    isToken: (value) => typeof value === 'string' && sameDigest(sha256Hex(value), tokenDigest),
    isCookie: (value) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value) && sameDigest(value, cookieValue),
  };
}

/** The link to print: opened once, it marks that browser as trusted. */
export function demoTrustLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${DEMO_TRUST_PATH}?token=${encodeURIComponent(token)}`;
}

/** Writes the token to DATA_DIR/demo-token, readable by this computer's user alone; answers the file's path. */
export async function writeDemoTokenFile(dataDir: string, token: string): Promise<string> {
  const file = path.join(dataDir, DEMO_TOKEN_FILE);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  // `mode` applies only when the file is created: a file left by an older start keeps its own otherwise.
  await chmod(file, 0o600);
  return file;
}

/**
 * What server.ts prints once it listens: the link to open (outside production), where scripts find the
 * token, or that DEMO_PUBLIC opened everything. Production's logs travel further than its disk, so there
 * the token is only in the file. Nothing when there is neither an outbox nor demo accounts.
 */
export async function announceDemoTrust(
  config: Pick<
    Config,
    'DEMO_PUBLIC' | 'outboxEnabled' | 'seedDemo' | 'isProduction' | 'PUBLIC_URL' | 'PORT' | 'DATA_DIR'
  >,
  token: string,
  log: (line: string) => void,
): Promise<void> {
  if (!config.outboxEnabled && !config.seedDemo) return;
  if (config.DEMO_PUBLIC) {
    log('DEMO_PUBLIC: the outbox (every code) and the demo accounts are open to everyone who reaches this server');
    return;
  }
  const origin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  let file: string | undefined;
  try {
    file = await writeDemoTokenFile(config.DATA_DIR, token);
  } catch (error) {
    log(`could not write the demo token to ${config.DATA_DIR}: ${error instanceof Error ? error.message : error}`);
  }
  if (config.isProduction) {
    log(
      `the demo accounts sign in only with this start's demo token${file ? ` (in ${file})` : ''}: open ` +
        `${origin}${DEMO_TRUST_PATH}?token=<the token> once in your browser, or send it as X-Demo-Token`,
    );
    return;
  }
  log(
    `open this link once in your browser to read the outbox and sign in to the demo accounts: ${demoTrustLink(origin, token)}`,
  );
  if (file) log(`scripts on this computer: send the header X-Demo-Token with the token in ${file}`);
}

/**
 * `GET /api/dev/trust?token=…`: the link printed at start. The right token sets the trust cookie
 * (httpOnly, SameSite=Lax) and sends the browser on to `landing` (the outbox; the sign-in page in
 * production, which has no outbox); any other answers 403 with what to do. Under /api so that it
 * also works through the Vite dev server's proxy.
 */
export const demoTrustRoutes: FastifyPluginAsyncZod<{
  trust: DemoTrust;
  secureCookies: boolean;
  landing: string;
}> = async (app, { trust, secureCookies, landing }) => {
  app.get(
    DEMO_TRUST_PATH,
    {
      // Request logs (info) would carry the token in the URL, and logs travel further than the console.
      logLevel: 'warn',
      schema: {
        tags: ['dev'],
        summary: 'Trust this browser with the demo: the link the server printed at start (303 to the outbox)',
        description:
          'Sets a cookie that lets this browser read the outbox and sign in to the demo accounts until the ' +
          'server makes a new token (its next start). API clients send the token in `X-Demo-Token` instead.',
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: errorResponses(403),
      },
    },
    async (request, reply) => {
      if (!trust.isToken(request.query.token)) throw new AppError(403, 'demo_token_invalid');
      reply.setCookie(DEMO_TRUST_COOKIE, trust.cookieValue, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: COOKIE_MAX_AGE_SECONDS,
      });
      return reply.header('cache-control', 'no-store').redirect(landing, 303);
    },
  );
};
