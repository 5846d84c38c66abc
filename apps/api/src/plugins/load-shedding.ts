import os from 'node:os';
import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import { statusPage } from './status-page.ts';

/** How long a shed caller is told to wait: long enough for a collection and the work in flight to finish. */
export const SHED_RETRY_AFTER_SECONDS = 10;
/** How often memory and event-loop delay are sampled; a spike between two samples is the streams' and gates' job. */
const SAMPLE_INTERVAL_MS = 500;
/** One warning per this long while shedding, not one per refused request. */
const LOG_EVERY_MS = 10_000;
/** A process's resident size in an unconstrained host is held to this share of the machine's memory. */
const UNCONSTRAINED_RSS_FRACTION = 0.5;
/** With a cgroup (container) limit, shedding starts here, before the kernel's OOM killer would. */
const CONSTRAINED_RSS_FRACTION = 0.9;

export interface PressureSettings {
  /** Heap used, as a share of this process's heap limit (v8 heap_size_limit); 0: not checked. */
  maxHeapFraction: number;
  /** Resident set in MB; undefined: derived from the memory this process may use; 0: not checked. */
  maxRssMb: number | undefined;
  /** Mean event-loop delay over a sample, in ms; 0: not checked. */
  maxEventLoopDelayMs: number;
}

export interface PressureThresholds {
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  maxEventLoopDelay: number;
}

/** The memory this process may use: its cgroup limit when it has one, else the machine's. */
function memoryBudget(): { bytes: number; constrained: boolean } {
  const total = os.totalmem();
  const limit = process.constrainedMemory();
  return limit > 0 && limit < total ? { bytes: limit, constrained: true } : { bytes: total, constrained: false };
}

/** Byte thresholds from the settings and this process's actual limits (ADR 0081). */
export function pressureThresholds(settings: PressureSettings): PressureThresholds {
  const heapLimit = v8.getHeapStatistics().heap_size_limit;
  const budget = memoryBudget();
  const maxRssBytes =
    settings.maxRssMb === undefined
      ? Math.round(budget.bytes * (budget.constrained ? CONSTRAINED_RSS_FRACTION : UNCONSTRAINED_RSS_FRACTION))
      : settings.maxRssMb * 1024 * 1024;
  return {
    maxHeapUsedBytes: Math.round(heapLimit * settings.maxHeapFraction),
    maxRssBytes,
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
  };
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** Operators and load balancers must still see the instance, and what it says about itself, while it sheds. */
const isExempt = (url: string) => url === '/api/health' || url.startsWith('/api/health?');

/** A small page of its own, like the 429 page (web.ts): nothing rendered, nothing fetched. */
export const busyPage = (lang: Language, retryAfterSeconds: number): string =>
  statusPage(
    lang,
    503,
    message('server_busy_title', lang),
    message('server_busy', lang, { seconds: retryAfterSeconds }),
  );

/**
 * Sheds load before the process runs out of memory or time (ADR 0081):
 * while heap used, resident size or event-loop delay is past its threshold,
 * every request but `/api/health` is answered 503 with Retry-After at once,
 * before anything is parsed, looked up or rendered. API callers get the
 * errors plugin's `{error, code}` body, pages a small page, both in the
 * caller's language. Registered after the language plugin, before the rest.
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, options: { thresholds: PressureThresholds; sampleIntervalMs?: number }) => {
    let lastLogged = 0;
    let shedSinceLog = 0;
    const shed = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      if (isExempt(request.url)) return undefined;
      shedSinceLog += 1;
      const now = Date.now();
      if (now - lastLogged >= LOG_EVERY_MS) {
        request.log.warn(
          { type, value, thresholds: options.thresholds, shed: shedSinceLog },
          'under pressure: shedding',
        );
        lastLogged = now;
        shedSinceLog = 0;
      }
      reply.status(503).header('retry-after', String(SHED_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      if (isApi(request.url)) {
        return reply.type('application/json; charset=utf-8').send({
          error: message('server_busy', request.lang, { seconds: SHED_RETRY_AFTER_SECONDS }),
          code: 'server_busy',
        });
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(request.method === 'HEAD' ? '' : busyPage(request.lang, SHED_RETRY_AFTER_SECONDS));
    };
    await app.register(underPressure, {
      ...options.thresholds,
      sampleInterval: options.sampleIntervalMs ?? SAMPLE_INTERVAL_MS,
      // Resolved once the 503 is written: Fastify then runs no later hook and no handler for a sent reply.
      pressureHandler: async (request, reply, type, value) => {
        const sent = shed(request, reply, type, value);
        if (sent) await sent;
      },
    });
  },
  { name: 'load-shedding', dependencies: ['language'] },
);
