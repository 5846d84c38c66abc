import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@bedesten/core/errors/app-error';
import { encodeImageWidths, storeDocument } from '../modules/uploads/process-upload.ts';
import { checkPixelCount, decodeCounts, DECODES_AT_ONCE, loadSharp, MAX_INPUT_PIXELS, toWebp } from './image.ts';
import type { ObjectStorage } from './object-storage/object-storage.ts';

const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

/** Keeps nothing: these tests are about decoding, not storing. */
const nowhere = { put: async () => {} } as unknown as ObjectStorage;

describe('image decoding limits (ADR 0081)', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    // 143 kB or so on disk, 49 Mpx: ~196 MB of RGBA once decoded.
    bomb = await flatPng(7000, 7000);
  });

  it('keeps sharp to one thread per picture and no cache of decoded pixels', async () => {
    const loaded = await loadSharp();
    expect(loaded.concurrency()).toBe(1);
    expect(loaded.cache().items.max).toBe(0);
    expect(loaded.cache().memory.max).toBe(0);
  });

  it('refuses a 7000 × 7000 PNG from its header, before any decode begins, with a message in both languages', async () => {
    const before = decodeCounts().started;
    const refusals = await Promise.all([
      encodeImageWidths(bomb).catch((error: unknown) => error),
      toWebp(bomb, 512).catch((error: unknown) => error),
      storeDocument(nowhere, bomb).catch((error: unknown) => error),
    ]);
    for (const error of refusals) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 400,
        key: 'image_too_many_pixels',
        params: { width: 7000, height: 7000, mpx: MAX_INPUT_PIXELS / 1_000_000 },
      });
    }
    expect(decodeCounts().started).toBe(before);
  });

  it('lets a picture at the cap through the header check', async () => {
    expect(8000 * 5000).toBe(MAX_INPUT_PIXELS);
    await expect(checkPixelCount(await flatPng(8000, 5000))).resolves.toBeUndefined();
    await expect(checkPixelCount(await flatPng(8001, 5000))).rejects.toMatchObject({ key: 'image_too_many_pixels' });
  });

  it('runs every sharp caller through one gate: never more than DECODES_AT_ONCE decodes at a time', async () => {
    const picture = await flatPng(1200, 900);
    const before = decodeCounts();
    const work = [
      ...Array.from({ length: 4 }, () => encodeImageWidths(picture)),
      ...Array.from({ length: 2 }, () => toWebp(picture, 512)),
      ...Array.from({ length: 2 }, () => storeDocument(nowhere, picture)),
    ];
    const results = await Promise.all(work);
    expect(results.every(Boolean)).toBe(true);
    const after = decodeCounts();
    expect(after.started - before.started).toBe(work.length);
    expect(after.working).toBe(0);
    // Eight asked at once: the gate let exactly its limit work together, and no more.
    expect(after.most).toBe(DECODES_AT_ONCE);
  });

  it('still encodes every width from one decode, none enlarged', async () => {
    const files = await encodeImageWidths(await flatPng(1200, 900));
    const sizes = await Promise.all(files!.map(async (file) => (await sharp(file).metadata()).width));
    expect(sizes).toEqual([320, 800, 1200]);
  });
});
