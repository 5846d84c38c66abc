import { notFound } from '@bedesten/core/errors/app-error';
import { productNameFor } from './notice-language.ts';
import type { QuestionsDeps } from './questions.deps.ts';

/** Staff hide an abusive question: it leaves the product page, and the asker is told why. */
export async function hideQuestion({ repository, notifier }: QuestionsDeps, questionId: string, reason: string) {
  const result = await repository.hide(questionId, reason);
  if (!result) throw notFound('question_not_found');
  const { row, wasVisible } = result;
  if (wasVisible) {
    await notifier.notify([
      {
        userId: row.user_id,
        kind: 'question_hidden',
        messageKey: 'question_hidden_notice',
        params: { product: productNameFor(row, 'asker'), reason },
        link: '/profile/my-questions',
      },
    ]);
  }
  return row;
}

/** Staff put a hidden question back (a mistake, or the reason no longer holds). */
export async function unhideQuestion({ repository }: QuestionsDeps, questionId: string) {
  const row = await repository.unhide(questionId);
  if (!row) throw notFound('question_not_found');
  return row;
}
