import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, pageQuerySchema, toPagedList } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  adminBroadcastRequestListSchema,
  adminBroadcastRequestSchema,
  broadcastRequestIdBody,
  broadcastRequestIdParams,
  broadcastRequestListSchema,
  broadcastRequestRepliesSchema,
  broadcastRequestReplySchema,
  broadcastRequestSchema,
  broadcastRequestsQuery,
  rejectBroadcastRequestBody,
  replyToBroadcastRequestBody,
  saveBroadcastRequestBody,
  vendorBroadcastRequestListSchema,
} from '@bedesten/core/schemas/requests';
import { audit } from '../../plugins/audit.ts';
import { actorOf, requireStaff, requireType, requireUser, SESSION_SECURITY, storeIdOf } from '../../plugins/auth.ts';
import { closeRequest, deleteRequest } from './close-request.ts';
import { moderateRequest } from './moderate-request.ts';
import { replyToRequest } from './reply-to-request.ts';
import type { RequestsDeps } from './requests.deps.ts';
import { createRequest, editRequest } from './save-request.ts';
import { toAdminRequest, toReply, toRequest, toVendorRequest } from './to-request-views.ts';

const tags = ['requests'];
const security = SESSION_SECURITY;
const answer = z.object({ data: broadcastRequestSchema, message: z.string() });
const rangeOf = (query: { page: number; per_page: number }) => ({ offset: pageOffset(query), limit: query.per_page });

/**
 * Broadcast requests (SPEC.md §2, §3, §4): a signed-in person posts, edits,
 * closes and deletes their own; staff approve or reject waiting ones;
 * vendors whose business category and delivery area match see the approved,
 * open ones and reply (the reply itself is a chat message).
 */
/** The scheduled job that marks requests past their close date closed. */
export const REQUEST_SWEEP_JOB = 'requests.close-past-date';

