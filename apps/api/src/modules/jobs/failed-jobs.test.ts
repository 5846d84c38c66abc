import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachableRedis } from '../../../test/chat-sockets.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const redisUrl = await reachableRedis();
const RUNNERS = [
  { kind: 'in-process', env: { REDIS_URL: '' }, skip: false },
  { kind: 'bullmq', env: { REDIS_URL: redisUrl ?? '' }, skip: !redisUrl },
] as const;

describe.each(RUNNERS)('the failed-jobs list for staff ($kind runner)', ({ kind, env, skip }) => {
  let ctx: TestContext;
  let headers: Record<'staff' | 'manager' | 'customer', Record<string, string>>;
  let up = false;
  const runs: string[] = [];

  beforeAll(async () => {
    if (skip) return;
    ctx = await createTestApp({
      env,
      extend: (app) =>
        app.jobs.register<{ to: string }>('test.email', async ({ to }) => {
          runs.push(to);
          if (!up) throw new Error(`SMTP refused ${to}`);
        }),
    });
    const as = async (staffRole?: 'staff' | 'manager') =>
      (await createSignedInUser(ctx.app, ctx.database, staffRole ? { staffRole } : {})).headers;
    headers = { staff: await as('staff'), manager: await as('manager'), customer: await as() };
  });
  afterAll(() => ctx?.close());

  const list = (who: Record<string, string> = headers.staff) =>
    ctx.app.inject({ method: 'GET', url: '/api/admin/failed-jobs', headers: who });
  const failNow = async (to: string) => {
    await ctx.app.jobs.enqueue('test.email', { to }, { attempts: 1 });
    await ctx.app.eventsSettled();
  };

  it.skipIf(skip)('uses the runner the configuration asks for', () => {
    expect(ctx.app.jobs.kind).toBe(kind);
  });

  it.skipIf(skip)('lists jobs that failed every attempt to staff only, newest first', async () => {
    await failNow('ayse@example.cy');
    await failNow('mehmet@example.cy');
    expect((await list({})).statusCode).toBe(401);
    expect((await list(headers.customer)).statusCode).toBe(403);
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        name: 'test.email',
        attempts: 1,
        last_error: 'SMTP refused mehmet@example.cy',
        failed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ name: 'test.email', last_error: 'SMTP refused ayse@example.cy' }),
    ]);
  });

  it.skipIf(skip)('lets a manager retry one (it runs again and leaves the list) or discard one', async () => {
    const [newest, oldest] = (await list()).json().data as { id: string }[];
    const retry = (id: string, who: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/failed-jobs/${id}/retry`,
        headers: { origin: 'http://localhost:3000', ...who },
      });
    expect((await retry(newest!.id, headers.staff)).statusCode).toBe(403);

    up = true;
    runs.length = 0;
    const retried = await retry(newest!.id, headers.manager);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe('The job is queued to run again');
    await ctx.app.eventsSettled();
    expect(runs).toEqual(['mehmet@example.cy']);
    expect((await list()).json().data.map((job: { id: string }) => job.id)).toEqual([oldest!.id]);
    expect((await retry(newest!.id, headers.manager)).statusCode).toBe(404);

    const discard = (id: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/failed-jobs/${id}`,
        headers: { origin: 'http://localhost:3000', ...headers.manager },
      });
    expect((await discard(oldest!.id)).statusCode).toBe(200);
    expect((await discard(oldest!.id)).statusCode).toBe(404);
    expect((await list()).json().total).toBe(0);
    expect(runs).toEqual(['mehmet@example.cy']);
  });
});
