import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit.ts';
import { createSignedInUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { audit, staffMutationsWithoutAudit } from './audit.ts';
import { requireStaff } from './auth.ts';

/**
 * The generic hook of ADR 0037 on routes made for the test: one entry after
 * a 2xx answer (with what the handler said, else the route's id and the
 * body's reason), none after a failure or for `audit: false`; a staff write
 * without an action is listed.
 */
describe('the audit plugin', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let userId: string;

  beforeAll(async () => {
    ctx = await createTestApp({
      extend: (app) => {
        const staffOnly = requireStaff('staff');
        app.post(
          '/api/admin/test-widgets/:id/poke',
          { onRequest: staffOnly, config: { audit: 'widget.poke' } },
          async () => ({
            ok: true,
          }),
        );
        app.post(
          '/api/admin/test-widgets/:id/tune',
          { onRequest: staffOnly, config: { audit: 'widget.tune' } },
          async (request) => {
            audit(request, {
              subjectType: 'gadget',
              subjectId: 'g-1',
              before: { pitch: 1 },
              after: { pitch: 2 },
              reason: 'too low',
            });
            return { ok: true };
          },
        );
        app.post(
          '/api/admin/test-widgets/:id/fail',
          { onRequest: staffOnly, config: { audit: 'widget.fail' } },
          async (_request, reply) => reply.status(409).send({ error: 'no' }),
        );
        app.post('/api/admin/test-widgets/preview', { onRequest: staffOnly, config: { audit: false } }, async () => ({
          ok: true,
        }));
        app.post('/api/admin/test-widgets/forgotten', { onRequest: staffOnly }, async () => ({ ok: true }));
      },
    });
    const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'manager' });
    headers = staff.headers;
    userId = staff.user.id;
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers, payload });
  const entries = () => ctx.database.db.select().from(auditLog).orderBy(auditLog.id);

  it('writes one entry per successful action, from the handler’s draft or the route’s id and the body’s reason', async () => {
    expect((await post('/api/admin/test-widgets/w-7/poke', { reason: 'stuck' })).statusCode).toBe(200);
    expect((await post('/api/admin/test-widgets/w-8/tune')).statusCode).toBe(200);
    expect(await entries()).toMatchObject([
      {
        actorId: userId,
        actorRole: 'manager',
        action: 'widget.poke',
        subjectType: 'widget',
        subjectId: 'w-7',
        reason: 'stuck',
        before: null,
        after: null,
      },
      {
        action: 'widget.tune',
        subjectType: 'gadget',
        subjectId: 'g-1',
        before: { pitch: 1 },
        after: { pitch: 2 },
        reason: 'too low',
      },
    ]);
  });

  it('writes nothing for a failed action, a refused caller or a route that changes nothing', async () => {
    const before = (await entries()).length;
    expect((await post('/api/admin/test-widgets/w-9/fail')).statusCode).toBe(409);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/test-widgets/w-9/poke', payload: {} })).statusCode,
    ).toBe(401);
    expect((await post('/api/admin/test-widgets/preview')).statusCode).toBe(200);
    expect((await entries()).length).toBe(before);
  });

  it('lists a staff write that names no action', () => {
    expect(staffMutationsWithoutAudit(ctx.app)).toEqual(['POST /api/admin/test-widgets/forgotten']);
  });
});