export const requestsRoutes: FastifyPluginAsyncZod<RequestsDeps> = async (app, deps) => {
  const { repository } = deps;
  const staffOnly = requireStaff('staff');
  const vendorOnly = requireType('vendor');

  app.get(
    '/api/broadcast-requests',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The caller’s own requests, newest first, with status and reply count; `status` filters; paged',
        security,
        querystring: broadcastRequestsQuery,
        response: { 200: broadcastRequestListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { status } = request.query;
      const { rows, total } = await repository.listOwn(actorOf(request).userId, status, rangeOf(request.query));
      return toPagedList(
        rows.map((row) => toRequest(row, request.lang)),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.post(
    '/api/broadcast-requests',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Post a request; it waits for staff approval (201, pending). At most 10 an hour (429)',
        security,
        body: saveBroadcastRequestBody,
        response: { 201: answer, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const row = await createRequest(deps, actorOf(request).userId, request.lang, request.body);
      return reply
        .status(201)
        .send({ data: toRequest(row, request.lang), message: message('request_saved', request.lang) });
    },
  );

  app.get(
    '/api/broadcast-requests/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One of the caller’s own requests (another person’s → 404)',
        security,
        params: broadcastRequestIdParams,
        response: { 200: z.object({ data: broadcastRequestSchema }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await repository.findOwn(actorOf(request).userId, request.params.id);
      if (!row) throw notFound('request_not_found');
      return { data: toRequest(row, request.lang) };
    },
  );

  app.get(
    '/api/broadcast-requests/:id/replies',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'The shops that replied to one of the caller’s requests, first reply first: each with its reply and the chat to go on in (another person’s request → 404)',
        security,
        params: broadcastRequestIdParams,
        response: { 200: broadcastRequestRepliesSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId } = actorOf(request);
      const [row, replies] = await Promise.all([
        repository.findOwn(userId, request.params.id),
        repository.listReplies(userId, request.params.id),
      ]);
      if (!row) throw notFound('request_not_found');
      return { data: replies.map(toReply) };
    },
  );

  app.put(
    '/api/broadcast-requests/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Edit one of the caller’s open requests; it waits for staff again (closed → 409)',
        security,
        params: broadcastRequestIdParams,
        body: saveBroadcastRequestBody,
        response: { 200: answer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = await editRequest(deps, actorOf(request).userId, request.params.id, request.body);
      return { data: toRequest(row, request.lang), message: message('request_saved', request.lang) };
    },
  );

  app.delete(
    '/api/broadcast-requests/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Delete one of the caller’s requests',
        security,
        params: broadcastRequestIdParams,
        response: {
          200: z.object({ data: z.object({ id: z.uuid() }), message: z.string() }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      await deleteRequest(deps, actorOf(request).userId, request.params.id);
      return { data: { id: request.params.id }, message: message('request_deleted_done', request.lang) };
    },
  );

  app.post(
    '/api/broadcast-request-close',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Close one of the caller’s open requests: it leaves vendors’ lists (already closed → 409)',
        security,
        body: broadcastRequestIdBody,
        response: { 200: answer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = await closeRequest(deps, actorOf(request).userId, request.body.id);
      return { data: toRequest(row, request.lang), message: message('request_closed_done', request.lang) };
    },
  );

  app.get(
    '/api/vendor-broadcast-requests',
    {
      onRequest: vendorOnly,
      schema: {
        tags,
        summary:
          'Open approved requests of the store’s business category within its delivery radius, newest first, with distance and whether it replied; paged',
        security,
        querystring: pageQuerySchema,
        response: { 200: vendorBroadcastRequestListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listForStore(storeIdOf(request), rangeOf(request.query));
      return toPagedList(
        rows.map((row) => toVendorRequest(row, request.lang)),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.post(
    '/api/vendor-broadcast-request-reply',
    {
      onRequest: vendorOnly,
      schema: {
        tags,
        summary:
          'Reply to a request the store matches (once per store; again changes nothing); answers what the chat needs. The requester is told',
        security,
        body: replyToBroadcastRequestBody,
        response: {
          200: z.object({ data: broadcastRequestReplySchema, message: z.string() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const data = await replyToRequest(deps, storeIdOf(request), request.body.request_id);
      return { data, message: message('request_reply_done', request.lang) };
    },
  );

  app.get(
    '/api/admin/broadcast-requests',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Requests by state (`status=pending` is the queue, oldest first), with who asked; paged',
        security,
        querystring: broadcastRequestsQuery,
        response: { 200: adminBroadcastRequestListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listAll(request.query.status, rangeOf(request.query));
      return toPagedList(
        rows.map((row) => toAdminRequest(row, request.lang)),
        total,
        request.query,
        request.url,
      );
    },
  );

  const decided = z.object({ data: adminBroadcastRequestSchema, message: z.string() });
  app.post(
    '/api/admin/broadcast-request-approve',
    {
      onRequest: staffOnly,
      config: { audit: 'broadcast_request.approve' },
      schema: {
        tags,
        summary: 'Approve a waiting request (not one’s own: 403); vendors that match see it; the owner is told',
        security,
        body: broadcastRequestIdBody,
        response: { 200: decided, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await moderateRequest(deps, actorOf(request).userId, request.body.id, 'approve');
      audit(request, { subjectId: request.body.id, after: { status: row.status } });
      return { data: toAdminRequest(row, request.lang), message: message('request_approved_done', request.lang) };
    },
  );

  app.post(
    '/api/admin/broadcast-request-reject',
    {
      onRequest: staffOnly,
      config: { audit: 'broadcast_request.reject' },
      schema: {
        tags,
        summary: 'Reject a waiting request with a reason the owner is told (not one’s own: 403)',
        security,
        body: rejectBroadcastRequestBody,
        response: { 200: decided, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await moderateRequest(deps, actorOf(request).userId, request.body.id, 'reject', request.body.reason);
      audit(request, { subjectId: request.body.id, after: { status: row.status } });
      return { data: toAdminRequest(row, request.lang), message: message('request_rejected_done', request.lang) };
    },
  );

  // Requests past their close date already read closed; this only brings the column in line. Once across all
  // instances with Redis, on a timer in this process without (ADR 0058).
  deps.jobs.register(REQUEST_SWEEP_JOB, async () => {
    await repository.sweepClosed();
  });
  deps.jobs.schedule(REQUEST_SWEEP_JOB, deps.sweepSeconds * 1000);
};
