import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { orders } from '../src/db/schema/orders.ts';
import { products } from '../src/db/schema/products.ts';
import { stores } from '../src/db/schema/stores.ts';
import { createProduct, createSignedInUser, createVendorWithStore, type UserOverrides } from './factories.ts';
import { createOrder } from './order-factories.ts';

/**
 * A vendor's store with two products (halloumi and bread), and helpers to
 * make customers with orders from it in any state: the cast of the review tests.
 */
export async function reviewCast(app: FastifyInstance, database: Database) {
  const vendor = await createVendorWithStore(app, database, { title: 'Halloumi & Olive Grocers' });
  const halloumi = await createProduct(database, vendor.store.id, { nameEn: 'Halloumi', nameTr: 'Hellim' });
  const bread = await createProduct(database, vendor.store.id, { nameEn: 'Village bread', nameTr: 'Köy ekmeği' });

  /** A signed-in customer and an order of theirs (halloumi, or the given products) in `status`. */
  async function buyer(
    status: 'placed' | 'delivered' | 'cancelled' = 'delivered',
    options: { user?: UserOverrides; lines?: (typeof halloumi)[] } = {},
  ) {
    const customer = await createSignedInUser(app, database, { name: 'Ayşe Kaya Demir', ...options.user });
    const order = await createOrder(database, {
      userId: customer.user.id,
      storeId: vendor.store.id,
      lines: (options.lines ?? [halloumi]).map((p) => ({ variantId: p.variants[0]!.id, quantity: 1 })),
      overrides: { status, ...(status === 'delivered' ? { deliveredAt: new Date() } : {}) },
    });
    return { ...customer, order };
  }

  const storeRow = async () => (await database.db.select().from(stores).where(eq(stores.id, vendor.store.id)))[0]!;
  const productRow = async (id: string) => (await database.db.select().from(products).where(eq(products.id, id)))[0]!;
  const setStatus = (orderId: string, status: 'delivered' | 'placed') =>
    database.db.update(orders).set({ status }).where(eq(orders.id, orderId));

  return { vendor, halloumi, bread, buyer, storeRow, productRow, setStatus };
}

/** A review body for `POST /api/rating`. */
export function reviewBody(
  order: { id: string; storeId: string },
  extra: Partial<{ product_id: string | null; rating: number; title: string; review: string }> = {},
) {
  return {
    order_id: order.id,
    store_id: order.storeId,
    rating: 5,
    title: 'Squeaky fresh halloumi',
    review: 'The best halloumi in Nicosia, delivered cold and on time.',
    ...extra,
  };
}
