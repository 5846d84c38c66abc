import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { orderItems, orders } from '../src/db/schema/orders.ts';
import { productVariants } from '../src/db/schema/products.ts';
import { createProduct, createSignedInUser, createVendorWithStore, type UserOverrides } from './factories.ts';
import { createOrder } from './order-factories.ts';

/**
 * A vendor with a store and two limited-stock products (VAT 19 % and 5 %),
 * and a signed-in customer: the cast of the order tests.
 */
export async function orderCast(app: FastifyInstance, database: Database, customer: UserOverrides = {}) {
  const vendor = await createVendorWithStore(app, database, { title: 'Lefkoşa Bakkal' });
  const buyer = await createSignedInUser(app, database, { name: 'Ayşe Demir', ...customer });
  const bread = await createProduct(database, vendor.store.id, { nameEn: 'Village bread', nameTr: 'Köy ekmeği' }, [
    { price: 400, stock: 10 },
  ]);
  const oil = await createProduct(database, vendor.store.id, { nameEn: 'Olive oil', nameTr: 'Zeytinyağı' }, [
    { price: 1190, discount: 100, stock: 5 },
  ]);
  const always = await createProduct(database, vendor.store.id, { nameEn: 'Tap water' }, [{ price: 100 }]);

  /** An order of 2 breads and 1 oil (and a glass of always-available water), VAT rates set on its lines. */
  async function placeOrder(overrides: Parameters<typeof createOrder>[1]['overrides'] = {}) {
    const order = await createOrder(database, {
      userId: buyer.user.id,
      storeId: vendor.store.id,
      lines: [
        { variantId: bread.variants[0]!.id, quantity: 2 },
        { variantId: oil.variants[0]!.id, quantity: 1 },
        { variantId: always.variants[0]!.id, quantity: 1 },
      ],
      overrides,
    });
    await database.db
      .update(orderItems)
      .set({ vatName: 'VAT', vatRateBasisPoints: 500 })
      .where(eq(orderItems.variantId, bread.variants[0]!.id));
    await database.db
      .update(orderItems)
      .set({ vatName: 'VAT', vatRateBasisPoints: 1900 })
      .where(eq(orderItems.variantId, oil.variants[0]!.id));
    return order;
  }

  async function stockOf(variantId: string) {
    const [row] = await database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    return row?.stock;
  }

  async function orderRow(id: string) {
    const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
    return row!;
  }

  return { vendor, buyer, bread, oil, always, placeOrder, stockOf, orderRow };
}
