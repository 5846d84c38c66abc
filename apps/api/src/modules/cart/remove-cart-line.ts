import { notFound } from '@bedesten/core/errors/app-error';
import type { CartWriter } from './cart.repository.ts';
import { removeLines } from './update-cart-line.ts';

/** `cartItemDelete`: removes one of the caller's lines; another person's id is not found. */
export async function removeCartLine(cart: CartWriter, lineId: string): Promise<void> {
  if (!(await cart.lineVariant(lineId))) throw notFound();
  await removeLines(cart, [lineId]);
}

/** `cartClear`: an empty cart with no store. */
export async function clearCart(cart: CartWriter): Promise<void> {
  await cart.clear();
  await cart.setStore(null);
}
