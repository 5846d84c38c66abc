import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, pagedListSchema, toPagedList } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import { failedJobIdParams, failedJobSchema, failedJobsQuery } from '@bedesten/core/schemas/failed-jobs';
import type { JobRunner } from '../../lib/jobs/job-runner.ts';
import { requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';

const tags = ['admin'];
const security = SESSION_SECURITY;
const done = z.object({ message: z.string() });

/**
 * The dead-letter list (ADR 0058): background jobs (e-mail, SMS, push,
 * sweeps) that failed every attempt. Every member of staff reads it; a
 * manager retries a job (fresh attempts) or discards it, each leaving an
 * audit entry. BullMQ's failed list with Redis, PostgreSQL's without.
 */
export const failedJobsRoutes: FastifyPluginAsyncZod<{ jobs: JobRunner }> = async (app, { jobs }) => {
  app.get(
    '/api/admin/failed-jobs',
    {
      onRequest: requireStaff('staff'),
      schema: {
        tags,
        summary: 'Background jobs that failed every attempt, newest first: name, attempts, last error, when; paged',
        security,
        querystring: failedJobsQuery,
        response: { 200: pagedListSchema(failedJobSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await jobs.failed({ offset: pageOffset(q), limit: q.per_page });
      const data = rows.map((row) => ({
        id: row.id,
        name: row.name,
        attempts: row.attempts,
        last_error: row.lastError,
        failed_at: row.failedAt.toISOString(),
      }));
      return toPagedList(data, total, q, request.url);
    },
  );

  app.post(
    '/api/admin/failed-jobs/:id/retry',
    {
      onRequest: requireStaff('manager'),
      config: { audit: 'failed_job.retry' },
      schema: {
        tags,
        summary: 'Run a failed job again with fresh attempts (manager); it leaves the list',
        security,
        params: failedJobIdParams,
        response: { 200: done, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await jobs.retryFailed(request.params.id))) throw notFound('failed_job_not_found');
      return { message: message('failed_job_retried', request.lang) };
    },
  );

  app.delete(
    '/api/admin/failed-jobs/:id',
    {
      onRequest: requireStaff('manager'),
      config: { audit: 'failed_job.discard' },
      schema: {
        tags,
        summary: 'Discard a failed job for good (manager): it is not run again',
        security,
        params: failedJobIdParams,
        response: { 200: done, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await jobs.discardFailed(request.params.id))) throw notFound('failed_job_not_found');
      return { message: message('failed_job_discarded', request.lang) };
    },
  );
};
