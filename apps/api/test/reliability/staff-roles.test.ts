import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasStaffRole, STAFF_ROLES, type StaffRole } from '@bedesten/core/auth/roles';
import { auditLog } from '../../src/db/schema/audit.ts';
import { staffMutationsWithoutAudit } from '../../src/plugins/audit.ts';
import type { AccessRole } from '../../src/plugins/auth.ts';
import { createSignedInUser } from '../factories.ts';
import { createTestApp, type TestContext } from '../test-app.ts';

/**
 * The staff rights table of ADR 0037, as rules over the OpenAPI paths of
 * staff routes: the first rule that matches a method and path names the
 * least staff role it needs. Reads are open to every staff role unless a
 * rule says otherwise.
 */
const RIGHTS: { method: RegExp; path: RegExp; role: StaffRole }[] = [
  // Grant and revoke staff roles.
  { method: /.*/, path: /^\/api\/admin\/users\/\{id\}\/staff-role$/, role: 'super_admin' },
  // Delete/restore accounts, delete stores and drivers, cancel orders.
  { method: /^POST$/, path: /^\/api\/admin\/users\/\{id\}\/(delete|restore)$/, role: 'admin' },
  { method: /^DELETE$/, path: /^\/api\/admin\/(stores|drivers)\/\{id\}$/, role: 'admin' },
  { method: /^POST$/, path: /^\/api\/admin\/order-cancel$/, role: 'admin' },
  // Retry or discard a failed background job (ADR 0058); reading the list is every staff role's.
  { method: /^(POST|DELETE)$/, path: /^\/api\/admin\/failed-jobs\//, role: 'manager' },
  // Read the audit log.
  { method: /^GET$/, path: /^\/api\/admin\/audit-log/, role: 'manager' },
  // Edit content (pages, FAQ, banners, blog, support details).
  { method: /^(POST|PUT|PATCH|DELETE)$/, path: /^\/api\/admin\/content\//, role: 'manager' },
  // Categories, sizes, units, VAT defaults, platform fee, joining fees, cab fares.
  {
    method: /^(POST|PUT|PATCH|DELETE)$/,
    path: /^\/api\/admin\/(categories|sizes|units|vat-rates|platform-fee|joining-fees|cab-vehicle-types|cab-airport-fares)(\/|$)/,
    role: 'manager',
  },
  // Everything else staff do: read staff pages, moderate, answer contact messages.
  { method: /.*/, path: /.*/, role: 'staff' },
];

function requiredRole(method: string, path: string): StaffRole {
  return RIGHTS.find((rule) => rule.method.test(method) && rule.path.test(path))!.role;
}

type Operation = { method: string; path: string; staffRole: StaffRole | undefined };

/** A stream that stays open, which the matrix does not call. */
const NOT_CALLED = new Set<string>([]);
const ZERO_ID = '00000000-0000-0000-0000-000000000000';
const fill = (path: string) => path.replace(/\{[^}]+\}/g, (name) => (name === '{slug}' ? 'no-such-page' : ZERO_ID));
const codeOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
};

const CALLERS = ['none', 'customer', ...STAFF_ROLES] as const;
type Caller = (typeof CALLERS)[number];

/**
 * The role matrix (issue 14, ADR 0037): every staff route of the OpenAPI
 * document × no session, a customer and each staff role. Below the route's
 * role: 401 without a session, 403 otherwise; at or above it, past the
 * guard (whatever the empty body or unknown id then answers). The role each
 * route declares (`x-staff-role`, from its guard) must be the table's.
 */
describe('staff role matrix', () => {
  let ctx: TestContext;
  let staffOps: Operation[];
  const headersOf = {} as Record<Caller, Record<string, string>>;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000', PAYMENT_SWEEP_SECONDS: '0' } });
    headersOf.none = {};
    headersOf.customer = (await createSignedInUser(ctx.app, ctx.database)).headers;
    for (const role of STAFF_ROLES)
      headersOf[role] = (await createSignedInUser(ctx.app, ctx.database, { staffRole: role })).headers;
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { 'x-roles'?: AccessRole[]; 'x-staff-role'?: StaffRole }>>;
    };
    staffOps = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method, op]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method) && op['x-roles'])
        .filter(([, op]) => op['x-roles']!.length === 1 && op['x-roles']![0] === 'staff')
        .map(([method, op]) => ({ method: method.toUpperCase(), path, staffRole: op['x-staff-role'] })),
    );
  });
  afterAll(() => ctx.close());

  it('finds the staff routes, each with its least role written from its guard', () => {
    expect(staffOps.length).toBeGreaterThan(30);
    expect(staffOps.filter((op) => !op.staffRole).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('guards every staff route with the role of the rights table', () => {
    const wrong = staffOps
      .filter((op) => op.staffRole !== requiredRole(op.method, op.path))
      .map((op) => `${op.method} ${op.path}: ${op.staffRole}, table says ${requiredRole(op.method, op.path)}`);
    expect(wrong).toEqual([]);
  });

  it('answers 401 / 403 below the role and lets every role at or above it past the guard', async () => {
    const failures: string[] = [];
    for (const op of staffOps) {
      if (NOT_CALLED.has(op.path)) continue;
      const needed = requiredRole(op.method, op.path);
      for (const caller of CALLERS) {
        const response = await ctx.app.inject({
          method: op.method as 'GET',
          url: fill(op.path),
          headers: { origin: 'http://localhost:3000', ...headersOf[caller] },
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
        });
        const admitted = caller !== 'none' && caller !== 'customer' && hasStaffRole(caller, needed);
        const expected = caller === 'none' ? 401 : 403;
        const line = `${op.method} ${op.path} as ${caller} → ${response.statusCode} ${response.body.slice(0, 80)}`;
        if (!admitted && response.statusCode !== expected) failures.push(line);
        if (admitted && (response.statusCode === 401 || codeOf(response.body) === 'forbidden')) failures.push(line);
        if (response.statusCode >= 500) failures.push(line);
      }
    }
    expect(failures).toEqual([]);
    // Every call above was refused, or failed on its empty body or unknown id: none may leave an audit entry.
    expect(await ctx.database.db.select().from(auditLog)).toEqual([]);
  });

  it('leaves no staff route that changes state without its audit action', () => {
    expect(staffMutationsWithoutAudit(ctx.app)).toEqual([]);
  });
});
