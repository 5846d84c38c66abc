import type { Tx } from '../../db/client.ts';
import type { CartRepository } from './cart.repository.ts';

/**
 * A step other modules run inside their own transaction: the lines of an
 * order whose card payment failed go back into the customer's cart when it
 * is empty, so paying again is one click.
 */
export function restoreOrderedLines(
  repository: CartRepository,
  tx: Tx,
  order: { userId: string; storeId: string },
  items: { variantId: string | null; quantity: number }[],
): Promise<void> {
  const lines = items.flatMap((item) =>
    item.variantId ? [{ variantId: item.variantId, quantity: item.quantity }] : [],
  );
  return repository.refillIfEmpty(tx, order.userId, order.storeId, lines);
}
