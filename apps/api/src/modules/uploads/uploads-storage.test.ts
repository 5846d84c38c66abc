import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { buildApp } from '../../app.ts';
import { s3SettingsOf } from '../../lib/object-storage/object-storage-of.ts';
import { s3ClientConfigOf } from '../../lib/object-storage/s3-storage.ts';
import { wavOfSeconds } from '../../../test/audio-fixtures.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { UPLOAD_SWEEP_JOB } from './uploads.routes.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const tus = { 'tus-resumable': '1.0.0' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A whole tus upload (create, then every byte in one PATCH); answers the tus id and the final answer. */
async function tusUpload(ctx: TestContext, headers: Record<string, string>, url: string, body: Buffer, name: string) {
  const created = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...tus, 'upload-length': String(body.length), 'upload-metadata': `filename ${b64(name)}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  const patched = await ctx.app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...headers, ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: body,
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return { tusId: location.split('/').at(-1)!, data: patched.json().data };
}

let png: Buffer;
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
  png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0f766e' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-here' } } })
    .png()
    .toBuffer();
});
afterAll(() => s3?.close());

describe('uploads in an S3-compatible bucket (S3_* set, no public base URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: s3.env });
  });
  afterAll(() => ctx?.close());

  it('takes a picture through tus into the bucket and serves every width at its /uploads/ URL', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const { tusId, data } = await tusUpload(ctx, headers, '/api/upload-tus', png, 'photo.png');
    const id = new RegExp(`^/uploads/images/(${UUID})/800\\.webp$`).exec(data.url)?.[1];
    expect(id, data.url).toBeDefined();
    // In the bucket under the key its URL names, and not on this machine's disk.
    expect((await s3.keys(`uploads/images/${id}/`)).sort()).toEqual([
      `uploads/images/${id}/1600.webp`,
      `uploads/images/${id}/320.webp`,
      `uploads/images/${id}/800.webp`,
    ]);
    expect(existsSync(path.join(ctx.config.DATA_DIR, 'uploads', 'images', id!))).toBe(false);
    // The raw upload (tus's object, its .info and any .part) is gone from the bucket.
    expect(await s3.keys('tus-')).toEqual([]);

    for (const [width, expected] of [
      ['320', 320],
      ['800', 800],
      ['1600', 1200],
    ] as const) {
      const served = await ctx.app.inject({ method: 'GET', url: data.urls[width] });
      expect(served.statusCode, `${width}: ${served.body.slice(0, 200)}`).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/immutable/);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: expected });
      expect(served.rawPayload.includes(Buffer.from('secret-gps-here'))).toBe(false);
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: data.urls['320'] });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/get-tus-image-url?id=${tusId}`, headers });
    expect(lookup.json().data.urls).toEqual(data.urls);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/images/${id}/999.webp` })).statusCode).toBe(404);
  });

  it('resumes on another instance an upload one instance began: the unfinished bytes are in the bucket', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    // A second API process on the same database and bucket, as behind a load balancer.
    const other = await buildApp({ config: ctx.config, database: ctx.database, serveWeb: false });
    try {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/upload-tus',
        headers: { ...headers, ...tus, 'upload-length': String(png.length) },
      });
      const location = created.headers.location as string;
      const half = Math.floor(png.length / 2);
      const first = await ctx.app.inject({
        method: 'PATCH',
        url: location,
        headers: { ...headers, ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: png.subarray(0, half),
      });
      expect(first.statusCode, first.body).toBe(204);
      expect((await s3.keys('tus-')).length).toBeGreaterThan(0);
      const head = await other.inject({ method: 'HEAD', url: location, headers: { ...headers, ...tus } });
      expect(head.headers['upload-offset']).toBe(String(half));
      const rest = await other.inject({
        method: 'PATCH',
        url: location,
        headers: {
          ...headers,
          ...tus,
          'upload-offset': String(half),
          'content-type': 'application/offset+octet-stream',
        },
        payload: png.subarray(half),
      });
      expect(rest.statusCode, rest.body).toBe(200);
      const { url } = rest.json().data;
      // Read back through the first instance.
      expect((await sharp((await ctx.app.inject({ method: 'GET', url })).rawPayload).metadata()).width).toBe(800);
      expect(await s3.keys('tus-')).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('caps and sweeps unfinished uploads in the bucket as on disk (ADR 0085)', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const create = (url: string) =>
      ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...tus, 'upload-length': '1000' } });
    const made = [];
    for (let i = 0; i < ctx.config.UPLOAD_UNFINISHED_MAX_COUNT; i++)
      made.push(await create(i % 2 ? '/api/upload-tus-audio' : '/api/upload-tus'));
    expect(made.map((answer) => answer.statusCode)).toEqual(made.map(() => 201));
    const refused = await create('/api/upload-tus-document');
    expect(refused.statusCode, refused.body).toBe(429);
    const ids = made.map((answer) => (answer.headers.location as string).split('/').at(-1)!);
    expect((await s3.keys('tus-')).filter((key) => ids.some((id) => key.startsWith(id))).length).toBeGreaterThan(0);

    // All but the last begun longer ago than the expiry (the bucket checks request times, so the clock stays).
    const client = new S3Client(s3ClientConfigOf(s3SettingsOf(ctx.config)!));
    const past = new Date(Date.now() - (ctx.config.UPLOAD_UNFINISHED_EXPIRY_MINUTES + 1) * 60_000).toISOString();
    for (const id of ids.slice(0, -1)) {
      const info = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${id}.info` }));
      const body = { ...JSON.parse(await info.Body!.transformToString()), creation_date: past };
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: `${id}.info`,
          Body: JSON.stringify(body),
          Metadata: info.Metadata,
        }),
      );
    }
    await ctx.app.jobs.enqueue(UPLOAD_SWEEP_JOB, {});
    await ctx.app.jobs.settled();
    const left = await s3.keys('tus-');
    expect(left.filter((key) => ids.slice(0, -1).some((id) => key.startsWith(id)))).toEqual([]);
    expect(left.filter((key) => key.startsWith(ids.at(-1)!)).length).toBeGreaterThan(0);
    expect((await create('/api/upload-tus-document')).statusCode).toBe(201);
  });

  it('keeps voice notes and avatars in the bucket too, voice notes served in byte ranges', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const wav = wavOfSeconds(2);
    const { data } = await tusUpload(ctx, headers, '/api/upload-tus-audio', wav, 'note.wav');
    expect(data.url).toMatch(new RegExp(`^/uploads/audio/${UUID}\\.wav$`));
    expect(await s3.keys(data.url.slice(1))).toEqual([data.url.slice(1)]);
    const part = await ctx.app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(0, 100))).toBe(true);
    const whole = await ctx.app.inject({ method: 'GET', url: data.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.equals(wav)).toBe(true);

    const boundary = '----bedesten-s3-test';
    const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const avatar = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.jpg"\r\n`),
        Buffer.from('Content-Type: image/jpeg\r\n\r\n'),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const avatarUrl: string = avatar.json().data.image_url;
    expect(await s3.keys(avatarUrl.slice(1))).toEqual([avatarUrl.slice(1)]);
    const served = await ctx.app.inject({ method: 'GET', url: avatarUrl });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512 });
  });

  it('hands a private document to its owner and staff only, as a signed link that expires; never publicly', async () => {
    const owner = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const { data } = await tusUpload(ctx, owner.headers, '/api/upload-tus-document', PDF, 'licence.pdf');
    const id = new RegExp(`^/api/documents/(${UUID})$`).exec(data.url)?.[1];
    expect(id, data.url).toBeDefined();
    // Kept outside uploads/, the only prefix anyone may read: not among the public objects, not at a public URL.
    expect(await s3.keys('documents/')).toContain(`documents/${id}.pdf`);
    expect((await s3.keys('uploads/')).some((key) => key.includes(id!))).toBe(false);
    for (const url of [
      `/uploads/../documents/${id}.pdf`,
      `/uploads/%2e%2e/documents/${id}.pdf`,
      `/uploads/..%2fdocuments/${id}.pdf`,
      `/uploads/documents/${id}.pdf`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }

    expect((await ctx.app.inject({ method: 'GET', url: data.url })).statusCode).toBe(401);
    const stranger = await createSignedInUser(ctx.app, ctx.database);
    expect((await ctx.app.inject({ method: 'GET', url: data.url, headers: stranger.headers })).statusCode).toBe(404);

    const mine = await ctx.app.inject({ method: 'GET', url: data.url, headers: owner.headers });
    expect(mine.statusCode).toBe(302);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const link = new URL(mine.headers.location as string);
    expect(`${link.origin}${link.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/documents/${id}.pdf`);
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF)).toBe(true);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toMatch(/^attachment; filename="licence\.pdf"/);

    const staff = await createSignedInUser(ctx.app, ctx.database, { staffRole: 'staff' });
    expect((await ctx.app.inject({ method: 'GET', url: data.url, headers: staff.headers })).statusCode).toBe(302);

    // A link handed out longer ago than its lifetime no longer opens the file.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 5 * 60_000 });
    let old: string;
    try {
      old = (await ctx.app.inject({ method: 'GET', url: data.url, headers: owner.headers })).headers.location as string;
    } finally {
      vi.useRealTimers();
    }
    expect(old).toContain('X-Amz-Signature=');
    expect((await fetch(old)).status).toBe(403);
  });
});

