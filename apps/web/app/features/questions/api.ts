import type { z } from 'zod';
import type {
  answerQuestionBody,
  askQuestionBody,
  hideQuestionBody,
  Question,
  QuestionDetail,
} from '@bedesten/core/schemas/questions';
import { apiPost, type ApiResult } from '~/lib/api-client.ts';

type Saved<T> = { data: T; message: string };

/** Product questions: ask (signed in), answer (the store), hide and unhide (staff). */
export const questionsApi = {
  ask: (body: z.input<typeof askQuestionBody>): Promise<ApiResult<Saved<Question>>> =>
    apiPost('product-questions', body),
  answer: (body: z.input<typeof answerQuestionBody>): Promise<ApiResult<Saved<QuestionDetail>>> =>
    apiPost('vendor-question-answer', body),
  hide: (body: z.input<typeof hideQuestionBody>): Promise<ApiResult<Saved<QuestionDetail>>> =>
    apiPost('admin/question-hide', body),
  unhide: (questionId: string): Promise<ApiResult<Saved<QuestionDetail>>> =>
    apiPost('admin/question-unhide', { question_id: questionId }),
};
