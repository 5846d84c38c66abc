import { z } from 'zod';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { QUESTION_MIN, QUESTION_MAX, ANSWER_MAX } from './text-limits.ts';

/**
 * Product questions and answers (SPEC.md §3 Question: text). Anyone reads
 * the visible questions of a visible product; asking needs an account
 * ("Please login first"); the store answers from its panel; staff may hide
 * one (the asker is told why).
 */

export { QUESTION_MIN, QUESTION_MAX, ANSWER_MAX };
export const QUESTIONS_PER_PAGE = 10;

const questionText = z.string().trim().min(QUESTION_MIN, 'question_length').max(QUESTION_MAX, 'question_length');
const answerText = z.string().trim().min(1, 'answer_required').max(ANSWER_MAX, 'answer_too_long');

/** `GET /api/product-questions?product_id=&page=`: newest first. */
export const productQuestionsQuery = pageQuerySchema.extend({
  product_id: z.uuid(),
  per_page: z.coerce.number().int().min(1).max(50).default(QUESTIONS_PER_PAGE),
});

/** `POST /api/product-questions` → 201 `{ data: Question, message }`. */
export const askQuestionBody = z.object({ product_id: z.uuid(), question: questionText });
export type AskQuestionBody = z.infer<typeof askQuestionBody>;

export const QUESTION_FILTERS = ['unanswered', 'answered', 'all'] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

/** `GET /api/vendor-questions?page=&status=` (the vendor's own store; `unanswered_count` for the badge). */
export const vendorQuestionsQuery = pageQuerySchema.extend({
  status: z.enum(QUESTION_FILTERS).default('unanswered'),
});

/** `POST /api/vendor-question-answer` (own store's question, else 404; again edits the answer). */
export const answerQuestionBody = z.object({ question_id: z.uuid(), answer: answerText });

/** `GET /api/admin/questions?page=&hidden=` (staff): `hidden=true|false`, all when left out. */
export const adminQuestionsQuery = pageQuerySchema.extend({
  hidden: z.enum(['true', 'false']).optional(),
});

/** `POST /api/admin/question-hide` (staff): the asker is told, with the reason. */
export const hideQuestionBody = z.object({
  question_id: z.uuid(),
  reason: z.string().trim().min(1, 'hide_reason_required').max(500),
});
/** `POST /api/admin/question-unhide` (staff). */
export const unhideQuestionBody = z.object({ question_id: z.uuid() });

/** A question as anyone reads it on the product page. */
export const questionSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.string().nullable(),
  answered_at: z.iso.datetime().nullable(),
  /** The asker's first name and the initial of the last ("Ayşe K."). */
  asker_name: z.string(),
  created_at: z.iso.datetime(),
});
export type Question = z.infer<typeof questionSchema>;

/** The vendor's, the asker's and staff's view: what was asked about, and whether it is hidden. */
export const questionDetailSchema = questionSchema.extend({
  product_id: z.uuid(),
  product_name: z.string(),
  product_slug: z.string(),
  store_id: z.uuid(),
  store_title: z.string(),
  store_slug: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const questionListSchema = pagedListSchema(questionSchema);
export type QuestionList = z.infer<typeof questionListSchema>;
export const questionDetailListSchema = pagedListSchema(questionDetailSchema);
export type QuestionDetailList = z.infer<typeof questionDetailListSchema>;
export const vendorQuestionListSchema = questionDetailListSchema.extend({ unanswered_count: z.number().int() });
export type VendorQuestionList = z.infer<typeof vendorQuestionListSchema>;
