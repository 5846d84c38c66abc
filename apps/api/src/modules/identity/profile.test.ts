import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/addresses.ts';
import { sessions, users } from '../../db/schema/identity.ts';
import {
  bearer,
  createSignedInUser,
  createStore,
  createUser,
  latestOtp,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueMobile,
} from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** A multipart/form-data body with one file, as a browser would send it. */
function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----bedesten-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n`),
    Buffer.from(`Content-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile, settings, picture and account deletion', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  describe('update-profile-details', () => {
    it('changes name, e-mail and mobile, and nothing a user may not set', async () => {
      const { user, headers } = await createSignedInUser(ctx.app, ctx.database, { emailVerifiedAt: new Date() });
      const email = uniqueEmail('new');
      const mobile = uniqueMobile();
      const response = await post(
        '/api/update-profile-details',
        {
          name: 'Ayşe  Nur Demir',
          email,
          country_code: '357',
          mobile: `${mobile.slice(0, 2)}-${mobile.slice(2)}`,
          type: 'vendor',
          is_approved: true,
          store_id: '7b0f1c1e-5d0e-4c1a-9a51-0e7f8f3f4b11',
          staff_role: 'super_admin',
          password_hash: 'x',
        },
        headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        name: 'Ayşe Nur Demir',
        email,
        email_verified: false,
        mobile,
        country_code: '+357',
        type: 'user',
        is_approved: false,
        store_id: null,
        staff_role: null,
      });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ type: 'user', isApproved: false, staffRole: null });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it("refuses another account's e-mail or mobile with the spec's messages", async () => {
      const other = await createUser(ctx.database);
      const { headers } = await createSignedInUser(ctx.app, ctx.database);
      const taken = await post('/api/update-profile-details', { email: other.email, mobile: other.mobile }, headers);
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({
        error: 'Your mobile and email already been taken',
        errors: { email: ['This email is already used.'] },
      });
    });

    it('shows only the caller their own profile', async () => {
      const a = await createSignedInUser(ctx.app, ctx.database);
      const b = await createSignedInUser(ctx.app, ctx.database);
      const asB = await ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers: b.headers });
      expect(asB.json().data.id).toBe(b.user.id);
      expect(asB.json().data.id).not.toBe(a.user.id);
    });
  });

  describe('account settings', () => {
    it('starts with order and chat notices on, promotions off, and changes only what is sent', async () => {
      const { headers } = await createSignedInUser(ctx.app, ctx.database);
      const initial = await ctx.app.inject({ method: 'GET', url: '/api/account-settings', headers });
      expect(initial.json().data).toEqual({
        notifications: {
          order_updates: { email: true, sms: true, push: true },
          activity: { email: true, sms: false, push: true },
          promotions: { email: false, sms: false, push: false },
          chat: { email: true, sms: false, push: true },
          partner_approvals: { email: true, sms: true, push: true },
          partner_orders: { email: true, sms: true, push: true },
        },
        vat_number: null,
        language: 'en',
      });
      const changed = await post(
        '/api/account-settings',
        { notifications: { promotions: { email: true } }, vat_number: 'cy 1025 9033 p', language: 'tr' },
        headers,
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({
        notifications: { promotions: { email: true, sms: false, push: false }, order_updates: { sms: true } },
        vat_number: 'CY10259033P',
        language: 'tr',
      });
      const cleared = await post('/api/account-settings', { vat_number: '' }, headers);
      expect(cleared.json().data.vat_number).toBeNull();
      expect(cleared.json().data.notifications.promotions.email).toBe(true);
    });

    it('checks the VAT number', async () => {
      const { headers } = await createSignedInUser(ctx.app, ctx.database);
      const response = await post('/api/account-settings', { vat_number: '12345' }, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ vat_number: ['Invalid VAT number'] });
      // Words, and a Cypriot number whose check letter is wrong, are not VAT numbers either.
      for (const vat_number of ['hello world', 'CY10259033Z']) {
        const refused = await post('/api/account-settings', { vat_number }, headers);
        expect(refused.statusCode, vat_number).toBe(400);
      }
      const turkish = await post('/api/account-settings?lang=tr', { vat_number: 'hello world' }, headers);
      expect(turkish.json().errors).toEqual({ vat_number: ['Geçersiz KDV numarası'] });
    });
  });

  describe('upload', () => {
    it('re-encodes a photo as a 512 px webp without its metadata and serves it', async () => {
      const { headers } = await createSignedInUser(ctx.app, ctx.database);
      const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a6f97' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'GPS-leaker' } })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();

      const { payload, headers: formHeaders } = multipart('image', 'holiday.jpg', photo, 'image/jpeg');
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...headers, ...formHeaders },
      });
      expect(response.statusCode).toBe(200);
      const imageUrl: string = response.json().data.image_url;
      expect(imageUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

      const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 384 });
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes('secret-owner')).toBe(false);

      const saved = await post('/api/update-profile-details', { image_url: imageUrl }, headers);
      expect(saved.json().data).toMatchObject({ image_url: imageUrl, image: imageUrl });
    });

    it('judges the type by the bytes, not the name', async () => {
      const { headers } = await createSignedInUser(ctx.app, ctx.database);
      for (const [name, content] of [
        ['script.jpg', Buffer.from('<script>alert(1)</script>')],
        [
          'broken.png',
          Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
        ],
      ] as const) {
        const { payload, headers: formHeaders } = multipart('image', name, content, 'image/jpeg');
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/upload?lang=tr',
          payload,
          headers: { ...headers, ...formHeaders },
        });
        expect(response.statusCode, name).toBe(400);
        expect(response.json()).toMatchObject({ error: 'Geçersiz görsel türü', code: 'invalid_image_type' });
      }
    });

    it('refuses a file over 5 MB', async () => {
      const { headers } = await createSignedInUser(ctx.app, ctx.database);
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const { payload, headers: formHeaders } = multipart('image', 'big.jpg', big, 'image/jpeg');
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...headers, ...formHeaders },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Image must be at most 5 MB', code: 'image_too_large' });
    });

    it('needs a session', async () => {
      const { payload, headers } = multipart('image', 'a.png', Buffer.alloc(10));
      expect((await ctx.app.inject({ method: 'POST', url: '/api/upload', payload, headers })).statusCode).toBe(401);
    });

    it('lets a profile point only at an uploaded picture', async () => {
      const { headers } = await createSignedInUser(ctx.app, ctx.database);
      const response = await post('/api/update-profile-details', { image_url: 'https://evil.example/x.png' }, headers);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('deleteAccount', () => {
    it('deletes with the password: sessions end, addresses go, and sign-in is told to contact the admin', async () => {
      const { user, headers, token } = await createSignedInUser(ctx.app, ctx.database);
      const second = await signIn(ctx.app, user.email!);
      await ctx.database.db.insert(addresses).values({
        userId: user.id,
        name: 'Home',
        contact: '99123456',
        address: '1 Ledra Street',
        state: 'Nicosia',
        city: 'Nicosia',
        country: 'Cyprus',
      });

      const wrong = await post('/api/deleteAccount', { password: 'Wrong!2345' }, headers);
      expect(wrong.statusCode).toBe(400);

      const deleted = await post('/api/deleteAccount', { password: TEST_PASSWORD }, headers);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().data.message).toBe('Your account has been deleted');

      for (const t of [token, second]) {
        const after = await ctx.app.inject({ method: 'GET', url: '/api/get-profile-details', headers: bearer(t) });
        expect(after.statusCode).toBe(401);
      }
      const open = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(open.every((s) => s.revokedAt !== null)).toBe(true);
      expect(await ctx.database.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ name: '', imageUrl: null });
      expect(row!.deletedAt).not.toBeNull();

      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().error).toBe('Your account deleted please contact to admin');
    });

    it('deletes with a code sent to the mobile when no password is given', async () => {
      const { user, headers } = await createSignedInUser(ctx.app, ctx.database);
      const sent = await post('/api/deleteAccount', {}, headers);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data).toMatchObject({ otp_sent: true, channel: 'sms' });
      const otp = await latestOtp(ctx.app, `+357${user.mobile}`);
      const deleted = await post('/api/deleteAccount', { otp }, headers);
      expect(deleted.statusCode).toBe(200);
      expect(String(deleted.headers['set-cookie'])).toMatch(/bedesten_session=;/);
    });
  });

  describe('vendor profile', () => {
    it('shows and changes the business details', async () => {
      const { headers } = await createSignedInUser(ctx.app, ctx.database, {
        type: 'vendor',
        businessName: 'Golden Crust Bakery',
        areaName: 'Paphos',
      });
      const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers });
      expect(profile.json().data).toMatchObject({ business_name: 'Golden Crust Bakery', store: null, type: 'vendor' });
      const changed = await post(
        '/api/profile',
        { area_name: 'Kato Paphos', type: 'user', is_approved: true },
        headers,
      );
      expect(changed.json().data).toMatchObject({ area_name: 'Kato Paphos', type: 'vendor', is_approved: false });
    });

    it("shows a partner without sign-up details their store's name and town", async () => {
      const { user, headers } = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
      await createStore(ctx.database, user.id, { title: 'Peristerona Fresh Market', city: 'Peristerona' });
      const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers });
      expect(profile.json().data).toMatchObject({
        business_name: 'Peristerona Fresh Market',
        area_name: 'Peristerona',
      });
    });
  });
});
