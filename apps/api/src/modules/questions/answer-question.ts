import { notFound } from '@bedesten/core/errors/app-error';
import { productNameFor } from './notice-language.ts';
import type { QuestionsDeps } from './questions.deps.ts';
import { productPath } from './to-question-views.ts';

/**
 * The store answers one of its own questions (another store's is 404);
 * answering again edits the answer. The asker hears of the first answer
 * only, so correcting a typo does not ring their phone again.
 */
export async function answerQuestion(
  { repository, notifier }: QuestionsDeps,
  storeId: string,
  answeredBy: string,
  questionId: string,
  answer: string,
) {
  const result = await repository.answer(storeId, questionId, answer, answeredBy);
  if (!result) throw notFound('question_not_found');
  const { row, first } = result;
  if (first) {
    await notifier.notify([
      {
        userId: row.user_id,
        kind: 'question_answered',
        messageKey: 'question_answered_notice',
        params: { store: row.store_title, product: productNameFor(row, 'asker') },
        link: productPath(row),
      },
    ]);
  }
  return row;
}
