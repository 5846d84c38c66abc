import type { FaqEntryBody } from '@bedesten/core/content/content-schemas';
import { AppError, notFound } from '@bedesten/core/errors/app-error';
import type { ContentRepository, FaqValues } from './content.repository.ts';
import { toStaffFaq } from './content-views.ts';

/** Staff edit the FAQ: add, change, delete and reorder questions. */

function valuesOf(body: FaqEntryBody, actorId: string): FaqValues {
  return {
    topic: body.topic,
    topicEn: body.topic_en,
    topicTr: body.topic_tr,
    questionEn: body.question_en,
    questionTr: body.question_tr,
    answerEn: body.answer_en,
    answerTr: body.answer_tr,
    isPublished: body.is_published,
    updatedBy: actorId,
  };
}

export async function listStaffFaqs(repository: ContentRepository) {
  return (await repository.listFaqs(false)).map(toStaffFaq);
}

export async function createFaq(repository: ContentRepository, actorId: string, body: FaqEntryBody) {
  return toStaffFaq(await repository.createFaq(valuesOf(body, actorId)));
}

export async function updateFaq(repository: ContentRepository, actorId: string, id: string, body: FaqEntryBody) {
  const before = await repository.findFaq(id);
  if (!before) throw notFound('faq_entry_not_found');
  const after = await repository.updateFaq(id, valuesOf(body, actorId));
  if (!after) throw notFound('faq_entry_not_found');
  return { before: toStaffFaq(before), after: toStaffFaq(after) };
}

export async function deleteFaq(repository: ContentRepository, id: string) {
  const row = await repository.deleteFaq(id);
  if (!row) throw notFound('faq_entry_not_found');
  return toStaffFaq(row);
}

/** A new order must name every entry exactly once (so a stale screen cannot drop one). */
export async function reorderFaqs(repository: ContentRepository, actorId: string, ids: string[]) {
  const current = await repository.listFaqs(false);
  const known = new Set(current.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new AppError(400, 'faq_reorder_mismatch', { fields: { ids: [{ key: 'faq_reorder_mismatch' }] } });
  }
  await repository.reorderFaqs(ids, actorId);
  return {
    before: current.map((row) => row.id),
    after: (await repository.listFaqs(false)).map(toStaffFaq),
  };
}
