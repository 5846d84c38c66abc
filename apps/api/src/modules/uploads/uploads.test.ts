import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('tus uploads', () => {
  let ctx: TestContext;
  let png: Buffer;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { UPLOAD_IMAGE_MAX_MB: '1' } });
    png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0f766e' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-here' } } })
      .png()
      .toBuffer();
  });
  afterAll(() => ctx.close());

  const tus = { 'tus-resumable': '1.0.0' };

  async function upload(headers: Record<string, string>, url: string, body: Buffer, filename = 'photo.png') {
    const created = await ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        ...headers,
        ...tus,
        'upload-length': String(body.length),
        'upload-metadata': `filename ${b64(filename)}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^${url}/`));
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...headers, ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: body,
    });
    return { location, patched };
  }

  it('takes a real PNG, answers its webp URLs and serves them without metadata', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const { location, patched } = await upload(headers, '/api/upload-tus', png);
    expect(patched.statusCode, patched.body).toBe(200);
    const data = patched.json().data;
    expect(data.url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/800\.webp$/);
    expect(Object.keys(data.urls)).toEqual(['320', '800', '1600']);

    const id = location.split('/').at(-1);
    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/get-tus-image-url?id=${id}`, headers });
    expect(lookup.json().data.url).toBe(data.url);

    const served = await ctx.app.inject({ method: 'GET', url: data.urls['320'] });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-gps-here'))).toBe(false);
    const large = await sharp((await ctx.app.inject({ method: 'GET', url: data.urls['1600'] })).rawPayload).metadata();
    expect(large.width).toBe(1200);
    // The raw upload is gone.
    expect(existsSync(path.join(ctx.config.DATA_DIR, 'tus', 'images', id!))).toBe(false);
  });

  it('refuses a fake PNG with "Invalid image type", in both languages', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const fake = Buffer.concat([Buffer.from('this is not a png at all'), Buffer.alloc(64)]);
    const { patched } = await upload(headers, '/api/upload-tus', fake, 'evil.png');
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({ error: 'Invalid image type' });
    const { patched: tr } = await upload({ ...headers, 'accept-language': 'tr' }, '/api/upload-tus', fake);
    expect(tr.json().error).toBe('Geçersiz görsel türü');
    // Right magic bytes, broken picture.
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]);
    expect((await upload(headers, '/api/upload-tus', broken)).patched.statusCode).toBe(400);
  });

  it('caps the size', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload-tus',
      headers: { ...headers, ...tus, 'upload-length': String(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('keeps documents private: PDF accepted, read by its owner and staff only', async () => {
    const owner = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const { patched } = await upload(owner.headers, '/api/upload-tus-document', pdf, 'licence.pdf');
    expect(patched.statusCode, patched.body).toBe(200);
    const url = patched.json().data.url;
    expect(url).toMatch(/^\/api\/documents\/[0-9a-f-]{36}$/);
    const mine = await ctx.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    // Served as a download that no browser sniffs into a page of ours (issue 10).
    expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    const stranger = await createSignedInUser(ctx.app, ctx.database);
    expect((await ctx.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
    expect((await ctx.app.inject({ method: 'GET', url, headers: staff.headers })).statusCode).toBe(200);
    const notPdf = await upload(owner.headers, '/api/upload-tus-document', Buffer.from('MZ executable'), 'x.pdf');
    expect(notPdf.patched.json().error).toBe('Invalid document type');
  });

  it('needs a session, and one account cannot touch another’s upload', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload-tus',
      headers: { ...tus, 'upload-length': '10' },
    });
    expect(anonymous.statusCode).toBe(401);
    const owner = await createSignedInUser(ctx.app, ctx.database);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload-tus',
      headers: {
        ...owner.headers,
        ...tus,
        'upload-length': String(png.length),
        [`x-bedesten-upload-owner`]: 'someone',
      },
    });
    const location = created.headers.location as string;
    const intruder = await createSignedInUser(ctx.app, ctx.database);
    const head = await ctx.app.inject({ method: 'HEAD', url: location, headers: { ...intruder.headers, ...tus } });
    expect(head.statusCode).toBe(404);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...intruder.headers, ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: png,
    });
    expect(patch.statusCode).toBe(404);
    const own = await ctx.app.inject({ method: 'HEAD', url: location, headers: { ...owner.headers, ...tus } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['upload-offset']).toBe('0');
    const id = location.split('/').at(-1);
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: `/api/get-tus-image-url?id=${id}`,
      headers: intruder.headers,
    });
    expect(lookup.statusCode).toBe(404);
  });
});
