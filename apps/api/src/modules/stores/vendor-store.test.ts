import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue.ts';
import { stores } from '../../db/schema/stores.ts';
import {
  completeSetup,
  createDocumentUpload,
  createImageUpload,
  createSignedInUser,
  createVendorWithStore,
  ensureCategory,
  TEST_IMAGE_URL,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

describe('vendor store setup', () => {
  let ctx: TestContext;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    categoryId = (await ensureCategory(ctx.database)).id;
  });
  afterAll(() => ctx.close());

  const post = (url: string, headers: Record<string, string>, payload: unknown, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'accept-language': lang },
      payload: payload as object,
    });

  /** A complete setup whose licence is the vendor's own upload. */
  const setupFor = async (vendor: { user: { id: string } }) =>
    completeSetup(categoryId, await createDocumentUpload(ctx.database, vendor.user.id));

  it('creates the one store, pending approval, and shows it back with every field', async () => {
    const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const setup = await setupFor(vendor);
    const created = await post('/api/store-setup', vendor.headers, setup);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Your store is sent for approval',
      data: {
        status: 'pending',
        is_approved: false,
        title: 'Kyrenia Harbour Bakery',
        slug: 'kyrenia-harbour-bakery',
        state: '06',
        license_document: [setup.license_document],
        // Typed with spaces (the factory), kept in electronic form (ADR 0042).
        iban: 'CY17002001280000001200527600',
        bic: 'BCYPCY2N',
        ifsc_code: null,
        delivery_max_distance: 15,
        minimum_order_amount: 1000,
      },
    });
    const again = await post('/api/vendor-setup', vendor.headers, { ...setup, delivery_time: 30 });
    expect(again.statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(stores).where(eq(stores.ownerId, vendor.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.deliveryTimeMinutes).toBe(30);
    expect(rows[0]).toMatchObject({ iban: 'CY17002001280000001200527600', bic: 'BCYPCY2N', accountNumber: null });

    const shown = await ctx.app.inject({ method: 'GET', url: '/api/store-setup', headers: vendor.headers });
    expect(shown.json().data).toMatchObject({ id: rows[0]!.id, status: 'pending', delivery_time: 30 });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/get-vendor-details', headers: vendor.headers });
    expect(profile.json().data).toMatchObject({ store_id: rows[0]!.id, store: { is_approved: false } });
    // Pending: not in search, no shop page.
    const search = await ctx.app.inject({ method: 'GET', url: '/api/storeSearch?search=kyrenia%20harbour' });
    expect(search.json().total).toBe(0);
  });

  it('saves a draft with only a name, then submits it', async () => {
    const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const draft = await post('/api/store-setup', vendor.headers, { action: 'draft', title: 'Draft Deli' });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ data: { status: 'draft' }, message: 'Your store draft is saved' });
    const submitted = await post('/api/store-setup', vendor.headers, {
      ...(await setupFor(vendor)),
      title: 'Draft Deli',
    });
    expect(submitted.json().data.status).toBe('pending');
  });

  it('accepts a Cypriot IBAN typed in lower case without a BIC', async () => {
    const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const setup = { ...(await setupFor(vendor)), iban: 'cy17 0020 0128 0000 0012 0052 7600', bic: '' };
    const created = await post('/api/store-setup', vendor.headers, setup);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ iban: 'CY17002001280000001200527600', bic: null });
  });

  it('checks bank details, IBAN, BIC, e-mail and required fields, in English and Turkish', async () => {
    const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const bad = {
      ...(await setupFor(vendor)),
      iban: 'CY18 0020 0128 0000 0012 0052 7600',
      bic: 'BCYP-CY',
      account_number: '12345',
      ifsc_code: 'bcyp1abc123',
      email: 'not-an-email',
      bank_name: '',
      license_document: [],
      image: 'https://elsewhere.example/x.png',
    };
    delete (bad as Partial<typeof bad>).category_id;
    const en = await post('/api/store-setup', vendor.headers, bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toMatchObject({
      iban: ['Enter a valid IBAN, e.g. CY17 0020 0128 0000 0012 0052 7600'],
      bic: ['Enter a valid BIC (SWIFT code) of 8 or 11 characters, e.g. BCYPCY2N'],
      account_number: ['Account number must be 9 to 18 digits'],
      ifsc_code: ['Invalid IFSC code'],
      email: ['Enter a valid e-mail address'],
      bank_name: ['Bank name is required'],
      license_document: ['Trade licence is required'],
      image: ['Invalid image type'],
      category_id: ['Your store detail is incomplete, add the business category first'],
    });
    const tr = await post('/api/store-setup', vendor.headers, bad, 'tr');
    expect(tr.json().errors).toMatchObject({
      iban: ['Geçerli bir IBAN girin, örneğin CY17 0020 0128 0000 0012 0052 7600'],
      bic: ['Geçerli bir BIC (SWIFT kodu) girin: 8 veya 11 karakter, örneğin BCYPCY2N'],
      account_number: ['Hesap numarası 9 ile 18 hane arasında olmalıdır'],
      ifsc_code: ['Geçersiz IFSC kodu'],
      email: ['Geçerli bir e-posta adresi girin'],
      category_id: ['Mağaza bilgileriniz eksik, önce işletme kategorisini ekleyin'],
    });
    const noEmail = { ...(await setupFor(vendor)), email: '' };
    expect((await post('/api/store-setup', vendor.headers, noEmail)).statusCode).toBe(201);
    const unknownCategory = { ...(await setupFor(vendor)), category_id: '5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10' };
    const refused = await post('/api/store-setup', vendor.headers, unknownCategory);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Your store detail is incomplete, add the business category first');
  });

  it("refuses another account's licence document, or one that was never uploaded", async () => {
    const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const other = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const theirs = await createDocumentUpload(ctx.database, other.user.id);
    for (const license_document of [theirs, '/api/documents/00000000-0000-4000-8000-000000000000']) {
      const refused = await post('/api/store-setup', vendor.headers, {
        ...completeSetup(categoryId),
        license_document,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ license_document: ['Upload not found'] });
    }
    const rows = await ctx.database.db.select().from(stores).where(eq(stores.ownerId, vendor.user.id));
    expect(rows).toHaveLength(0);
  });

  it("takes only the vendor's own pictures or the demo's, and keeps those the store already shows (ADR 0088)", async () => {
    const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const other = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const mine = await createImageUpload(ctx.database, vendor.user.id);
    const theirs = await createImageUpload(ctx.database, other.user.id);
    const setup = await setupFor(vendor);
    const borrowing = {
      ...setup,
      image: mine,
      banner_image: theirs,
      // Any width of an upload names the same picture; a well-formed URL nobody uploaded is no better.
      photos: [
        mine.replace('/800.', '/320.'),
        theirs.replace('/800.', '/1600.'),
        '/uploads/images/0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01/800.webp',
      ],
    };
    const refused = await post('/api/store-setup', vendor.headers, borrowing);
    expect(refused.statusCode).toBe(400);
    const notYours = ['Please use only pictures you uploaded yourself'];
    expect(refused.json()).toMatchObject({ error: notYours[0], code: 'picture_not_yours' });
    expect(refused.json().errors).toEqual({ banner_image: notYours, 'photos.1': notYours, 'photos.2': notYours });
    const tr = await post('/api/store-setup', vendor.headers, borrowing, 'tr');
    expect(tr.json().errors.banner_image).toEqual(['Lütfen yalnızca kendi yüklediğiniz görselleri kullanın']);
    const byOwner = eq(stores.ownerId, vendor.user.id);
    expect(await ctx.database.db.select().from(stores).where(byOwner)).toHaveLength(0);

    const own = { ...setup, image: mine, banner_image: TEST_IMAGE_URL, photos: [mine] };
    expect((await post('/api/store-setup', vendor.headers, own)).statusCode).toBe(201);
    // A picture the store already shows (one that came with it) stays acceptable on edit, whoever uploaded it ...
    await ctx.database.db.update(stores).set({ bannerUrl: theirs }).where(byOwner);
    const kept = await post('/api/vendor-setup', vendor.headers, { ...own, banner_image: theirs, delivery_time: 25 });
    expect(kept.statusCode, kept.body).toBe(200);
    // ... but another of theirs is not added.
    const added = await post('/api/vendor-setup', vendor.headers, {
      ...own,
      banner_image: theirs,
      photos: [mine, await createImageUpload(ctx.database, other.user.id)],
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual({ 'photos.1': notYours });
    expect((await ctx.database.db.select().from(stores).where(byOwner))[0]!.photos).toEqual([mine]);
  });

  it('takes only a live business category for a new choice', async () => {
    const vendor = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const [retired] = await ctx.database.db
      .insert(categories)
      .values({ slug: 'retired-trade', type: 'goods', nameEn: 'Retired', nameTr: 'Emekli', isActive: false })
      .returning();
    const refused = await post('/api/store-setup', vendor.headers, {
      ...(await setupFor(vendor)),
      category_id: retired!.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['category_id']);
  });

  it('keeps an approved store approved for hours, and sends it back for a new bank account', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database);
    const base = await setupFor(vendor);
    const first = await post('/api/store-setup', vendor.headers, base);
    expect(first.json().data.status).toBe('pending');
    await ctx.database.db.update(stores).set({ status: 'approved' }).where(eq(stores.id, vendor.store.id));
    const hours = await post('/api/store-setup', vendor.headers, {
      ...base,
      working_hours_to: '23:00',
      delivery_time: 20,
    });
    expect(hours.json().data).toMatchObject({ status: 'approved', working_hours_to: '23:00' });
    const bank = await post('/api/store-setup', vendor.headers, { ...base, account_number: '999999999' });
    expect(bank.json().data.status).toBe('pending');
  });

  it('saves the Turkish "About", gives it back to the form and shows it on the Turkish store page', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Bilingual Bakery' });
    const base = {
      ...(await setupFor(vendor)),
      title: 'Bilingual Bakery',
      description: 'Bread from a stone oven.',
      description_tr: '  Taş fırından ekmek.  ',
    };
    const saved = await post('/api/store-setup', vendor.headers, base);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      description: 'Bread from a stone oven.',
      description_tr: 'Taş fırından ekmek.',
    });
    const form = await ctx.app.inject({ method: 'GET', url: '/api/store-setup', headers: vendor.headers });
    expect(form.json().data.description_tr).toBe('Taş fırından ekmek.');

    await ctx.database.db.update(stores).set({ status: 'approved' }).where(eq(stores.id, vendor.store.id));
    const page = async (lang: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/storeDetail/${vendor.store.id}?lang=${lang}` })).json().data;
    expect(await page('tr')).toMatchObject({ description: 'Taş fırından ekmek.', description_language: 'tr' });
    expect(await page('en')).toMatchObject({ description: 'Bread from a stone oven.', description_language: 'en' });

    // Customers read it, so a new wording goes back to staff, as the English one does (ADR 0021).
    const reworded = await post('/api/store-setup', vendor.headers, { ...base, description_tr: 'Odun fırını.' });
    expect(reworded.json().data).toMatchObject({ status: 'pending', description_tr: 'Odun fırını.' });

    // Emptied, the Turkish page falls back to the English text.
    const cleared = await post('/api/store-setup', vendor.headers, { ...base, description_tr: '' });
    expect(cleared.json().data.description_tr).toBeNull();
    await ctx.database.db.update(stores).set({ status: 'approved' }).where(eq(stores.id, vendor.store.id));
    expect(await page('tr')).toMatchObject({ description: 'Bread from a stone oven.', description_language: 'en' });

    const tooLong = await post('/api/store-setup', vendor.headers, { ...base, description_tr: 'ş'.repeat(2001) }, 'tr');
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(['description_tr']);
  });

  it('opens and closes the store; a closed store leaves search', async () => {
    const vendor = await createVendorWithStore(ctx.app, ctx.database, { title: 'Toggle Tavern' });
    const off = await post('/api/store-active-deactive', vendor.headers, { is_active: false });
    expect(off.json().data.is_active).toBe(false);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/storeSearch?search=toggle%20tavern' });
    expect(search.json().total).toBe(0);
    const toggled = await post('/api/store-active-deactive', vendor.headers, {});
    expect(toggled.json().data.is_active).toBe(true);
  });

  it('is for vendors only', async () => {
    const customer = await createSignedInUser(ctx.app, ctx.database);
    for (const [method, url] of [
      ['POST', '/api/store-setup'],
      ['GET', '/api/store-setup'],
      ['POST', '/api/store-active-deactive'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: customer.headers,
        payload: completeSetup(categoryId),
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/store-setup' })).statusCode).toBe(401);
  });
});
