import type { Language } from '@bedesten/core/i18n/languages';
import type { AdminCategory } from '@bedesten/core/schemas/admin';
import { toCategory } from '../catalogue/to-category.ts';
import type { CategoryRow } from './admin.repository.ts';

/** A category as staff see it: the public fields plus order, state and how much uses it. */
export function toAdminCategory(row: CategoryRow, lang: Language): AdminCategory {
  return {
    ...toCategory(row, lang),
    sort_order: row.sortOrder,
    is_active: row.isActive,
    store_count: row.storeCount,
    product_count: row.productCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