describe('public pictures through S3_PUBLIC_BASE_URL', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    base = `${s3.endpoint}/${s3.bucket}`;
    ctx = await createTestApp({ env: { ...s3.env, S3_PUBLIC_BASE_URL: `${base}/` } });
  });
  afterAll(() => ctx?.close());

  it('redirects the stored /uploads/ URLs to the public copy, and never a document', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const { data } = await tusUpload(ctx, headers, '/api/upload-tus', png, 'photo.png');
    for (const width of ['320', '800', '1600']) {
      const response = await ctx.app.inject({ method: 'GET', url: data.urls[width] });
      expect(response.statusCode).toBe(302);
      // Pages may load pictures and voice notes from there (a plain-http store too).
      expect(response.headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
      expect(response.headers['content-security-policy']).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));
      expect(response.headers.location).toBe(`${base}${data.urls[width]}`);
      // s3rver lets anyone read, as the bucket policy for uploads/ must (README); the bytes are the picture.
      const fetched = await fetch(response.headers.location as string);
      expect(fetched.status).toBe(200);
      const meta = await sharp(Buffer.from(await fetched.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Math.min(Number(width), 1200) });
    }
    const owner = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const doc = await tusUpload(ctx, owner.headers, '/api/upload-tus-document', PDF, 'licence.pdf');
    const id = doc.data.url.split('/').at(-1);
    for (const url of [`/uploads/../documents/${id}.pdf`, `/uploads/%2e%2e/documents/${id}.pdf`]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // Documents stay behind the authorised route: a signed link, not the public base.
    const mine = await ctx.app.inject({ method: 'GET', url: doc.data.url, headers: owner.headers });
    expect(mine.headers.location).toContain('X-Amz-Signature=');
  });
});

describe('local disk when S3_* is unset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { S3_ENDPOINT: '', S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_PUBLIC_BASE_URL: '' },
    });
  });
  afterAll(() => ctx?.close());

  it('keeps pictures and documents under DATA_DIR and serves them from there, the bucket untouched', async () => {
    const before = await s3.keys();
    const { headers } = await createSignedInUser(ctx.app, ctx.database, { type: 'vendor' });
    const { data } = await tusUpload(ctx, headers, '/api/upload-tus', png, 'photo.png');
    const id = data.url.split('/')[3];
    for (const width of ['320', '800', '1600']) {
      expect(existsSync(path.join(ctx.config.DATA_DIR, 'uploads', 'images', id, `${width}.webp`))).toBe(true);
      const served = await ctx.app.inject({ method: 'GET', url: data.urls[width] });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    const doc = await tusUpload(ctx, headers, '/api/upload-tus-document', PDF, 'licence.pdf');
    const docId = doc.data.url.split('/').at(-1);
    expect(existsSync(path.join(ctx.config.DATA_DIR, 'documents', `${docId}.pdf`))).toBe(true);
    const mine = await ctx.app.inject({ method: 'GET', url: doc.data.url, headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(await s3.keys()).toEqual(before);
  });
});
