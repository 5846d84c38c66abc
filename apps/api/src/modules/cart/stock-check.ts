import { type AppError, conflict } from '@bedesten/core/errors/app-error';

/**
 * SPEC.md §5 "cannot add more than available stock to cart": a deactivated
 * variant is "Not available", none left is "Out of Stock", fewer left than
 * wanted is "Only {n} left in stock" (all 409). Stock null is always available.
 */
export function stockProblem(variant: { isActive: boolean; stock: number | null }, wanted: number): AppError | null {
  if (!variant.isActive) return conflict('not_available', 'not_available');
  if (variant.stock === null || wanted <= variant.stock) return null;
  if (variant.stock <= 0) return conflict('out_of_stock', 'out_of_stock');
  return conflict('only_n_left', 'only_n_left', { n: variant.stock });
}
