import { notFound } from '@bedesten/core/errors/app-error';
import type { CartWriter } from './cart.repository.ts';
import { stockProblem } from './stock-check.ts';

/**
 * `POST cart` naming a line by `id` or `uuid`: SPEC.md §4 "updating replaces
 * the item by id or uuid" — the quantity becomes the one sent (0 removes the
 * line; the last one gone, the cart has no store). Another person's line is
 * not found. A larger quantity must be in stock.
 */
export async function updateCartLine(cart: CartWriter, lineId: string, quantity: number): Promise<void> {
  const line = await cart.lineVariant(lineId);
  if (!line) throw notFound();
  if (quantity === 0) {
    await removeLines(cart, [lineId]);
    return;
  }
  const problem = stockProblem({ isActive: line.variant_active && line.visible, stock: line.stock }, quantity);
  // Lowering a quantity that is already above what is left is always allowed.
  if (problem && !(line.variant_active && line.visible && quantity <= line.quantity)) throw problem;
  await cart.setQuantity(line.variant_id, quantity);
}

/** Removes lines; SPEC.md §4: deleting the last item empties the cart (no store). */
export async function removeLines(cart: CartWriter, ids: string[]): Promise<void> {
  await cart.deleteLines(ids);
  if ((await cart.snapshot()).lines.length === 0) await cart.setStore(null);
}
