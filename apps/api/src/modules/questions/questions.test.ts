import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { createProduct, createSignedInUser, createVendorWithStore } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('product questions: ask, answer, hide, per person and per store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  type Headers = Record<string, string>;
  const get = (url: string, headers: Headers = {}, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });
  const post = (url: string, headers: Headers, payload: object, lang = 'en') =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'accept-language': lang }, payload });

  async function shop() {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const { product } = await createProduct(ctx.database, vendor.store.id, {
      nameEn: 'Village halloumi',
      nameTr: 'Köy hellimi',
    });
    return { vendor, product };
  }
  const customer = (overrides = {}) => createSignedInUser(ctx.app, ctx.database, { name: 'Ayşe Kaya', ...overrides });
  const noticesOf = (userId: string, kind: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

  it('asks a guest to sign in first, in English and Turkish', async () => {
    const { product } = await shop();
    const body = { product_id: product.id, question: 'Is this made from goat milk?' };
    const en = await post('/api/product-questions', {}, body);
    expect(en.statusCode).toBe(401);
    expect(en.json().error).toBe('Please login first');
    const tr = await post('/api/product-questions', {}, body, 'tr');
    expect(tr.statusCode).toBe(401);
    expect(tr.json().error).toBe('Lütfen önce giriş yapın');
  });

  it('lets a customer ask, tells the store, and lists it for everyone with a short name', async () => {
    const { vendor, product } = await shop();
    const asker = await customer();
    const asked = await post('/api/product-questions', asker.headers, {
      product_id: product.id,
      question: '  Is this halloumi made from goat’s milk?  ',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      data: { question: 'Is this halloumi made from goat’s milk?', answer: null, asker_name: 'Ayşe K.' },
      message: 'Your question was sent to the shop',
    });

    const list = await get(`/api/product-questions?product_id=${product.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, per_page: 10, data: [{ id: asked.json().data.id }] });

    const [notice] = await noticesOf(vendor.user.id, 'question_asked');
    expect(notice).toMatchObject({ link: '/vendor/questions', messageKey: 'question_asked_notice' });
    const vendorList = await get('/api/notification-list', vendor.headers);
    expect(vendorList.json().data[0].message).toContain('Village halloumi');
  });

  it('checks the question’s length with a catalogue message', async () => {
    const { product } = await shop();
    const asker = await customer();
    const short = await post('/api/product-questions', asker.headers, { product_id: product.id, question: ' Hi  ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.question).toEqual(['Your question must be 5 to 500 characters']);
    const long = await post(
      '/api/product-questions',
      asker.headers,
      { product_id: product.id, question: 'x'.repeat(501) },
      'tr',
    );
    expect(long.json().errors.question).toEqual(['Sorunuz 5 ile 500 karakter arasında olmalıdır']);
  });

  it('refuses the same question from the same person about the same product (409), even sent at once', async () => {
    const { vendor, product } = await shop();
    const { product: other } = await createProduct(ctx.database, vendor.store.id);
    const asker = await customer();
    const ask = (productId: string, question: string, headers = asker.headers, lang = 'en') =>
      post('/api/product-questions', headers, { product_id: productId, question }, lang);

    // A double click: two posts at once, one question.
    const twice = await Promise.all([
      ask(product.id, 'Is this halloumi made from goat’s milk?'),
      ask(product.id, 'Is this halloumi made from goat’s milk?'),
    ]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = twice.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toEqual({
      error: 'You have already asked this question about this product',
      code: 'question_duplicate',
    });
    // The same words in another case or spacing are the same question; in Turkish, said in Turkish.
    const again = await ask(product.id, '  is this halloumi  made from GOAT’S milk? ', asker.headers, 'tr');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Bu soruyu bu ürün hakkında zaten sordunuz');

    // Another question, another product or another person is asked as usual.
    expect((await ask(product.id, 'How long does it keep in the fridge?')).statusCode).toBe(201);
    expect((await ask(other.id, 'Is this halloumi made from goat’s milk?')).statusCode).toBe(201);
    const someoneElse = await customer();
    expect((await ask(product.id, 'Is this halloumi made from goat’s milk?', someoneElse.headers)).statusCode).toBe(
      201,
    );
    const list = await get(`/api/product-questions?product_id=${product.id}`);
    expect(list.json().total).toBe(3);
  });

  it('answers 404 for a product customers cannot see, and 403 to a vendor asking about their own', async () => {
    const { vendor, product } = await shop();
    const { product: hiddenProduct } = await createProduct(ctx.database, vendor.store.id, { isActive: false });
    const asker = await customer();
    expect((await get(`/api/product-questions?product_id=${hiddenProduct.id}`)).statusCode).toBe(404);
    const ask = await post('/api/product-questions', asker.headers, {
      product_id: hiddenProduct.id,
      question: 'Will this come back?',
    });
    expect(ask.statusCode).toBe(404);
    const own = await post('/api/product-questions', vendor.headers, {
      product_id: product.id,
      question: 'Asking about my own product',
    });
    expect(own.statusCode).toBe(403);
  });

  it('lets only the store answer (another vendor gets 404), edits on a second answer, and tells the asker once', async () => {
    const { vendor, product } = await shop();
    const other = await createVendorWithStore(ctx.app, ctx.database);
    const asker = await customer();
    const id = (
      await post('/api/product-questions', asker.headers, { product_id: product.id, question: 'Is it salty?' })
    ).json().data.id;

    const stranger = await post('/api/vendor-question-answer', other.headers, { question_id: id, answer: 'No' });
    expect(stranger.statusCode).toBe(404);
    expect((await get('/api/vendor-questions?status=all', other.headers)).json().total).toBe(0);

    const unanswered = await get('/api/vendor-questions', vendor.headers);
    expect(unanswered.json()).toMatchObject({ total: 1, unanswered_count: 1, data: [{ id, hidden: false }] });

    const answered = await post('/api/vendor-question-answer', vendor.headers, {
      question_id: id,
      answer: 'Mildly salty.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ answer: 'Mildly salty.' });
    const firstAnsweredAt = answered.json().data.answered_at;
    const edited = await post('/api/vendor-question-answer', vendor.headers, {
      question_id: id,
      answer: 'Mildly salty, brined for a week.',
    });
    expect(edited.json().data).toMatchObject({
      answer: 'Mildly salty, brined for a week.',
      answered_at: firstAnsweredAt,
    });

    expect((await get('/api/vendor-questions', vendor.headers)).json()).toMatchObject({
      total: 0,
      unanswered_count: 0,
    });
    expect((await get('/api/vendor-questions?status=answered', vendor.headers)).json().total).toBe(1);

    const notices = await noticesOf(asker.user.id, 'question_answered');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/stores/${vendor.store.slug}/${product.slug}`);

    const page = await get(`/api/product-questions?product_id=${product.id}`);
    expect(page.json().data[0]).toMatchObject({ id, answer: 'Mildly salty, brined for a week.' });
  });

  it('keeps each customer’s questions to themselves', async () => {
    const { product } = await shop();
    const asker = await customer();
    const other = await customer({ name: 'Mehmet Yılmaz' });
    await post('/api/product-questions', asker.headers, { product_id: product.id, question: 'Does it keep long?' });
    const mine = await get('/api/my-questions', asker.headers);
    expect(mine.json()).toMatchObject({
      total: 1,
      data: [{ question: 'Does it keep long?', product_name: 'Village halloumi' }],
    });
    expect((await get('/api/my-questions', other.headers)).json().total).toBe(0);
    expect((await get('/api/my-questions')).statusCode).toBe(401);
  });

  it('lets staff (only) hide a question: it leaves the product page, the asker sees why, and unhide brings it back', async () => {
    const { vendor, product } = await shop();
    const asker = await customer();
    const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
    const id = (
      await post('/api/product-questions', asker.headers, { product_id: product.id, question: 'Rude words here' })
    ).json().data.id;
    const body = { question_id: id, reason: 'Offensive language' };

    expect((await post('/api/admin/question-hide', asker.headers, body)).statusCode).toBe(403);
    expect((await post('/api/admin/question-hide', vendor.headers, body)).statusCode).toBe(403);
    expect((await get('/api/admin/questions', vendor.headers)).statusCode).toBe(403);

    const hidden = await post('/api/admin/question-hide', staff.headers, body);
    expect(hidden.statusCode).toBe(200);
    expect((await get(`/api/product-questions?product_id=${product.id}`)).json().total).toBe(0);
    expect((await get('/api/vendor-questions?status=all', vendor.headers)).json().total).toBe(0);
    expect((await get('/api/my-questions', asker.headers)).json().data[0]).toMatchObject({
      id,
      hidden: true,
      hidden_reason: 'Offensive language',
    });
    const [notice] = await noticesOf(asker.user.id, 'question_hidden');
    expect(notice?.params).toMatchObject({ reason: 'Offensive language' });
    expect(
      (await get('/api/admin/questions?hidden=true', staff.headers)).json().data.map((q: { id: string }) => q.id),
    ).toContain(id);

    expect((await post('/api/admin/question-unhide', staff.headers, { question_id: id })).statusCode).toBe(200);
    expect((await get(`/api/product-questions?product_id=${product.id}`)).json().total).toBe(1);
  });

  it('pages ten at a time, newest first', async () => {
    const { vendor, product } = await shop();
    const asker = await customer();
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await post('/api/product-questions', asker.headers, {
        product_id: product.id,
        question: `Question ${i}?`,
      });
      ids.push(r.json().data.id);
    }
    await post('/api/vendor-question-answer', vendor.headers, { question_id: ids[0]!, answer: 'Yes.' });
    const first = (await get(`/api/product-questions?product_id=${product.id}`)).json();
    expect(first).toMatchObject({ total: 11, last_page: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0].id).toBe(ids[10]);
    const second = (await get(`/api/product-questions?product_id=${product.id}&page=2`)).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0]).toMatchObject({ id: ids[0], answer: 'Yes.' });
  });
});
