import type { AuditAction } from '@bedesten/core/audit/actions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

/**
 * The audit log of staff actions (issue 14, ADR 0037). A staff route that
 * changes something names its action in its config (`config: { audit:
 * 'store.delete' }`); its handler may describe the subject and the change
 * with `audit(request, …)`. After a successful answer (status < 400) and
 * before it is sent, exactly one entry is written: who, their role then,
 * what, to what, before/after and the reason. A failed write fails the
 * request, so no action is answered as done without its entry.
 *
 * `staffMutationsWithoutAudit` lists the staff-only routes that change state
 * (any method but GET/HEAD) without an action name (or an explicit `false`
 * for a POST that only computes); a test keeps it empty,
 * so a new staff route cannot forget its entry.
 */
export interface AuditDraft {
  /**
   * The action, for a read that changed something on its way (opening a new
   * contact message marks it read); a route's `config.audit` names the rest.
   */
  action?: AuditAction;
  /** What was acted on, e.g. `store`, `user`, `content_page`; defaults to the action's first segment. */
  subjectType?: string;
  /** Its id; defaults to the route's `:id` (or `:slug`) parameter. */
  subjectId?: string;
  before?: unknown;
  after?: unknown;
  /** Why (a rejection or deletion reason); defaults to the body's `reason`. */
  reason?: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The audit action of a staff route that changes state, e.g. `store.delete`;
     * `false` for a staff POST that changes nothing (a Markdown preview).
     */
    audit?: string | false;
  }
  interface FastifyRequest {
    auditDraft: AuditDraft | null;
  }
}

/** Describes the subject and change of the current staff action for its audit entry. */
export function audit(request: FastifyRequest, draft: AuditDraft): void {
  request.auditDraft = { ...request.auditDraft, ...draft };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isStaffOnly(route: RouteOptions): boolean {
  const roles = (route.schema as Record<string, unknown> | undefined)?.['x-roles'];
  return Array.isArray(roles) && roles.length === 1 && roles[0] === 'staff';
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

const seenRoutes = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Staff-only state-changing routes with no `config.audit` ("METHOD /path"), once the app is ready. */
export function staffMutationsWithoutAudit(app: FastifyInstance): string[] {
  const routes = seenRoutes.get(app) ?? [];
  return routes
    .filter((route) => isStaffOnly(route) && methodsOf(route).some((method) => !READS.has(method)))
    .filter((route) => (route.config as { audit?: string | false } | undefined)?.audit === undefined)
    .map((route) => `${methodsOf(route).join(',')} ${route.url}`);
}

/** Every action a route of the app names in its `config.audit`, once the app is ready. */
export function routeAuditActions(app: FastifyInstance): string[] {
  const actions = (seenRoutes.get(app) ?? []).map(
    (route) => (route.config as { audit?: string | false } | undefined)?.audit,
  );
  return [...new Set(actions.filter((action): action is string => typeof action === 'string'))].sort();
}

function paramId(request: FastifyRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const id = params.id ?? params.slug ?? params.key;
  return typeof id === 'string' ? id : '-';
}

function bodyReason(request: FastifyRequest): string | null {
  const body = request.body as Record<string, unknown> | undefined;
  return body && typeof body.reason === 'string' ? body.reason : null;
}

export const auditPlugin = fp(
  async (app, options: { db: Db }) => {
    const routes: RouteOptions[] = [];
    seenRoutes.set(app, routes);
    app.decorateRequest('auditDraft', null);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const draft = request.auditDraft ?? {};
      const action = draft.action ?? request.routeOptions.config?.audit;
      if (!action || reply.statusCode >= 400 || !request.actor) return payload;
      await options.db.insert(auditLog).values({
        actorId: request.actor.userId,
        actorRole: request.actor.staffRole,
        action,
        subjectType: draft.subjectType ?? action.split('.')[0]!,
        subjectId: draft.subjectId ?? paramId(request),
        before: draft.before ?? null,
        after: draft.after ?? null,
        reason: draft.reason ?? bodyReason(request),
        ip: request.clientIp,
      });
      return payload;
    });
  },
  { name: 'audit' },
);
