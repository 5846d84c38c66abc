import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded with the first picture rather than at start-up:
 * ~20 MB of resident memory a process that serves pages never needs.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
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
 * Orientation is applied first, so the picture stays upright.
 */
export async function toWebp(buffer: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(buffer, { animated: false, limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}
