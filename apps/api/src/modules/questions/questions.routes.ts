import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '@bedesten/core/errors/app-error';
import { message } from '@bedesten/core/messages/catalogue';
import { pageOffset, pageQuerySchema, toPagedList } from '@bedesten/core/paging/paged-list';
import { errorResponses } from '@bedesten/core/schemas/error';
import {
  adminQuestionsQuery,
  answerQuestionBody,
  askQuestionBody,
  hideQuestionBody,
  productQuestionsQuery,
  questionDetailListSchema,
  questionDetailSchema,
  questionListSchema,
  questionSchema,
  unhideQuestionBody,
  vendorQuestionListSchema,
  vendorQuestionsQuery,
} from '@bedesten/core/schemas/questions';
import { audit } from '../../plugins/audit.ts';
import { actorOf, requireStaff, requireType, requireUser, SESSION_SECURITY, storeIdOf } from '../../plugins/auth.ts';
import { answerQuestion } from './answer-question.ts';
import { askQuestion } from './ask-question.ts';
import { hideQuestion, unhideQuestion } from './moderate-question.ts';
import type { QuestionsDeps } from './questions.deps.ts';
import { toQuestion, toQuestionDetail } from './to-question-views.ts';

const tags = ['questions'];
const security = SESSION_SECURITY;
const detailAnswer = z.object({ data: questionDetailSchema, message: z.string() });
const rangeOf = (query: { page: number; per_page: number }) => ({ offset: pageOffset(query), limit: query.per_page });

/**
 * Product questions and answers (SPEC.md §3 Question): anyone reads a
 * product's visible questions, a signed-in person asks, the store answers
 * from its panel, the asker keeps their own list, staff hide and unhide.
 */
export const questionsRoutes: FastifyPluginAsyncZod<QuestionsDeps> = async (app, deps) => {
  const { repository } = deps;
  const staffOnly = requireStaff('staff');
  const vendorOnly = requireType('vendor');

  app.get(
    '/api/product-questions',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'The visible questions of a visible product, newest first; paged 10 (unknown product → 404)',
        querystring: productQuestionsQuery,
        response: { 200: questionListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const product = await repository.askableProduct(request.query.product_id);
      if (!product) throw notFound();
      const { rows, total } = await repository.listVisible(product.id, rangeOf(request.query));
      return toPagedList(rows.map(toQuestion), total, request.query, request.url);
    },
  );

  app.post(
    '/api/product-questions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Ask about a product (sign-in needed: "Please login first"); the store is told',
        description: '409 `question_duplicate` when the caller already asked the same about this product.',
        security,
        body: askQuestionBody,
        response: {
          201: z.object({ data: questionSchema, message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const row = await askQuestion(deps, actorOf(request), request.body);
      return reply.status(201).send({ data: toQuestion(row), message: message('question_sent', request.lang) });
    },
  );

  app.get(
    '/api/my-questions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The caller’s own questions, newest first, hidden ones with the reason; paged',
        security,
        querystring: pageQuerySchema,
        response: { 200: questionDetailListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listForUser(actorOf(request).userId, rangeOf(request.query));
      return toPagedList(
        rows.map((row) => toQuestionDetail(row, request.lang)),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.get(
    '/api/vendor-questions',
    {
      onRequest: vendorOnly,
      schema: {
        tags,
        summary: 'The store’s questions by `status` (unanswered|answered|all), newest first, with `unanswered_count`',
        security,
        querystring: vendorQuestionsQuery,
        response: { 200: vendorQuestionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const storeId = storeIdOf(request);
      const [{ rows, total }, unanswered] = await Promise.all([
        repository.listForStore(storeId, request.query.status, rangeOf(request.query)),
        repository.unansweredCount(storeId),
      ]);
      return {
        ...toPagedList(
          rows.map((row) => toQuestionDetail(row, request.lang)),
          total,
          request.query,
          request.url,
        ),
        unanswered_count: unanswered,
      };
    },
  );

  app.post(
    '/api/vendor-question-answer',
    {
      onRequest: vendorOnly,
      schema: {
        tags,
        summary: 'Answer one of the store’s questions (again: edits the answer); the asker is told of the first',
        security,
        body: answerQuestionBody,
        response: { 200: detailAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const storeId = storeIdOf(request);
      const row = await answerQuestion(
        deps,
        storeId,
        actorOf(request).userId,
        request.body.question_id,
        request.body.answer,
      );
      return { data: toQuestionDetail(row, request.lang), message: message('answer_saved', request.lang) };
    },
  );

  app.get(
    '/api/admin/questions',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Every question, newest first; `hidden=true|false` filters; paged',
        security,
        querystring: adminQuestionsQuery,
        response: { 200: questionDetailListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const hidden = request.query.hidden === undefined ? undefined : request.query.hidden === 'true';
      const { rows, total } = await repository.listAll(hidden, rangeOf(request.query));
      return toPagedList(
        rows.map((row) => toQuestionDetail(row, request.lang)),
        total,
        request.query,
        request.url,
      );
    },
  );

  app.post(
    '/api/admin/question-hide',
    {
      onRequest: staffOnly,
      config: { audit: 'question.hide' },
      schema: {
        tags,
        summary: 'Hide a question from the product page; the asker is told, with the reason',
        security,
        body: hideQuestionBody,
        response: { 200: detailAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await hideQuestion(deps, request.body.question_id, request.body.reason);
      audit(request, { subjectId: request.body.question_id, after: { hidden: true } });
      return { data: toQuestionDetail(row, request.lang), message: message('question_hidden_done', request.lang) };
    },
  );

  app.post(
    '/api/admin/question-unhide',
    {
      onRequest: staffOnly,
      config: { audit: 'question.unhide' },
      schema: {
        tags,
        summary: 'Show a hidden question again',
        security,
        body: unhideQuestionBody,
        response: { 200: detailAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await unhideQuestion(deps, request.body.question_id);
      audit(request, { subjectId: request.body.question_id, after: { hidden: false } });
      return { data: toQuestionDetail(row, request.lang), message: message('question_unhidden_done', request.lang) };
    },
  );
};
