import { conflict, forbidden, notFound } from '@bedesten/core/errors/app-error';
import type { AskQuestionBody } from '@bedesten/core/schemas/questions';
import type { RequestActor } from '../../plugins/auth.ts';
import { excerpt, productNameFor } from './notice-language.ts';
import type { QuestionsDeps } from './questions.deps.ts';

/**
 * A signed-in person asks about a visible product; the store's owner is
 * told. A vendor may not ask about their own store's product (403); the
 * same person asking the same about the same product again is refused (409).
 */
export async function askQuestion({ repository, notifier }: QuestionsDeps, actor: RequestActor, body: AskQuestionBody) {
  const product = await repository.askableProduct(body.product_id);
  if (!product) throw notFound();
  if (actor.storeId === product.store_id || actor.userId === product.store_owner_id) {
    throw forbidden('question_own_store');
  }
  const row = await repository.add({
    productId: product.id,
    storeId: product.store_id,
    userId: actor.userId,
    question: body.question,
  });
  if (!row) throw conflict('question_duplicate', 'question_duplicate');
  if (row.store_owner_id) {
    await notifier.notify([
      {
        userId: row.store_owner_id,
        kind: 'question_asked',
        messageKey: 'question_asked_notice',
        params: { product: productNameFor(row, 'owner'), question: excerpt(row.question) },
        link: '/vendor/questions',
      },
    ]);
  }
  return row;
}
