import { randomUUID } from 'node:crypto';
import { checkPixelCount, DECODE_OPTIONS, sniffImage, withSharp } from '../../lib/image.ts';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';

/** The webp widths every store and product picture is kept in (ADR 0022). */
export const IMAGE_WIDTHS = [320, 800, 1600] as const;
/** The size pages point to by default; the others are found by replacing it in the URL. */
export const DEFAULT_WIDTH = 800;

export type DocumentKind = 'pdf' | 'jpeg' | 'png';

/** Public files never change under their random names: browsers, CDNs and the bucket's own answers keep them for good. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The key of one width of a stored picture; its public URL is the key with a leading slash. */
export const imageKey = (id: string, width: number) => `uploads/images/${id}/${width}.webp`;

/** A document's type by its bytes: PDF, JPEG or PNG. */
export function sniffDocument(buffer: Buffer): DocumentKind | null {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = sniffImage(buffer);
  return image === 'jpeg' || image === 'png' ? image : null;
}

/**
 * Checks an image by its bytes (JPEG, PNG or WebP; the name and content type
 * the client sent are not trusted) and re-encodes it as webp in every width
 * of IMAGE_WIDTHS, in that order. Decoding and encoding again drops EXIF, GPS
 * and anything else the file carried; orientation is applied first. Answers
 * null when it is no such image (or a broken one); throws AppError 400 for
 * one with too many pixels, found from its header before any decoding.
 */
export async function encodeImageWidths(buffer: Buffer): Promise<Buffer[] | null> {
  const kind = sniffImage(buffer);
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') return null;
  await checkPixelCount(buffer);
  try {
    // The source is decoded once, to the largest width, and the smaller ones are drawn from those pixels: three
    // decodes of a large picture at once were most of an upload's memory (ADR 0081).
    return await withSharp(async (sharp) => {
      const largest = IMAGE_WIDTHS.at(-1)!;
      const { data, info } = await sharp(buffer, { animated: false, ...DECODE_OPTIONS })
        .rotate()
        .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const longest = Math.max(info.width, info.height);
      // A picture smaller than a width is never enlarged, so such widths come out the same: encode those once.
      const bySide = new Map<number, Buffer>();
      const files: Buffer[] = [];
      for (const width of IMAGE_WIDTHS) {
        const side = Math.min(width, longest);
        let file = bySide.get(side);
        if (!file) {
          file = await sharp(data, raw)
            .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer();
          bySide.set(side, file);
        }
        files.push(file);
      }
      return files;
    });
  } catch {
    return null;
  }
}

/**
 * Writes a picture's encoded widths (from `encodeImageWidths`) under a new
 * random id and answers their public URLs: `/uploads/images/<id>/<width>.webp`
 * on either store (ADR 0022, ADR 0057).
 */
export async function putImageWidths(
  storage: ObjectStorage,
  encoded: readonly Buffer[],
): Promise<{ id: string; url: string; urls: Record<string, string> }> {
  const id = randomUUID();
  await Promise.all(
    IMAGE_WIDTHS.map((width, i) =>
      storage.put(imageKey(id, width), encoded[i]!, { contentType: 'image/webp', cacheControl: PUBLIC_CACHE_CONTROL }),
    ),
  );
  const urls = Object.fromEntries(IMAGE_WIDTHS.map((w) => [String(w), `/${imageKey(id, w)}`]));
  return { id, url: urls[String(DEFAULT_WIDTH)]!, urls };
}

/** A finished image upload, checked and re-encoded, kept in every width; null when it is no image of ours. */
export async function storeImage(
  storage: ObjectStorage,
  buffer: Buffer,
): Promise<{ id: string; url: string; urls: Record<string, string> } | null> {
  const encoded = await encodeImageWidths(buffer);
  return encoded ? putImageWidths(storage, encoded) : null;
}

/**
 * Keeps a document (trade licence) outside the public `uploads/` prefix, under
 * `documents/<id>.<ext>`: it is served only to its owner and staff, through
 * the route that checks them (streamed from the folder, or a short-lived
 * signed link to the bucket). PDFs are kept as sent; pictures are re-encoded
 * (same format) to drop their metadata. Answers the key, which the uploads
 * row keeps.
 */
export async function storeDocument(
  storage: ObjectStorage,
  buffer: Buffer,
): Promise<{ id: string; key: string; mime: string } | null> {
  const kind = sniffDocument(buffer);
  if (!kind) return null;
  const id = randomUUID();
  let body = buffer;
  if (kind !== 'pdf') {
    await checkPixelCount(buffer);
    try {
      body = await withSharp((sharp) => {
        const image = sharp(buffer, DECODE_OPTIONS).rotate();
        return (kind === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
      });
    } catch {
      return null;
    }
  }
  const mime = kind === 'pdf' ? 'application/pdf' : `image/${kind}`;
  const key = `documents/${id}.${kind === 'jpeg' ? 'jpg' : kind}`;
  await storage.put(key, body, { contentType: mime, cacheControl: 'private, no-store' });
  return { id, key, mime };
}
