import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/carts.ts';
import { productVariants, products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('cart', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const post = (headers: Headers, url: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  const list = (headers: Headers, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url: `/api/cartList?lang=${lang}`, headers });
  const customer = async () => (await createSignedInUser(ctx.app, ctx.database)).headers;

  /** A visible store with one product of two variants: S €5.00 (−€1.00, 4 in stock) and L €8.00 (always). */
  async function shop(overrides: { title?: string } = {}) {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, {
      title: overrides.title ?? 'Harbour Bakery',
      minimumOrderAmount: 1500,
    });
    const { product, variants } = await createProduct(
      ctx.database,
      vendor.store.id,
      { nameEn: 'Olive bread', nameTr: 'Zeytinli ekmek' },
      [
        { uniqueId: 'S', price: 500, discount: 100, stock: 4 },
        { uniqueId: 'L', price: 800, stock: null },
      ],
    );
    return { vendor, store: vendor.store, product, small: variants[0]!, large: variants[1]! };
  }

  const add = (headers: Headers, productId: string, variantId: string, quantity = 1, extra = {}) =>
    post(headers, '/api/cart', { product_id: productId, variation_id: variantId, quantity, ...extra });

  it('documents every cart call in OpenAPI', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const path of ['/api/cart', '/api/cartList', '/api/cartItemDelete', '/api/cartClear', '/api/cart-bulk'])
      expect(paths[path], path).toBeDefined();
    expect(paths['/api/cart'].post.responses['409']).toBeDefined();
  });

  it('needs a signed-in person for every call', async () => {
    for (const url of ['/api/cart', '/api/cartItemDelete', '/api/cartClear', '/api/cart-bulk']) {
      expect((await post({}, url)).statusCode).toBe(401);
    }
    expect((await list({})).statusCode).toBe(401);
  });

  it('adds variants, adds up the same one, and answers the whole cart with live names and totals', async () => {
    const headers = await customer();
    const { store, product, small, large } = await shop();

    const first = await add(headers, product.id, small.id, 2);
    expect(first.statusCode).toBe(200);
    await add(headers, product.id, large.id, 1);
    const again = await add(headers, product.id, small.id, 1);
    const cart = again.json().data;
    expect(cart).toMatchObject({
      store_id: store.id,
      store_name: 'Harbour Bakery',
      store: { minimum_order_amount: 1500, slug: store.slug },
      cart_count: 4,
      currency: 'EUR',
    });
    expect(cart.cart_list).toHaveLength(2);
    expect(cart.cart_list[0]).toMatchObject({
      product_id: product.id,
      master_product_id: product.id,
      variation_id: small.id,
      quantity: 3,
      selling_price: 400,
      mrp_price: 500,
      product_name: 'Olive bread',
      stock_status: 'in_stock',
      stock: 4,
      stock_message: null,
      image_url: '/demo-images/groceries-1.svg',
    });
    expect(cart.cart_list[0].id).toBe(cart.cart_list[0].uuid);
    // 3 × €4.00 + 1 × €8.00 = €20.00; list prices 3 × €5.00 + €8.00 = €23.00.
    expect(cart.totals).toEqual({
      mrp_total: 2300,
      item_total: 2000,
      items_discount: 300,
      final_total: 2000,
      coupon_amount: 0,
      delivery_charges: 0,
      platform_amount: 0,
    });

    const turkish = (await list(headers, 'tr')).json().data;
    expect(turkish.cart_list[0].product_name).toBe('Zeytinli ekmek');

    // Prices are the catalogue's, read each time: a new price shows at once.
    await ctx.database.db.update(productVariants).set({ price: 900 }).where(eq(productVariants.id, large.id));
    expect((await list(headers)).json().data.totals.item_total).toBe(2100);
  });

  it('counts the cart in the current user (cart_count)', async () => {
    const headers = await customer();
    const { product, small, large } = await shop();
    await add(headers, product.id, small.id, 2);
    await add(headers, product.id, large.id, 3);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers });
    expect(me.json().data.cart_count).toBe(5);
  });

  it('never holds more than is in stock: "Only {n} left in stock", "Out of Stock", "Not available"', async () => {
    const headers = await customer();
    const { product, small, large } = await shop();
    await add(headers, product.id, small.id, 3);
    const tooMany = await add(headers, product.id, small.id, 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ error: 'Only 4 left in stock', code: 'only_n_left' });
    const turkish = await post({ ...headers, 'accept-language': 'tr' }, '/api/cart', {
      product_id: product.id,
      variation_id: small.id,
      quantity: 5,
    });
    expect(turkish.json().error).toBe('Stokta yalnızca 4 adet kaldı');
    expect((await list(headers)).json().data.cart_list[0].quantity).toBe(3);

    await ctx.database.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, small.id));
    const none = await add(headers, product.id, small.id, 1);
    expect(none.json()).toMatchObject({ error: 'Out of Stock', code: 'out_of_stock' });
    // The line stays, shown as out of stock and left out of the totals.
    const shown = (await list(headers)).json().data;
    expect(shown.cart_list[0]).toMatchObject({ stock_status: 'out_of_stock', stock_message: 'Out of Stock' });
    expect(shown.totals.item_total).toBe(0);

    await ctx.database.db.update(productVariants).set({ isActive: false }).where(eq(productVariants.id, large.id));
    const inactive = await add(headers, product.id, large.id, 1);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({ error: 'Not available', code: 'not_available' });
  });

  it('adds only approved, active products of visible stores, and only a variant of the named product', async () => {
    const headers = await customer();
    const { store, product, small } = await shop();
    const pending = await createProduct(ctx.database, store.id, { status: 'pending' });
    expect((await add(headers, pending.product.id, pending.variants[0]!.id)).statusCode).toBe(404);
    const inactive = await createProduct(ctx.database, store.id, { isActive: false });
    expect((await add(headers, inactive.product.id, inactive.variants[0]!.id)).statusCode).toBe(404);
    // A variant of another product under this product's id.
    expect((await add(headers, product.id, pending.variants[0]!.id)).statusCode).toBe(404);

    await ctx.database.db.update(stores).set({ isActive: false }).where(eq(stores.id, store.id));
    expect((await add(headers, product.id, small.id)).statusCode).toBe(404);
  });

  it('shows a line whose product was withdrawn as "Not available", outside the totals', async () => {
    const headers = await customer();
    const { product, small, large } = await shop();
    await add(headers, product.id, small.id, 1);
    await add(headers, product.id, large.id, 1);
    await ctx.database.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const cart = (await list(headers)).json().data;
    expect(cart.cart_list.map((line: { stock_status: string }) => line.stock_status)).toEqual([
      'not_available',
      'not_available',
    ]);
    expect(cart.cart_list[0].stock_message).toBe('Not available');
    expect(cart.totals.final_total).toBe(0);
  });

  it('asks before mixing stores: 409 cart_store_conflict, then `replace` starts a new cart', async () => {
    const headers = await customer();
    const first = await shop({ title: 'Harbour Bakery' });
    const second = await shop({ title: 'Hill Grocer' });
    await add(headers, first.product.id, first.small.id, 2);

    const refused = await add(headers, second.product.id, second.large.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Your cart has items from Harbour Bakery. Discard them and start a new cart?',
      code: 'cart_store_conflict',
      current_store: { id: first.store.id, name: 'Harbour Bakery' },
    });
    expect((await list(headers)).json().data).toMatchObject({ store_id: first.store.id, cart_count: 2 });

    const replaced = await add(headers, second.product.id, second.large.id, 1, { replace: true });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ store_id: second.store.id, store_name: 'Hill Grocer', cart_count: 1 });
    expect(replaced.json().data.cart_list).toHaveLength(1);
  });

  it('replaces a line’s quantity by id or uuid; 0 removes it; more than in stock is refused', async () => {
    const headers = await customer();
    const { product, small, large } = await shop();
    await add(headers, product.id, small.id, 1);
    const cart = (await add(headers, product.id, large.id, 1)).json().data;
    const [smallLine, largeLine] = cart.cart_list;

    const byId = await post(headers, '/api/cart', { id: smallLine.id, quantity: 3 });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.cart_list[0].quantity).toBe(3);
    expect(byId.json().data.totals.item_total).toBe(3 * 400 + 800);

    const byUuid = await post(headers, '/api/cart', { uuid: largeLine.uuid, quantity: 5 });
    expect(byUuid.json().data.cart_list[1].quantity).toBe(5);

    const over = await post(headers, '/api/cart', { id: smallLine.id, quantity: 5 });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('only_n_left');

    const removed = await post(headers, '/api/cart', { id: largeLine.id, quantity: 0 });
    expect(removed.json().data.cart_list.map((line: { id: string }) => line.id)).toEqual([smallLine.id]);

    const invalid = await post(headers, '/api/cart', { quantity: 1 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['product_id', 'variation_id']);
  });

  it('removes one line, and the last one gone the cart has no store; clear empties it', async () => {
    const headers = await customer();
    const { product, small, large } = await shop();
    await add(headers, product.id, small.id, 1);
    const cart = (await add(headers, product.id, large.id, 2)).json().data;

    const afterOne = await post(headers, '/api/cartItemDelete', { id: cart.cart_list[0].id });
    expect(afterOne.statusCode).toBe(200);
    expect(afterOne.json().data).toMatchObject({ cart_count: 2, totals: { item_total: 1600 } });
    const empty = await post(headers, '/api/cartItemDelete', { id: cart.cart_list[1].id });
    expect(empty.json().data).toEqual({
      store_id: null,
      store_name: null,
      store: null,
      cart_list: [],
      totals: null,
      cart_count: 0,
      currency: 'EUR',
    });
    expect((await post(headers, '/api/cartItemDelete', { id: cart.cart_list[1].id })).statusCode).toBe(404);

    await add(headers, product.id, small.id, 2);
    const cleared = await post(headers, '/api/cartClear');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ store_id: null, cart_list: [], cart_count: 0 });
  });

  it("never touches another person's cart: their line ids are not found", async () => {
    const owner = await customer();
    const intruder = await customer();
    const { product, small } = await shop();
    const line = (await add(owner, product.id, small.id, 2)).json().data.cart_list[0];
    await add(intruder, product.id, small.id, 1);

    expect((await post(intruder, '/api/cart', { id: line.id, quantity: 1 })).statusCode).toBe(404);
    expect((await post(intruder, '/api/cart', { uuid: line.uuid, quantity: 0 })).statusCode).toBe(404);
    expect((await post(intruder, '/api/cartItemDelete', { id: line.id })).statusCode).toBe(404);
    await post(intruder, '/api/cartClear');

    const ownerCart = (await list(owner)).json().data;
    expect(ownerCart.cart_list).toEqual([expect.objectContaining({ id: line.id, quantity: 2 })]);
    const intruderLines = await ctx.database.db.select().from(cartItems).where(eq(cartItems.id, line.id));
    expect(intruderLines).toHaveLength(1);
  });

  it('keeps every piece when two adds race', async () => {
    const headers = await customer();
    const { product, large } = await shop();
    const responses = await Promise.all(Array.from({ length: 8 }, () => add(headers, product.id, large.id, 1)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await list(headers)).json().data.cart_list[0].quantity).toBe(8);
  });

  describe('cart-bulk (the guest cart at sign-in)', () => {
    it('merges into an empty cart, adding up and holding at most what is in stock, skipping what cannot be had', async () => {
      const headers = await customer();
      const { store, product, small, large } = await shop();
      const gone = await createProduct(ctx.database, store.id, {}, [{ stock: 0 }]);
      const response = await post(headers, '/api/cart-bulk', {
        store_id: store.id,
        items: [
          { product_id: product.id, variation_id: small.id, quantity: 3 },
          { product_id: product.id, variation_id: large.id, quantity: 2 },
          { product_id: product.id, variation_id: small.id, quantity: 3 },
          { product_id: gone.product.id, variation_id: gone.variants[0]!.id, quantity: 1 },
        ],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.merge).toEqual({ outcome: 'merged', skipped: [gone.variants[0]!.id], message: null });
      expect(
        body.data.cart_list.map((line: { variation_id: string; quantity: number }) => [
          line.variation_id,
          line.quantity,
        ]),
      ).toEqual([
        [small.id, 4],
        [large.id, 2],
      ]);
      expect(body.data.totals.item_total).toBe(4 * 400 + 2 * 800);
    });

    it('adds to a saved cart of the same store', async () => {
      const headers = await customer();
      const { store, product, small, large } = await shop();
      await add(headers, product.id, large.id, 1);
      const body = (
        await post(headers, '/api/cart-bulk', {
          store_id: store.id,
          items: [
            { product_id: product.id, variation_id: large.id, quantity: 2 },
            { product_id: product.id, variation_id: small.id, quantity: 1 },
          ],
        })
      ).json();
      expect(body.merge.outcome).toBe('merged');
      expect(body.data.cart_count).toBe(4);
    });

    it("asks which cart to keep when the saved one is another store's, changing nothing until told", async () => {
      const headers = await customer();
      const saved = await shop({ title: 'Harbour Bakery' });
      const guest = await shop({ title: 'Hill Grocer' });
      await add(headers, saved.product.id, saved.small.id, 1);
      const guestCart = {
        store_id: guest.store.id,
        merge_id: randomUUID(),
        items: [{ product_id: guest.product.id, variation_id: guest.large.id, quantity: 2 }],
      };
      const asked = (await post(headers, '/api/cart-bulk', guestCart)).json();
      expect(asked.merge).toEqual({
        outcome: 'store_conflict',
        skipped: [],
        message:
          'Your saved cart is from Harbour Bakery, and the items you added before signing in are from another store. A cart holds one store: choose which cart to keep',
        saved_store: { id: saved.store.id, name: 'Harbour Bakery' },
      });
      expect(asked.data).toMatchObject({ store_id: saved.store.id, cart_count: 1 });
      // Asked again (a second tab), the same; in Turkish, in Turkish.
      const turkish = await ctx.app.inject({
        method: 'POST',
        url: '/api/cart-bulk?lang=tr',
        headers,
        payload: guestCart,
      });
      expect(turkish.json().merge.message).toBe(
        'Kayıtlı sepetiniz Harbour Bakery mağazasından, giriş yapmadan önce eklediğiniz ürünler ise başka bir mağazadan. Bir sepette tek mağaza olabilir: hangi sepeti tutacağınızı seçin',
      );
      expect((await list(headers)).json().data).toMatchObject({ store_id: saved.store.id, cart_count: 1 });

      // The guest's cart chosen: it takes the saved one's place, once.
      const chosen = (await post(headers, '/api/cart-bulk', { ...guestCart, replace: true })).json();
      expect(chosen.merge).toEqual({ outcome: 'merged', skipped: [], message: null });
      expect(chosen.data).toMatchObject({ store_id: guest.store.id, store_name: 'Hill Grocer', cart_count: 2 });
      expect(
        chosen.data.cart_list.map((line: { variation_id: string; quantity: number }) => [
          line.variation_id,
          line.quantity,
        ]),
      ).toEqual([[guest.large.id, 2]]);
      const repeated = (await post(headers, '/api/cart-bulk', { ...guestCart, replace: true })).json();
      expect(repeated.merge.outcome).toBe('already_merged');
      expect(repeated.data.cart_count).toBe(2);
    });

    it("keeps the saved cart when none of the chosen guest's items can be had, and fills an empty one", async () => {
      const headers = await customer();
      const saved = await shop({ title: 'Harbour Bakery' });
      const guest = await shop({ title: 'Hill Grocer' });
      const gone = await createProduct(ctx.database, guest.store.id, {}, [{ stock: 0 }]);
      await add(headers, saved.product.id, saved.small.id, 1);
      const nothing = (
        await post(headers, '/api/cart-bulk', {
          store_id: guest.store.id,
          replace: true,
          items: [{ product_id: gone.product.id, variation_id: gone.variants[0]!.id, quantity: 1 }],
        })
      ).json();
      expect(nothing.merge).toEqual({ outcome: 'merged', skipped: [gone.variants[0]!.id], message: null });
      expect(nothing.data).toMatchObject({ store_id: saved.store.id, cart_count: 1 });

      await post(headers, '/api/cartClear');
      const taken = (
        await post(headers, '/api/cart-bulk', {
          store_id: guest.store.id,
          items: [{ product_id: guest.product.id, variation_id: guest.large.id, quantity: 2 }],
        })
      ).json();
      expect(taken.merge.outcome).toBe('merged');
      expect(taken.data).toMatchObject({ store_id: guest.store.id, store_name: 'Hill Grocer', cart_count: 2 });
    });

    it('merges a guest cart once, however many sign-in calls send it at once or again later', async () => {
      const headers = await customer();
      const { store, product, small, large } = await shop();
      await add(headers, product.id, large.id, 1);
      const guestCart = {
        store_id: store.id,
        merge_id: randomUUID(),
        items: [
          { product_id: product.id, variation_id: small.id, quantity: 2 },
          { product_id: product.id, variation_id: large.id, quantity: 3 },
        ],
      };
      const responses = await Promise.all(Array.from({ length: 12 }, () => post(headers, '/api/cart-bulk', guestCart)));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      const outcomes = responses.map((r) => r.json().merge.outcome as string).sort();
      expect(outcomes).toEqual(['merged', ...Array(11).fill('already_merged')].sort());
      // Every answer, the first or a repeat, is the whole cart as it is now.
      for (const response of responses) expect(response.json().data.cart_count).toBe(6);
      const lines = () =>
        list(headers).then((r) =>
          r
            .json()
            .data.cart_list.map((line: { variation_id: string; quantity: number }) => [
              line.variation_id,
              line.quantity,
            ]),
        );
      expect(await lines()).toEqual([
        [large.id, 4],
        [small.id, 2],
      ]);

      // A retry long after (the answer was lost) changes nothing either.
      const retry = (await post(headers, '/api/cart-bulk', guestCart)).json();
      expect(retry.merge).toEqual({ outcome: 'already_merged', skipped: [], message: null });
      expect(await lines()).toEqual([
        [large.id, 4],
        [small.id, 2],
      ]);

      // Another guest cart (a new id) is merged as usual; the id is per account.
      const next = (await post(headers, '/api/cart-bulk', { ...guestCart, merge_id: randomUUID() })).json();
      expect(next.merge.outcome).toBe('merged');
      expect(next.data.cart_count).toBe(11);
      const other = await customer();
      const theirs = (await post(other, '/api/cart-bulk', guestCart)).json();
      expect(theirs.merge.outcome).toBe('merged');
      expect(theirs.data.cart_count).toBe(5);
    });

    it("skips items that are not the named store's", async () => {
      const headers = await customer();
      const one = await shop();
      const other = await shop();
      const body = (
        await post(headers, '/api/cart-bulk', {
          store_id: one.store.id,
          items: [
            { product_id: other.product.id, variation_id: other.large.id, quantity: 1 },
            { product_id: one.product.id, variation_id: one.large.id, quantity: 1 },
          ],
        })
      ).json();
      expect(body.merge.skipped).toEqual([other.large.id]);
      expect(body.data).toMatchObject({ store_id: one.store.id, cart_count: 1 });
    });
  });
});
