import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, ensureCategory } from '../../../test/factories.ts';
import { oggOpusOfSeconds, wavOfSeconds, webmOpusOfSeconds } from '../../../test/audio-fixtures.ts';
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
