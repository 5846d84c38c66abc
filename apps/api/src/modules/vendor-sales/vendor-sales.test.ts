import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { localDate } from '@bedesten/core/sales/report-range';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createOrder } from '../../../test/order-factories.ts';
import { createPayment, nicosiaWinter } from '../../../test/sales-factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

type Headers = Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;

describe('vendor sales: transactions, report, dashboard', () => {
  let ctx: TestContext;
  let vendor: Awaited<ReturnType<typeof createVendorWithStore>>;
  let other: Awaited<ReturnType<typeof createVendorWithStore>>;
  let customer: Awaited<ReturnType<typeof createSignedInUser>>;
  /** P1 sells at €25.00, P2 at €2.00 (€2.50 less 50 cents). */
  let p1: string;
  let p2: string;
  let p1Id: string;
  let p2Id: string;

  const post = (url: string, headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    ctx = await createTestApp();
    vendor = await createVendorWithStore(ctx.app, ctx.database);
    other = await createVendorWithStore(ctx.app, ctx.database);
    customer = await createSignedInUser(ctx.app, ctx.database, { name: 'Zeynep Kaya' });
    const a = await createProduct(ctx.database, vendor.store.id, { nameEn: 'Halloumi', nameTr: 'Hellim' }, [
      { price: 2500 },
    ]);
    const b = await createProduct(
      ctx.database,
      vendor.store.id,
      { nameEn: 'Olives "Village", 1 kg', nameTr: 'Zeytin "Köy", 1 kg' },
      [{ price: 250, discount: 50 }],
    );
    p1 = a.variants[0]!.id;
    p2 = b.variants[0]!.id;
    p1Id = a.product.id;
    p2Id = b.product.id;
  });
  afterAll(() => ctx.close());

  describe('transactions', () => {
    const now = Date.now();
    // Each order with what the list must make of it.
    const table = [
      { key: 'o1', daysAgo: 2, status: 'delivered', pay: 'paid', line: 'p1', qty: 2, payment: null },
      { key: 'o2', daysAgo: 5, status: 'placed', pay: 'unpaid', line: 'p2', qty: 3, payment: null },
      { key: 'o3', daysAgo: 10, status: 'accepted', pay: 'pending', line: 'p1', qty: 1, payment: 'pending' },
      { key: 'o4', daysAgo: 20, status: 'dispatched', pay: 'paid', line: 'p2', qty: 1, payment: 'captured' },
      { key: 'o5', daysAgo: 40, status: 'delivered', pay: 'unpaid', line: 'p1', qty: 1, payment: null },
      { key: 'o6', daysAgo: 3, status: 'cancelled', pay: 'unpaid', line: 'p1', qty: 1, payment: null },
      { key: 'o7', daysAgo: 1, status: 'cancelled', pay: 'refunded', line: 'p2', qty: 4, payment: 'captured' },
    ] as const;
    const made = new Map<string, { id: string; number: number; total: number; paymentId: string | null }>();
    let t: { headers: Headers };

    beforeAll(async () => {
      const seller = await createVendorWithStore(ctx.app, ctx.database);
      t = seller;
      const x = await createProduct(ctx.database, seller.store.id, {}, [{ price: 2500 }]);
      const y = await createProduct(ctx.database, seller.store.id, {}, [{ price: 250, discount: 50 }]);
      for (const row of table) {
        const order = await createOrder(ctx.database, {
          userId: customer.user.id,
          storeId: seller.store.id,
          lines: [{ variantId: (row.line === 'p1' ? x : y).variants[0]!.id, quantity: row.qty }],
          overrides: {
            status: row.status,
            paymentStatus: row.pay,
            paymentMethod: row.payment ? 'card' : 'cod',
            placedAt: new Date(now - row.daysAgo * DAY),
            contactName: `Buyer ${row.key}`,
            email: `${row.key}@example.cy`,
            countryCode: '+357',
            contact: '99000111',
          },
        });
        const payment = row.payment
          ? await createPayment(ctx.database, { orderId: order.id, amount: order.orderTotal, status: row.payment })
          : null;
        made.set(row.key, {
          id: order.id,
          number: order.number,
          total: order.orderTotal,
          paymentId: payment?.id ?? null,
        });
      }
    });

    it.each([
      { period: 'all', all: 5, completed: 2, pending: 3, page: ['o1', 'o2', 'o3', 'o4', 'o5'] },
      { period: '1w', all: 2, completed: 1, pending: 1, page: ['o1', 'o2'] },
      { period: '2w', all: 3, completed: 1, pending: 2, page: ['o1', 'o2', 'o3'] },
      { period: '3w', all: 4, completed: 2, pending: 2, page: ['o1', 'o2', 'o3', 'o4'] },
      { period: '4w', all: 4, completed: 2, pending: 2, page: ['o1', 'o2', 'o3', 'o4'] },
    ])(
      'counts and lists the last $period (cancelled orders left out)',
      async ({ period, all, completed, pending, page }) => {
        const response = await post('/api/vendor-payments-list', t.headers, { period });
        expect(response.statusCode).toBe(200);
        const data = response.json().data;
        expect(data).toMatchObject({ all_count: all, completed_count: completed, pending_count: pending });
        expect(data.transactions_list.total).toBe(all);
        expect(data.transactions_list.data.map((tx: { order_id: string }) => tx.order_id)).toEqual(
          page.map((key) => made.get(key)!.id),
        );
      },
    );

    it.each([
      { status: 'paid', keys: ['o1', 'o4'] },
      { status: 'unpaid', keys: ['o2', 'o3', 'o5'] },
    ])('filters $status, keeping the period’s counts', async ({ status, keys }) => {
      const response = await post('/api/vendor-payments-list', t.headers, { status, period: 'all' });
      const data = response.json().data;
      expect(data).toMatchObject({ all_count: 5, completed_count: 2, pending_count: 3 });
      expect(data.transactions_list.total).toBe(keys.length);
      expect(data.transactions_list.data.map((tx: { order_id: string }) => tx.order_id)).toEqual(
        keys.map((key) => made.get(key)!.id),
      );
      for (const tx of data.transactions_list.data) expect(tx.status).toBe(status);
    });

    it('describes each transaction: payment id, order, sender, contact, amount, method', async () => {
      const response = await post('/api/vendor-payments-list', t.headers, { status: 'paid' });
      const [o1, o4] = response.json().data.transactions_list.data;
      expect(o1).toMatchObject({
        id: made.get('o1')!.id,
        payment_id: null,
        order_number: made.get('o1')!.number,
        sender: 'Buyer o1',
        email: 'o1@example.cy',
        contact: '+357 99000111',
        status: 'paid',
        amount: 5000,
        payment_method: 'cod',
      });
      expect(o4).toMatchObject({ payment_id: made.get('o4')!.paymentId, amount: 200, payment_method: 'card' });
    });

    it('pages by ten with the spec’s envelope', async () => {
      const response = await post('/api/vendor-payments-list', t.headers, { per_page: 2, page: 2 });
      const list = response.json().data.transactions_list;
      expect(list).toMatchObject({ current_page: 2, per_page: 2, last_page: 3, total: 5 });
      expect(list.data.map((tx: { order_id: string }) => tx.order_id)).toEqual([
        made.get('o3')!.id,
        made.get('o4')!.id,
      ]);
      expect(list.next_page_url).toContain('page=3');
    });

    it('shows a transaction by order id or payment id, and the order behind it', async () => {
      const o4 = made.get('o4')!;
      for (const id of [o4.id, o4.paymentId!]) {
        const detail = await get(`/api/vendor-transaction-details/${id}`, t.headers);
        expect(detail.statusCode).toBe(200);
        expect(detail.json().data).toMatchObject({
          order_id: o4.id,
          order_status: 'dispatched',
          payments: [{ id: o4.paymentId, status: 'captured', amount: 200 }],
        });
      }
      const order = await get(`/api/vendor-payment-orders-details/${o4.paymentId}`, {
        ...t.headers,
        'accept-language': 'en',
      });
      expect(order.statusCode).toBe(200);
      expect(order.json().data).toMatchObject({
        id: o4.id,
        number: o4.number,
        status: 'dispatched',
        customer: { name: 'Buyer o4' },
        items: [{ quantity: 1, selling_price: 200, mrp_price: 250, line_total: 200 }],
        order_total: 200,
      });
    });
  });

  describe('report', () => {
    // Nicosia is UTC+2 in winter: r2 is 1 February there but still 31 January in UTC.
    const table = [
      { key: 'r1', at: '2025-01-27T10:00', status: 'delivered', pay: 'unpaid', line: 'p1', qty: 1 }, // sale 2500
      { key: 'r2', at: '2025-02-01T00:30', status: 'placed', pay: 'paid', line: 'p2', qty: 2 }, // sale 400
      { key: 'r3', at: '2025-02-03T12:00', status: 'accepted', pay: 'unpaid', line: 'p1', qty: 3 }, // order, no sale
      { key: 'r4', at: '2025-02-04T09:00', status: 'cancelled', pay: 'paid', line: 'p1', qty: 1 }, // nothing
      { key: 'r5', at: '2025-01-15T09:00', status: 'delivered', pay: 'paid', line: 'p2', qty: 5 }, // sale 1000
    ] as const;

    beforeAll(async () => {
      for (const row of table) {
        await createOrder(ctx.database, {
          userId: customer.user.id,
          storeId: vendor.store.id,
          lines: [{ variantId: row.line === 'p1' ? p1 : p2, quantity: row.qty }],
          overrides: { status: row.status, paymentStatus: row.pay, placedAt: nicosiaWinter(row.at) },
        });
      }
      // Another store's sale in the same days must not show.
      const theirs = await createProduct(ctx.database, other.store.id, {}, [{ price: 9900 }]);
      await createOrder(ctx.database, {
        userId: customer.user.id,
        storeId: other.store.id,
        lines: [{ variantId: theirs.variants[0]!.id, quantity: 1 }],
        overrides: { status: 'delivered', paymentStatus: 'paid', placedAt: nicosiaWinter('2025-01-28T10:00') },
      });
    });

    const report = async (body: object, headers: Headers = vendor.headers) => {
      const response = await post('/api/vendor-report-management', headers, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };

    it('groups by month across the boundary, with exact totals', async () => {
      const data = await report({ period: 'month', from: '2025-01-01', to: '2025-02-28' });
      expect(data.series).toEqual([
        { start: '2025-01-01', orders: 2, sales: 3500, sales_orders: 2 },
        { start: '2025-02-01', orders: 2, sales: 400, sales_orders: 1 },
      ]);
      expect(data.totals).toEqual({ orders: 4, sales: 3900, sales_orders: 3, average_order_value: 1300 });
      expect(data.time_zone).toBe('Europe/Nicosia');
    });

    it('groups by Monday-first weeks, the week across the month boundary holding both months’ orders', async () => {
      const data = await report({ period: 'week', from: '2025-01-13', to: '2025-02-09' });
      expect(data.series).toEqual([
        { start: '2025-01-13', orders: 1, sales: 1000, sales_orders: 1 },
        { start: '2025-01-20', orders: 0, sales: 0, sales_orders: 0 },
        { start: '2025-01-27', orders: 2, sales: 2900, sales_orders: 2 },
        { start: '2025-02-03', orders: 1, sales: 0, sales_orders: 0 },
      ]);
    });

    it('groups by the day in Nicosia, not in UTC', async () => {
      const data = await report({ period: 'day', from: '2025-01-31', to: '2025-02-01' });
      expect(data.series).toEqual([
        { start: '2025-01-31', orders: 0, sales: 0, sales_orders: 0 },
        { start: '2025-02-01', orders: 1, sales: 400, sales_orders: 1 },
      ]);
    });

    it('ranks top products by quantity and by revenue, in the caller’s language', async () => {
      const data = await report({ period: 'month', from: '2025-01-01', to: '2025-02-28' });
      expect(data.top_products.by_quantity).toEqual([
        { product_id: p2Id, name: 'Olives "Village", 1 kg', quantity: 7, revenue: 1400 },
        { product_id: p1Id, name: 'Halloumi', quantity: 1, revenue: 2500 },
      ]);
      expect(data.top_products.by_revenue.map((p: { product_id: string }) => p.product_id)).toEqual([p1Id, p2Id]);
      const tr = await report(
        { period: 'month', from: '2025-01-01', to: '2025-02-28' },
        {
          ...vendor.headers,
          'accept-language': 'tr',
        },
      );
      expect(tr.top_products.by_revenue.map((p: { name: string }) => p.name)).toEqual(['Hellim', 'Zeytin "Köy", 1 kg']);
    });

    it('exports CSV with a byte order mark, quoting and Turkish headings, in the Turkish dialect (; and 3,50)', async () => {
      const response = await get(
        '/api/vendor-report-management?period=month&from=2025-01-01&to=2025-02-28&format=csv&lang=tr',
        vendor.headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="sales-report-month-2025-01-01-2025-02-28.csv"',
      );
      const body = response.rawPayload.toString('utf8');
      expect(body.startsWith('\uFEFF')).toBe(true);
      // Turkish Excel splits by `;` and reads `35,00` as a number (issue 43): a comma file opened as one column.
      expect(body.slice(1).split('\r\n')).toEqual([
        'Ay;Siparişler;Satılan siparişler;Satışlar (EUR)',
        '2025-01;2;2;35,00',
        '2025-02;2;1;4,00',
        'Toplam;4;3;39,00',
        '',
        'En çok satan ürünler',
        'Ürün;Adet;Gelir (EUR)',
        'Hellim;1;25,00',
        '"Zeytin ""Köy"", 1 kg";7;14,00',
        '',
      ]);
      const english = await get(
        '/api/vendor-report-management?period=month&from=2025-01-01&to=2025-02-28&format=csv&lang=en',
        vendor.headers,
      );
      expect(english.rawPayload.toString('utf8').slice(1).split('\r\n').slice(0, 4)).toEqual([
        'Month,Orders,Sold orders,Sales (EUR)',
        '2025-01,2,2,35.00',
        '2025-02,2,1,4.00',
        'Total,4,3,39.00',
      ]);
      const viaPost = await ctx.app.inject({
        method: 'POST',
        url: '/api/vendor-report-management?format=csv',
        headers: vendor.headers,
        payload: { period: 'month', from: '2025-01-01', to: '2025-02-28' },
      });
      expect(viaPost.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(viaPost.rawPayload.toString('utf8').split('\r\n')[0]).toBe('\uFEFFMonth,Orders,Sold orders,Sales (EUR)');
    });

    it('exports every order line of the range, one row each, in the page language’s dialect', async () => {
      // A VAT rate with decimals and a size, to see both written as the language writes them.
      await ctx.database.db
        .update(orderItems)
        .set({ vatRateBasisPoints: 950, sizeName: 'Large', sizeNameTr: 'Büyük' })
        .where(eq(orderItems.variantId, p2));
      const placed = await ctx.database.db
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.storeId, vendor.store.id))
        .orderBy(asc(orders.placedAt));
      const [n5, n1, n2, n3, n4] = placed.map((row) => row.number);
      const tr = await get(
        '/api/vendor-report-order-lines?period=month&from=2025-01-01&to=2025-02-28&lang=tr',
        vendor.headers,
      );
      expect(tr.statusCode).toBe(200);
      expect(tr.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(tr.headers['content-disposition']).toBe('attachment; filename="order-lines-2025-01-01-2025-02-28.csv"');
      expect(tr.rawPayload.toString('utf8')).toBe(
        '\uFEFF' +
          [
            'Tarih;Sipariş numarası;Ürün;Adet;Birim fiyat (EUR);KDV oranı (%);Satır toplamı (EUR);Durum',
            `2025-01-15;${n5};"Zeytin ""Köy"", 1 kg (Büyük)";5;2,00;9,5;10,00;Teslim edildi`,
            `2025-01-27;${n1};Hellim;1;25,00;0;25,00;Teslim edildi`,
            // 00:30 on 1 February in Nicosia is still 31 January in UTC: the shop's day counts.
            `2025-02-01;${n2};"Zeytin ""Köy"", 1 kg (Büyük)";2;2,00;9,5;4,00;Alındı`,
            `2025-02-03;${n3};Hellim;3;25,00;0;75,00;Onaylandı`,
            `2025-02-04;${n4};Hellim;1;25,00;0;25,00;İptal edildi`,
          ].join('\r\n') +
          '\r\n',
      );
      const en = await get('/api/vendor-report-order-lines?period=day&from=2025-02-01&to=2025-02-03', vendor.headers);
      expect(en.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
        'Date,Order number,Product,Quantity,Unit price (EUR),VAT rate (%),Line total (EUR),Status',
        `2025-02-01,${n2},"Olives ""Village"", 1 kg (Large)",2,2.00,9.5,4.00,Placed`,
        `2025-02-03,${n3},Halloumi,3,25.00,0,75.00,Accepted`,
        '',
      ]);
      // Each store exports its own lines only (the other store's sale of 28 January is not above, and
      // is its own one line); a range that cannot be is refused.
      const theirs = await get(
        '/api/vendor-report-order-lines?period=month&from=2025-01-01&to=2025-02-28',
        other.headers,
      );
      expect(theirs.rawPayload.toString('utf8').slice(1).split('\r\n').slice(1)).toEqual([
        expect.stringMatching(/^2025-01-28,\d+,[^,]+,1,99\.00,0,99\.00,Delivered$/),
        '',
      ]);
      expect(
        (await get('/api/vendor-report-order-lines?period=day&from=2025-02-03&to=2025-02-01', vendor.headers))
          .statusCode,
      ).toBe(400);
    });

    it('refuses a range that ends before it starts or is too long', async () => {
      for (const body of [
        { period: 'day', from: '2025-02-01', to: '2025-01-01' },
        { period: 'day', from: '2023-01-01', to: '2025-01-01' },
        { period: 'month', from: '2025-02-30' },
      ]) {
        const response = await post('/api/vendor-report-management', vendor.headers, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
    });

    it('answers days that are not days with field errors in the caller’s words, every placeholder filled', async () => {
      const response = await post('/api/vendor-report-management?lang=tr', vendor.headers, { from: 'x', to: 'y' });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(Object.keys(body.errors).sort()).toEqual(['from', 'to']);
      expect(body.errors).toEqual({ from: ['Geçersiz Başlangıç'], to: ['Geçersiz Bitiş'] });
      expect(response.body).not.toMatch(/\{\w+\}/);
      const tooLong = await post('/api/vendor-report-management', vendor.headers, {
        from: '2020-01-01',
        to: '2025-01-01',
      });
      expect(tooLong.json()).toMatchObject({ error: 'Invalid To', errors: { to: ['Invalid To'] } });
    });
  });

  describe('dashboard', () => {
    it('sums today and this month in Nicosia, counts open orders and low stock, lists the latest five', async () => {
      const seller = await createVendorWithStore(ctx.app, ctx.database);
      const item = await createProduct(ctx.database, seller.store.id, {}, [{ price: 1000 }]);
      await createProduct(ctx.database, seller.store.id, {}, [
        { stock: 3 },
        { stock: 10, uniqueId: 'B' },
        { stock: 11, uniqueId: 'C' },
        { stock: null, uniqueId: 'D' },
      ]);
      await createProduct(ctx.database, other.store.id, {}, [{ stock: 0 }]);
      const variantId = item.variants[0]!.id;
      const now = Date.now();
      const monthStart = new Date(`${localDate(new Date(now)).slice(0, 8)}01T00:00:00+02:00`);
      const rows = [
        { at: now - 60_000, status: 'delivered', pay: 'paid', qty: 3 }, // today: sale 3000
        { at: now - 120_000, status: 'placed', pay: 'unpaid', qty: 1 }, // today: open
        { at: now - 180_000, status: 'cancelled', pay: 'unpaid', qty: 9 }, // today: nothing
        { at: monthStart.getTime() + 3 * 60 * 60 * 1000, status: 'accepted', pay: 'paid', qty: 2 }, // month: sale 2000, open
        { at: now - 45 * DAY, status: 'delivered', pay: 'paid', qty: 7 }, // neither
        { at: now - 46 * DAY, status: 'dispatched', pay: 'unpaid', qty: 1 }, // open only
      ] as const;
      const made = [];
      for (const row of rows) {
        made.push(
          await createOrder(ctx.database, {
            userId: customer.user.id,
            storeId: seller.store.id,
            lines: [{ variantId, quantity: row.qty }],
            overrides: { status: row.status, paymentStatus: row.pay, placedAt: new Date(row.at) },
          }),
        );
      }
      const response = await get('/api/vendor-dashboard', seller.headers);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      const monthOrderIsToday = localDate(new Date(rows[3].at)) === localDate(new Date(now));
      expect(data.today).toEqual(
        monthOrderIsToday
          ? { sales: 5000, orders: 3, average_order_value: 2500 }
          : { sales: 3000, orders: 2, average_order_value: 3000 },
      );
      expect(data.month).toEqual({ sales: 5000, orders: 3, average_order_value: 2500 });
      expect(data.pending_orders).toBe(3);
      expect(data.low_stock_variants).toBe(2);
      const newestFirst = [...made].sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime()).slice(0, 5);
      expect(data.latest_orders.map((o: { id: string }) => o.id)).toEqual(newestFirst.map((o) => o.id));
      expect(data.latest_orders[0]).toMatchObject({ number: made[0]!.number, customer: made[0]!.contactName });
    });
  });

  describe('access', () => {
    it('keeps each vendor to its own store: another store’s ids are not found, its orders not listed', async () => {
      const mine = await createProduct(ctx.database, other.store.id, {}, [{ price: 700 }]);
      const order = await createOrder(ctx.database, {
        userId: customer.user.id,
        storeId: other.store.id,
        lines: [{ variantId: mine.variants[0]!.id, quantity: 1 }],
        overrides: { paymentStatus: 'paid', paymentMethod: 'card' },
      });
      const payment = await createPayment(ctx.database, { orderId: order.id, amount: order.orderTotal });
      for (const id of [order.id, payment.id]) {
        expect((await get(`/api/vendor-transaction-details/${id}`, vendor.headers)).statusCode).toBe(404);
        expect((await get(`/api/vendor-payment-orders-details/${id}`, vendor.headers)).statusCode).toBe(404);
        expect((await get(`/api/vendor-transaction-details/${id}`, other.headers)).statusCode).toBe(200);
      }
      const list = await post('/api/vendor-payments-list', vendor.headers, { per_page: 100 });
      const ids = list.json().data.transactions_list.data.map((tx: { order_id: string }) => tx.order_id);
      expect(ids).not.toContain(order.id);
      const theirs = await post('/api/vendor-payments-list', other.headers, { per_page: 100 });
      expect(theirs.json().data.transactions_list.data.map((tx: { order_id: string }) => tx.order_id)).toContain(
        order.id,
      );
    });

    it('refuses customers (403) and strangers (401)', async () => {
      const calls = [
        () => ['POST', '/api/vendor-payments-list', {}] as const,
        () => ['GET', `/api/vendor-transaction-details/${customer.user.id}`, undefined] as const,
        () => ['GET', `/api/vendor-payment-orders-details/${customer.user.id}`, undefined] as const,
        () => ['POST', '/api/vendor-report-management', { period: 'day' }] as const,
        () => ['GET', '/api/vendor-report-management?format=csv', undefined] as const,
        () => ['GET', '/api/vendor-report-order-lines', undefined] as const,
        () => ['GET', '/api/vendor-dashboard', undefined] as const,
      ];
      for (const call of calls) {
        const [method, url, payload] = call();
        const asCustomer = await ctx.app.inject({
          method,
          url,
          headers: customer.headers,
          ...(payload ? { payload } : {}),
        });
        expect(asCustomer.statusCode, url).toBe(403);
        const anonymous = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(anonymous.statusCode, url).toBe(401);
      }
    });
  });
});
