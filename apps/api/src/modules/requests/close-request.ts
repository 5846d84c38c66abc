import { conflict, notFound } from '@bedesten/core/errors/app-error';
import type { RequestsDeps } from './requests.deps.ts';

/** The owner closes an open request: it leaves vendors' lists. Another person's → 404; already closed → 409. */
export async function closeRequest({ repository }: RequestsDeps, userId: string, id: string) {
  if (!(await repository.findOwn(userId, id))) throw notFound('request_not_found');
  const row = await repository.close(userId, id);
  if (!row) throw conflict('request_closed');
  return row;
}

/** The owner deletes a request, in any state; another person's → 404. */
export async function deleteRequest({ repository }: RequestsDeps, userId: string, id: string) {
  if (!(await repository.softDelete(userId, id))) throw notFound('request_not_found');
}
