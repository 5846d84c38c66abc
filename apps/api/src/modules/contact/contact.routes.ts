import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, toPagedList } from '@bedesten/core/paging/paged-list';
import {
  adminContactMessagesQuery,
  CONTACT_MESSAGES_PER_WINDOW,
  CONTACT_WINDOW,
  contactMessageAnswer,
  contactMessageListSchema,
  contactMessageParams,
  contactReplyBody,
  contactSentSchema,
  contactStatusBody,
  contactUsBody,
} from '@bedesten/core/schemas/contact';
import { errorResponses } from '@bedesten/core/schemas/error';
import { z } from 'zod';
import { audit } from '../../plugins/audit.ts';
import { actorOf, requireStaff, SESSION_SECURITY } from '../../plugins/auth.ts';
import { answerContactMessage } from './answer-contact-message.ts';
import type { ContactDeps } from './contact.deps.ts';
import { sendContactMessage } from './send-contact-message.ts';
import { auditState, toContactMessage, toContactMessageDetail } from './to-contact-views.ts';

const tags = ['contact'];
const security = SESSION_SECURITY;

/**
 * The contact form (SPEC.md §7 contact-us) and the staff inbox: anyone
 * sends a message (a few per address every ten minutes); staff list them by
 * state, open one (which marks it read), answer it by e-mail and mark it
 * unread or read again. Every staff change is audited.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactDeps> = async (app, deps) => {
  const { repository } = deps;
  const staffOnly = requireStaff('staff');

  async function detailOf(id: string) {
    const row = await repository.find(id);
    if (!row) throw notFound('contact_message_not_found');
    const [replies, readBy] = await Promise.all([repository.replies(id), repository.readerName(row.readBy)]);
    return { row, detail: toContactMessageDetail(row, replies, readBy) };
  }

  app.post(
    '/api/contact-us',
    {
      config: {
        rateLimit: {
          max: CONTACT_MESSAGES_PER_WINDOW,
          timeWindow: CONTACT_WINDOW,
          keyGenerator: (request: FastifyRequest) => `contact-us:address:${request.clientIp}`,
        },
      },
      schema: {
        tags,
        summary: `Send a message to the Bedesten team (guests too); at most ${CONTACT_MESSAGES_PER_WINDOW} per address every ${CONTACT_WINDOW}`,
        description:
          'Kept for the staff inbox; the support address (need-help details, else SUPPORT_EMAIL) is e-mailed, and the sender gets a copy in their language.',
        body: contactUsBody,
        response: { 201: contactSentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const row = await sendContactMessage(deps, {
        body: request.body,
        lang: request.lang,
        userId: request.actor?.userId ?? null,
        ip: request.clientIp,
      });
      return reply.status(201).send({ data: { id: row.id }, message: message('contact_sent', request.lang) });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Contact messages, newest first; `status=new|read|answered` filters; paged, with `new_count`',
        security,
        querystring: adminContactMessagesQuery,
        response: { 200: contactMessageListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total, newCount } = await repository.list(request.query.status, {
        offset: pageOffset(request.query),
        limit: request.query.per_page,
      });
      return {
        ...toPagedList(rows.map(toContactMessage), total, request.query, request.url),
        new_count: newCount,
      };
    },
  );

  app.get(
    '/api/admin/contact-messages/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'One contact message with its answers; a new one becomes read by the caller',
        security,
        params: contactMessageParams,
        response: { 200: z.object({ data: contactMessageAnswer.shape.data }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await repository.find(request.params.id);
      if (!found) throw notFound('contact_message_not_found');
      // Opening a new message changes its state (read, by whom): audited like marking it read by hand.
      const opened = found.status === 'new' && (await repository.markReadIfNew(found.id, actorOf(request).userId));
      const { row, detail } = await detailOf(found.id);
      if (opened) {
        audit(request, {
          action: 'contact_message.read',
          subjectType: 'contact_message',
          before: auditState(found),
          after: auditState(row),
        });
      }
      return { data: detail };
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/reply',
    {
      onRequest: staffOnly,
      config: { audit: 'contact_message.reply' },
      schema: {
        tags,
        summary: 'Answer a contact message: e-mailed to the sender in their language, kept, marked answered',
        security,
        params: contactMessageParams,
        body: contactReplyBody,
        response: { 200: contactMessageAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { before, after } = await answerContactMessage(deps, {
        id: request.params.id,
        staffId: actorOf(request).userId,
        body: request.body.body,
      });
      audit(request, { subjectType: 'contact_message', before: auditState(before), after: auditState(after) });
      return { data: (await detailOf(after.id)).detail, message: message('contact_reply_sent', request.lang) };
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/status',
    {
      onRequest: staffOnly,
      config: { audit: 'contact_message.mark' },
      schema: {
        tags,
        summary: 'Mark a contact message unread (`new`) or read (an answered one too: it leaves the answered tab)',
        security,
        params: contactMessageParams,
        body: contactStatusBody,
        response: { 200: contactMessageAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const before = await repository.find(request.params.id);
      if (!before) throw notFound('contact_message_not_found');
      await repository.setStatus(before.id, request.body.status, actorOf(request).userId);
      const { row, detail } = await detailOf(before.id);
      audit(request, { subjectType: 'contact_message', before: auditState(before), after: auditState(row) });
      const key = request.body.status === 'new' ? 'contact_marked_new' : 'contact_marked_read';
      return { data: detail, message: message(key, request.lang) };
    },
  );
};
