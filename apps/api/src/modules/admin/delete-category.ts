import { AppError, notFound } from '@bedesten/core/errors/app-error';
import type { AdminRepository } from './admin.repository.ts';

/** Deletes an unused category; one that stores, products or sub-categories use answers 409 (deactivate it). */
export async function deleteCategory(repository: AdminRepository, id: string): Promise<void> {
  const outcome = await repository.deleteCategory(id);
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'in_use') throw new AppError(409, 'category_in_use');
}
