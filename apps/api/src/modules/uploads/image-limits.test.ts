import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const TURKISH_REFUSAL = 'Bu görsel çok büyük (7000 × 7000 piksel); görseller en fazla 40 megapiksel olabilir';

/** A decompression bomb (ADR 0081): 49 Mpx of white, a small file. */
describe('a picture with too many pixels', () => {
  let ctx: TestContext;
  let bomb: Buffer;
  beforeAll(async () => {
    ctx = await createTestApp();
    bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
  });
  afterAll(() => ctx.close());

  const tus = { 'tus-resumable': '1.0.0' };

  async function tusUpload(url: string, headers: Record<string, string>) {
    const created = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...tus, 'upload-length': String(bomb.length) },
    });
    expect(created.statusCode, created.body).toBe(201);
    return ctx.app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { ...headers, ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: bomb,
    });
  }

  it('is refused as a tus picture or document with 400 and why, in the uploader language', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    for (const url of ['/api/upload-tus', '/api/upload-tus-document']) {
      const response = await tusUpload(url, { ...headers, 'accept-language': 'tr' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: TURKISH_REFUSAL, code: 'image_too_many_pixels' });
    }
  });

  it('is refused as a profile picture with 400 and a field message', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const boundary = '----bedesten-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n`),
      Buffer.from('Content-Type: image/png\r\n\r\n'),
      bomb,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, 'accept-language': 'tr', 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: TURKISH_REFUSAL,
      code: 'image_too_many_pixels',
      errors: { image: [TURKISH_REFUSAL] },
    });
  });
});
