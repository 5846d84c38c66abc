import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ensureCategory } from '../../../test/factories.ts';
import {
  mp3OfSeconds,
  oggOpusOfSeconds,
  wavOfSeconds,
  webmOpusClaiming,
  webmOpusOfSeconds,
} from '../../../test/audio-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { http, requestBody } from '../../../test/request-scenarios.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const tus = { 'tus-resumable': '1.0.0' };

describe('voice notes and photos of a request: checked from the files themselves', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof http>;
  let categoryId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    api = http(ctx.app);
    categoryId = (await ensureCategory(ctx.database)).id;
  });
  afterAll(() => ctx.close());

  async function upload(headers: Record<string, string>, url: string, body: Buffer, filename: string, lang = 'en') {
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
    return ctx.app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: {
        ...headers,
        ...tus,
        'accept-language': lang,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: body,
    });
  }

  it.each([
    ['WebM/Opus as Chromium records it', webmOpusOfSeconds, 'note.webm', /\.webm$/],
    ['Ogg/Opus as Firefox records it', oggOpusOfSeconds, 'note.ogg', /\.ogg$/],
    ['WAV', wavOfSeconds, 'note.wav', /\.wav$/],
    ['MP3', (seconds: number) => mp3OfSeconds(seconds), 'note.mp3', /\.mp3$/],
  ])('takes a 59-second %s and refuses a 61-second one', async (_name, make, filename, ext) => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const ok = await upload(headers, '/api/upload-tus-audio', make(59), filename);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ duration_seconds: 59 });
    expect(ok.json().data.url).toMatch(ext);
    const served = await ctx.app.inject({ method: 'GET', url: ok.json().data.url });
    expect(served.statusCode).toBe(200);

    const long = await upload(headers, '/api/upload-tus-audio', make(61), filename);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'Voice note up to 1 minute', code: 'voice_note_too_long' });
    const tr = await upload(headers, '/api/upload-tus-audio', make(61), filename, 'tr');
    expect(tr.json().error).toBe('Sesli not en fazla 1 dakika olabilir');
  });

  it('measures a voice note from its audio, not from a header claiming another length (ADR 0085)', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const wavClaimingFive = wavOfSeconds(300);
    wavClaimingFive.writeUInt32LE(8000 * 5, 40);
    for (const [name, file] of [
      ['note.mp3', mp3OfSeconds(300, 5)],
      ['note.webm', webmOpusClaiming(300, 5)],
      ['note.wav', wavClaimingFive],
    ] as const) {
      const long = await upload(headers, '/api/upload-tus-audio', file, name);
      expect(long.statusCode, name).toBe(400);
      expect(long.json(), name).toMatchObject({ error: 'Voice note up to 1 minute', code: 'voice_note_too_long' });
    }
    // A header claiming more than there is does not make a short note long either.
    for (const [name, file] of [
      ['note.mp3', mp3OfSeconds(5, 300)],
      ['note.webm', webmOpusClaiming(5, 300)],
    ] as const) {
      const short = await upload(headers, '/api/upload-tus-audio', file, name);
      expect(short.statusCode, `${name}: ${short.body}`).toBe(200);
      expect(short.json().data.duration_seconds, name).toBe(5);
    }
  });

  it('refuses a text file named .webm, and a picture sent as a voice note', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const text = Buffer.from('Hello, this is plain text and not a recording at all.\n'.repeat(20));
    const fake = await upload(headers, '/api/upload-tus-audio', text, 'note.webm');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ error: 'Invalid audio type' });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(headers, '/api/upload-tus-audio', png, 'note.webm')).statusCode).toBe(400);
    // A film is not a voice note, however short.
    const video = await upload(headers, '/api/upload-tus-audio', webmOpusOfSeconds(5, 1), 'clip.webm');
    expect(video.statusCode).toBe(400);
    expect(video.json().error).toBe('Invalid audio type');
  });

  it('refuses photos of the wrong type through the image upload checks', async () => {
    const { headers } = await createSignedInUser(ctx.app, ctx.database);
    const refused = await upload(
      headers,
      '/api/upload-tus',
      Buffer.from('not a picture, just words '.repeat(10)),
      'x.png',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Invalid image type');
    const audioAsPhoto = await api.post('/api/broadcast-requests', headers, {
      ...requestBody(categoryId),
      photos: ['/uploads/audio/0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01.webm'],
    });
    expect(audioAsPhoto.statusCode).toBe(400);
    expect(audioAsPhoto.json().errors['photos.0']).toEqual(['Invalid image type']);
  });

  it('takes only photos the requester uploaded: another account’s picture is refused in either language', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const owner = await createSignedInUser(ctx.app, ctx.database);
    const uploaded = await upload(owner.headers, '/api/upload-tus', png, 'photo.png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url, urls } = uploaded.json().data as { url: string; urls: Record<string, string> };
    const own = await api.post('/api/broadcast-requests', owner.headers, {
      ...requestBody(categoryId),
      photos: [urls['320'], url, '/demo-images/groceries-1.svg'],
    });
    expect(own.statusCode, own.body).toBe(201);

    const other = await createSignedInUser(ctx.app, ctx.database);
    const borrowed = await api.post('/api/broadcast-requests', other.headers, {
      ...requestBody(categoryId),
      photos: ['/demo-images/groceries-1.svg', urls['1600']],
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toMatchObject({
      error: 'Please add only photos you uploaded yourself',
      code: 'request_photo_not_yours',
      errors: { 'photos.1': ['Please add only photos you uploaded yourself'] },
    });
    // A well-formed URL of a picture nobody uploaded is no better.
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/broadcast-requests',
      headers: { ...other.headers, 'accept-language': 'tr' },
      payload: {
        ...requestBody(categoryId),
        photos: ['/uploads/images/0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01/800.webp'],
      },
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().error).toBe('Lütfen yalnızca kendi yüklediğiniz fotoğrafları ekleyin');
    // Nor may the owner's request be edited to carry someone else's picture.
    const theirs = await upload(other.headers, '/api/upload-tus', png, 'theirs.png');
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/broadcast-requests/${own.json().data.id}`,
      headers: owner.headers,
      payload: { ...requestBody(categoryId), photos: [theirs.json().data.url] },
    });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().code).toBe('request_photo_not_yours');
  });

  it('attaches the owner’s own checked voice note with its real length, and no one else’s', async () => {
    const owner = await createSignedInUser(ctx.app, ctx.database);
    const uploaded = await upload(owner.headers, '/api/upload-tus-audio', oggOpusOfSeconds(42), 'note.ogg');
    const url = uploaded.json().data.url as string;
    const created = await api.post('/api/broadcast-requests', owner.headers, {
      ...requestBody(categoryId),
      voice_note_url: url,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.voice_note).toEqual({ url, duration_seconds: 42 });

    const other = await createSignedInUser(ctx.app, ctx.database);
    const borrowed = await api.post('/api/broadcast-requests', other.headers, {
      ...requestBody(categoryId),
      voice_note_url: url,
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().errors.voice_note_url).toEqual(['Upload not found']);
    const foreign = await api.post('/api/broadcast-requests', owner.headers, {
      ...requestBody(categoryId),
      voice_note_url: 'https://evil.example/long.mp3',
    });
    expect(foreign.json().errors.voice_note_url).toEqual(['Invalid audio type']);
  });
});
