import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { LIST_COUNT_CAP } from './catalogue.repository.ts';
import { createProduct, createStore, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/**
 * A product card's price, variant and discount flag are stored on the
 * product (ADR 0051). Whatever writes a variant, the card must follow, or
 * lists show yesterday's price: these tests write variants the way any
 * path could (plain SQL, as an order or an import does) and read the card.
 */
describe('product cards follow every variant write', () => {
  let ctx: TestContext;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const store = async (overrides: Parameters<typeof createStore>[2] = {}) =>
    createStore(ctx.database, (await createUser(ctx.database, { type: 'vendor' })).id, overrides);
  const card = async (storeSlug: string) => {
    const response = await get(`/api/users-product-list?store=${storeSlug}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data[0];
  };
  const stored = async (productId: string) => {
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, productId));
    return row!;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('keeps the shown variant, min and max price through stock, price, switch-off, delete and insert', async () => {
    const shop = await store();
    const { product, variants } = await createProduct(ctx.database, shop.id, {}, [
      { uniqueId: 'A', price: 500, discount: 100, stock: 2 },
      { uniqueId: 'B', price: 700, stock: null },
      { uniqueId: 'C', price: 900, stock: 5 },
    ]);
    const [a, b, c] = variants;
    expect(await card(shop.slug)).toMatchObject({ variation_id: a!.id, selling_price: 400, min_price: 400 });
    expect(await stored(product.id)).toMatchObject({ cardDiscounted: true, minPrice: 400, maxPrice: 900 });

    // Sold out (an order's stock update): the next cheapest that can be bought is shown.
    await ctx.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, a!.id));
    expect(await card(shop.slug)).toMatchObject({ variation_id: b!.id, selling_price: 700, stock_status: 'in_stock' });
    expect((await stored(product.id)).cardDiscounted).toBe(false);

    // Restocked (a cancellation): back to the cheapest.
    await ctx.database.db.execute(sql`update product_variants set stock = stock + 1 where id = ${a!.id}`);
    expect((await card(shop.slug)).variation_id).toBe(a!.id);

    // A price change moves both the card and the range.
    await ctx.database.db.update(productVariants).set({ price: 300, discount: 0 }).where(eq(productVariants.id, c!.id));
    expect(await card(shop.slug)).toMatchObject({ variation_id: c!.id, selling_price: 300, min_price: 300 });
    expect(await stored(product.id)).toMatchObject({ minPrice: 300, maxPrice: 700, cardDiscounted: false });

    // Switched off, then deleted: neither is shown nor counted.
    await ctx.database.db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, c!.id));
    expect(await card(shop.slug)).toMatchObject({ variation_id: a!.id, min_price: 400, max_price: 700 });
    await ctx.database.db.delete(productVariants).where(eq(productVariants.id, a!.id));
    expect(await card(shop.slug)).toMatchObject({ variation_id: b!.id, min_price: 700, max_price: 700 });

    // A new, cheaper variant takes over at once.
    const [d] = await ctx.database.db
      .insert(productVariants)
      .values({ productId: product.id, uniqueId: 'D', price: 650, discount: 50, stock: 3, sortOrder: 9 })
      .returning();
    expect(await card(shop.slug)).toMatchObject({ variation_id: d!.id, selling_price: 600, min_price: 600 });
    expect((await stored(product.id)).cardDiscounted).toBe(true);
  });

  it('shows the cheapest variant as out of stock when none can be bought, and nothing when none is active', async () => {
    const shop = await store();
    const { product, variants } = await createProduct(ctx.database, shop.id, {}, [
      { uniqueId: 'A', price: 500, stock: 1 },
      { uniqueId: 'B', price: 800, stock: 1 },
    ]);
    await ctx.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, product.id));
    expect(await card(shop.slug)).toMatchObject({ variation_id: variants[0]!.id, stock_status: 'out_of_stock' });
    await ctx.database.db
      .update(productVariants)
      .set({ isActive: false })
      .where(eq(productVariants.productId, product.id));
    expect(await card(shop.slug)).toMatchObject({ variation_id: null, stock_status: 'not_available', min_price: null });
    expect((await stored(product.id)).cardVariantId).toBeNull();
  });

  it('the home row puts discounted products of the most visited stores first', async () => {
    const busy = await store();
    const quiet = await store();
    await ctx.database.db.update(stores).set({ visitCount: 1_000_000 }).where(eq(stores.id, busy.id));
    await ctx.database.db.update(stores).set({ visitCount: 999_999 }).where(eq(stores.id, quiet.id));
    const { product: plain } = await createProduct(ctx.database, busy.id, {}, [{ price: 500 }]);
    const { product: onSale } = await createProduct(ctx.database, quiet.id, {}, [{ price: 500, discount: 10 }]);
    const { product: busySale, variants } = await createProduct(ctx.database, busy.id, {}, [
      { price: 500, discount: 20 },
    ]);
    const ids = async () =>
      (await get('/api/landing-page-products?limit=40')).json().data.map((p: { id: string }) => p.id) as string[];
    let order = await ids();
    expect(order.indexOf(busySale.id)).toBeLessThan(order.indexOf(onSale.id));
    expect(order.indexOf(onSale.id)).toBeLessThan(order.indexOf(plain.id));
    // The discount ends: the product drops behind every discounted one.
    await ctx.database.db.update(productVariants).set({ discount: 0 }).where(eq(productVariants.id, variants[0]!.id));
    order = await ids();
    expect(order.indexOf(onSale.id)).toBeLessThan(order.indexOf(busySale.id));
  });

  it('counts the product list only up to its cap and serves no page past it', async () => {
    const shop = await store();
    const { product } = await createProduct(ctx.database, shop.id);
    await ctx.database.db.execute(sql`
      insert into products (store_id, slug, name_en, description_en, category_id, images, status, is_active)
      select store_id, slug || '-' || g, name_en, description_en, category_id, images, status, is_active
      from products, generate_series(1, ${LIST_COUNT_CAP + 4}) g where id = ${product.id}`);
    const page = (n: number) => get(`/api/users-product-list?store=${shop.slug}&page=${n}&per_page=10`);
    const last = (await page(LIST_COUNT_CAP / 10)).json();
    expect(last).toMatchObject({ total: LIST_COUNT_CAP, last_page: LIST_COUNT_CAP / 10, next_page_url: null });
    expect(last.data).toHaveLength(10);
    expect((await page(LIST_COUNT_CAP / 10 + 1)).json().data).toEqual([]);
  });
});
