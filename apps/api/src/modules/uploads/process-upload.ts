import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sniffImage } from '../../lib/image.ts';

/** The webp widths every store and product picture is kept in (ADR 0022). */
export const IMAGE_WIDTHS = [320, 800, 1600] as const;
/** The size pages point to by default; the others are found by replacing it in the URL. */
export const DEFAULT_WIDTH = 800;

export type DocumentKind = 'pdf' | 'jpeg' | 'png';

/** A document's type by its bytes: PDF, JPEG or PNG. */
export function sniffDocument(buffer: Buffer): DocumentKind | null {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = sniffImage(buffer);
  return image === 'jpeg' || image === 'png' ? image : null;
}

/**
 * Checks a finished image upload by its bytes (JPEG, PNG or WebP; the name
 * and content type the client sent are not trusted) and re-encodes it as
 * webp in three widths. Decoding and encoding again drops EXIF, GPS and
 * anything else the file carried; orientation is applied first. Answers
 * null when it is no such image (or a broken one).
 */
export async function storeImage(
  dataDir: string,
  buffer: Buffer,
): Promise<{ id: string; url: string; urls: Record<string, string> } | null> {
  const kind = sniffImage(buffer);
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') return null;
  const id = randomUUID();
  const folder = path.join(dataDir, 'uploads', 'images', id);
  let encoded: Buffer[];
  try {
    const source = sharp(buffer, { animated: false, limitInputPixels: 50_000_000, failOn: 'error' }).rotate();
    const { width: w = 0, height: h = 0 } = await source.metadata();
    // A picture smaller than a width is never enlarged, so such widths come out the same: encode those once.
    const bySide = new Map<number, Promise<Buffer>>();
    encoded = await Promise.all(
      IMAGE_WIDTHS.map((width) => {
        const side = Math.min(width, Math.max(w, h) || width);
        let file = bySide.get(side);
        if (!file) {
          file = source
            .clone()
            .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer();
          bySide.set(side, file);
        }
        return file;
      }),
    );
  } catch {
    return null;
  }
  await mkdir(folder, { recursive: true });
  await Promise.all(IMAGE_WIDTHS.map((width, i) => writeFile(path.join(folder, `${width}.webp`), encoded[i]!)));
  const urls = Object.fromEntries(IMAGE_WIDTHS.map((w) => [String(w), `/uploads/images/${id}/${w}.webp`]));
  return { id, url: urls[String(DEFAULT_WIDTH)]!, urls };
}

/**
 * Keeps a document (trade licence) outside the public uploads folder: it
 * is served only to its owner and staff. PDFs are kept as sent; pictures
 * are re-encoded (same format) to drop their metadata.
 */
export async function storeDocument(
  dataDir: string,
  buffer: Buffer,
): Promise<{ id: string; file: string; mime: string } | null> {
  const kind = sniffDocument(buffer);
  if (!kind) return null;
  const id = randomUUID();
  let body = buffer;
  if (kind !== 'pdf') {
    try {
      const image = sharp(buffer, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate();
      body = await (kind === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
    } catch {
      return null;
    }
  }
  const folder = path.join(dataDir, 'documents');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${id}.${kind === 'jpeg' ? 'jpg' : kind}`);
  await writeFile(file, body);
  return { id, file, mime: kind === 'pdf' ? 'application/pdf' : `image/${kind}` };
}
