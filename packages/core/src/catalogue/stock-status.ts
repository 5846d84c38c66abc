import type { MessageKey } from '../messages/catalogue.ts';

export type StockStatus = 'in_stock' | 'out_of_stock' | 'not_available';

/**
 * SPEC.md §4 and §8: a deactivated variant is "Not available"; a limited
 * one with no stock left is "Out of Stock"; `stock` null is always available.
 */
export function stockStatus(variant: { isActive: boolean; stock: number | null }): StockStatus {
  if (!variant.isActive) return 'not_available';
  if (variant.stock !== null && variant.stock <= 0) return 'out_of_stock';
  return 'in_stock';
}

/** The catalogue message a status is shown with; in stock needs none. */
export function stockStatusMessageKey(status: StockStatus): MessageKey | null {
  if (status === 'out_of_stock') return 'out_of_stock';
  if (status === 'not_available') return 'not_available';
  return null;
}

/** SPEC.md §9 stock filter: "low" is at most this many left (limited stock only). */
export const LOW_STOCK_THRESHOLD = 10;
