import type Sharp from 'sharp';
import { AppError } from '@bedesten/core/errors/app-error';
import { concurrencyGate } from './concurrency-gate.ts';

/**
 * The most pixels a picture may have, read from its header before anything
 * is decoded (ADR 0081). A 48 Mpx phone photo (8000 × 6000) passes, a
 * 7000 × 7000 PNG (49 Mpx, ~196 MB as RGBA once decoded, 143 kB as a file)
 * does not.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** How many pictures are decoded at once in this process; the rest wait their turn (ADR 0081). */
export const DECODES_AT_ONCE = 2;

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded with the first picture rather than at start-up:
 * ~20 MB of resident memory a process that serves pages never needs. Its
 * operation cache is off (every picture is new; the cache only holds
 * decoded pixels of pictures never seen again) and each picture gets one
 * libvips thread: the gate, not libvips, decides how many run.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => {
    const sharp = module.default;
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

const gate = concurrencyGate(DECODES_AT_ONCE);
const counts = { working: 0, most: 0, started: 0 };

/** How many decodes are running, the most that ever ran at once, and how many began (tests watch the gate). */
export function decodeCounts(): Readonly<typeof counts> {
  return { ...counts };
}

/**
 * Runs work that decodes or draws pixels with sharp, at most DECODES_AT_ONCE
 * at a time in this process. Every sharp caller goes through here; work
 * must not call it again from inside (it would wait for its own place).
 */
export async function withSharp<T>(work: (sharp: typeof Sharp) => Promise<T>): Promise<T> {
  const sharp = await loadSharp();
  return gate(async () => {
    counts.working += 1;
    counts.started += 1;
    counts.most = Math.max(counts.most, counts.working);
    try {
      return await work(sharp);
    } finally {
      counts.working -= 1;
    }
  });
}

/** sharp's options for an upload: the same pixel cap again, in case a header lied, and broken files refused. */
export const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/**
 * Reads a picture's size from its header alone (no pixel is decoded, and
 * it waits for no decode) and refuses one over MAX_INPUT_PIXELS with a 400
 * that says so. A file whose header cannot be read is left to the decoder,
 * which refuses it as the broken picture it is.
 */
export async function checkPixelCount(buffer: Buffer): Promise<void> {
  const sharp = await loadSharp();
  const header = await sharp(buffer, { animated: false })
    .metadata()
    .catch(() => undefined);
  if (!header) return;
  const width = header.width ?? 0;
  // An animated picture's height is its first frame's (pageHeight); only that frame is decoded.
  const height = header.pageHeight ?? header.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) {
    const params = { width, height, mpx: MAX_INPUT_PIXELS / 1_000_000 };
    throw new AppError(400, 'image_too_many_pixels', {
      params,
      fields: { image: [{ key: 'image_too_many_pixels', params }] },
    });
  }
}

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);

/** The image type by its first bytes; the file name and the client's content type are not trusted. */
export function sniffImage(buffer: Buffer): ImageKind | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0x47, 0x49, 0x46, 0x38]) && (buffer[4] === 0x37 || buffer[4] === 0x39)) return 'gif';
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * Re-encodes an uploaded picture as a webp of at most `size` px a side.
 * Decoding and encoding again drops whatever else the file carried (EXIF,
 * GPS position, scripts in comments); sharp writes no metadata unless asked.
 * Orientation is applied first, so the picture stays upright. A picture
 * with too many pixels is refused (AppError 400) before it is decoded.
 */
export async function toWebp(buffer: Buffer, size: number): Promise<Buffer> {
  await checkPixelCount(buffer);
  return withSharp((sharp) =>
    sharp(buffer, { animated: false, ...DECODE_OPTIONS })
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}
