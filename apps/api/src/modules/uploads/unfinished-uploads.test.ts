import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { UPLOAD_SWEEP_JOB } from './uploads.routes.ts';

const tus = { 'tus-resumable': '1.0.0' };
const KB = 1024;

describe('unfinished tus uploads (ADR 0085)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        UPLOAD_UNFINISHED_MAX_COUNT: '3',
        UPLOAD_UNFINISHED_MAX_MB: '1',
        UPLOAD_UNFINISHED_EXPIRY_MINUTES: '30',
      },
    });
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.useRealTimers());

  const create = (headers: Record<string, string>, bytes: number, url = '/api/upload-tus', lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...tus, 'upload-length': String(bytes), 'accept-language': lang },
    });
  /** Every file tus keeps (data and its .json) for pictures, documents and voice notes. */
  const tusFiles = async () =>
    (
      await Promise.all(
        ['images', 'documents', 'audios'].map((dir) =>
          readdir(path.join(ctx.config.DATA_DIR, 'tus', dir)).catch(() => [] as string[]),
        ),
      )
    ).flat();

  it('refuses one unfinished upload more than the cap, over every kind, with 429 in the caller’s language', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const first = await create(headers, 10 * KB);
    expect(first.statusCode, first.body).toBe(201);
    expect((await create(headers, 10 * KB, '/api/upload-tus-document')).statusCode).toBe(201);
    expect((await create(headers, 10 * KB, '/api/upload-tus-audio')).statusCode).toBe(201);
    const before = (await tusFiles()).length;

    const refused = await create(headers, 10 * KB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'You have 3 unfinished uploads; finish or cancel one, or try again later',
      code: 'unfinished_uploads_too_many',
    });
    expect((await create(headers, 10 * KB, '/api/upload-tus-audio', 'tr')).json().error).toBe(
      '3 tamamlanmamış yüklemeniz var; birini tamamlayın ya da iptal edin veya daha sonra tekrar deneyin',
    );
    // Nothing was stored for the refused ones.
    expect((await tusFiles()).length).toBe(before);

    // Another account is not held by this one's uploads.
    const other = await createSignedInUser(ctx.app, ctx.database);
    expect((await create(other.headers, 10 * KB)).statusCode).toBe(201);

    // Cancelling one frees its place.
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: first.headers.location as string,
      headers: { ...headers, ...tus },
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await create(headers, 10 * KB)).statusCode).toBe(201);
  });

  it('lets only the cap’s worth of a burst of parallel creations through', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(headers, KB)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it('refuses a creation whose declared length would take the account over its bytes with 413', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    expect((await create(headers, 700 * KB)).statusCode).toBe(201);
    const before = (await tusFiles()).length;
    const refused = await create(headers, 400 * KB, '/api/upload-tus-document');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: 'Unfinished uploads may hold at most 1 MB at once; finish or cancel one, or try again later',
      code: 'unfinished_uploads_too_large',
    });
    expect((await tusFiles()).length).toBe(before);
    // A smaller one still fits.
    expect((await create(headers, 300 * KB, '/api/upload-tus-document')).statusCode).toBe(201);
  });

  it('counts a finished upload for nothing, however quickly the next one comes', async () => {
    const sharp = (await import('sharp')).default;
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    // Twice the cap, one after another: each is finished (and its raw bytes gone) before the next is created.
    for (let i = 0; i < 6; i++) {
      const created = await create(headers, picture.length);
      expect(created.statusCode, `upload ${i + 1}: ${created.body}`).toBe(201);
      const finished = await ctx.app.inject({
        method: 'PATCH',
        url: created.headers.location as string,
        headers: { ...headers, ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: picture,
      });
      expect(finished.statusCode, finished.body).toBe(200);
    }
  });

  it('sweeps expired unfinished uploads as a scheduled job; until then they are refused and count for nothing', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const old = await create(headers, 200 * KB);
    expect(old.statusCode).toBe(201);
    expect(old.headers['upload-expires']).toBeDefined();
    const oldId = (old.headers.location as string).split('/').at(-1)!;
    const partial = await ctx.app.inject({
      method: 'PATCH',
      url: old.headers.location as string,
      headers: { ...headers, ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.alloc(50 * KB),
    });
    expect(partial.statusCode).toBe(204);
    for (let i = 0; i < 2; i++) expect((await create(headers, 200 * KB)).statusCode).toBe(201);
    expect((await tusFiles()).filter((name) => name.startsWith(oldId))).toHaveLength(2);

    // 31 minutes later.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: old.headers.location as string,
      headers: { ...headers, ...tus },
    });
    expect(head.statusCode).toBe(410);
    // The three expired ones no longer count against the cap.
    const fresh = await create(headers, 200 * KB);
    expect(fresh.statusCode, fresh.body).toBe(201);
    const freshId = (fresh.headers.location as string).split('/').at(-1)!;

    await ctx.app.jobs.enqueue(UPLOAD_SWEEP_JOB, {});
    await ctx.app.jobs.settled();
    const left = await tusFiles();
    expect(left.filter((name) => name.startsWith(oldId))).toEqual([]);
    expect(left.filter((name) => name.startsWith(freshId))).toHaveLength(2);
  });
});
