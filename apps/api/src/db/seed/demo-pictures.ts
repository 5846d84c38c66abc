import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { ObjectStorage } from '../../lib/object-storage/object-storage.ts';
import { encodeImageWidths, IMAGE_WIDTHS, putImageWidths } from '../../modules/uploads/process-upload.ts';
import { withSharp } from '../../lib/image.ts';

/**
 * The demo's pictures: a Fluent Emoji (MIT, Microsoft; `@iconify-json/fluent-emoji-flat`)
 * of what is sold, on a tinted background, rasterised by sharp and stored
 * through the pipeline vendor uploads take (ADR 0039; `encodeImageWidths`, `putImageWidths`). No
 * words are drawn, so a picture reads the same in both languages.
 */

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

let iconSet: IconSet | undefined;

async function icons(): Promise<IconSet> {
  if (!iconSet) {
    const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
    iconSet = JSON.parse(await readFile(file, 'utf8')) as IconSet;
  }
  return iconSet;
}

/** Whether the icon set has this name: the seed's tests check every icon the catalogue names. */
export async function hasDemoIcon(name: string): Promise<boolean> {
  return name in (await icons()).icons;
}

export interface PictureSpec {
  /** The main icon, drawn large. */
  icon: string;
  /** A smaller second icon (a qualifier: a seedling for "organic", a pepper for "spicy"). */
  accent?: string | undefined;
  /** Anything that makes this picture differ from a sibling with the same icons (its name, its store). */
  seed: string;
  shape: 'square' | 'wide';
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function iconSvg(set: IconSet, name: string, x: number, y: number, size: number, rotate = 0): string {
  const icon = set.icons[name];
  if (!icon) throw new Error(`demo picture: no Fluent Emoji named "${name}"`);
  const w = icon.width ?? set.width ?? 16;
  const h = icon.height ?? set.height ?? 16;
  const c = size / 2;
  return `<g transform="translate(${x} ${y}) rotate(${rotate} ${c} ${c})"><svg width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${icon.body}</svg></g>`;
}

/** The picture as SVG: a soft two-tone background, light circles, the icon(s). Same spec, same picture. */
export async function pictureSvg(spec: PictureSpec): Promise<string> {
  const set = await icons();
  const h = hash(`${spec.icon}|${spec.accent ?? ''}|${spec.seed}`);
  // 800 px squares fill the product page's largest slot; storeImage never enlarges, so 1600 holds these too.
  const [width, height] = spec.shape === 'wide' ? [1200, 450] : [800, 800];
  const hue = h % 360;
  const light = `hsl(${hue} 70% 92%)`;
  const mid = `hsl(${(hue + 25) % 360} 60% 82%)`;
  const dot = `hsl(${(hue + 180) % 360} 55% 75%)`;
  const circles = Array.from({ length: 3 }, (_, i) => {
    const k = hash(`${h}-${i}`);
    const r = (0.12 + (k % 100) / 500) * height;
    return `<circle cx="${k % width}" cy="${(k >>> 10) % height}" r="${r.toFixed(0)}" fill="${i === 0 ? dot : '#fff'}" opacity="${i === 0 ? 0.35 : 0.4}"/>`;
  }).join('');
  const size = Math.round(height * (spec.shape === 'wide' ? 0.62 : 0.58));
  const tilt = ((h >>> 4) % 21) - 10;
  // Wide pictures (covers) sit the icon off-centre, leaving room for the page's own heading.
  const x = spec.shape === 'wide' ? Math.round(width * (0.55 + ((h >>> 12) % 16) / 100)) : (width - size) / 2;
  const y = (height - size) / 2 + (spec.shape === 'wide' ? 0 : ((h >>> 16) % 80) - 40);
  const accent = spec.accent
    ? iconSvg(set, spec.accent, x + size * 0.62, y + size * 0.55, Math.round(size * 0.45), -tilt)
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${circles}
<ellipse cx="${x + size / 2}" cy="${y + size * 0.97}" rx="${size * 0.38}" ry="${size * 0.06}" fill="#000" opacity="0.08"/>
${iconSvg(set, spec.icon, x, y, size, tilt)}${accent}
</svg>`;
}

/** Bump when the drawing changes, so cached pictures are drawn again. */
const DRAWING_VERSION = 1;
const CACHE_DIR = path.join(os.tmpdir(), 'bedesten-demo-pictures');

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Makes the seed's pictures in one store (DATA_DIR or the bucket, ADR 0057).
 * Rendering is the slow part, so each drawn picture's webp files are cached
 * by the hash of its SVG in the OS temp folder: a second seed (tests, a reset
 * demo) stores those under a new id instead of drawing again. A picture asked
 * for twice in one seed is stored once.
 */
export function demoPictures(storage: ObjectStorage) {
  const made = new Map<string, Promise<string>>();

  async function store(svg: string): Promise<string> {
    const key = createHash('sha256').update(`${DRAWING_VERSION}\n${svg}`).digest('hex').slice(0, 32);
    const cached = path.join(CACHE_DIR, key);
    if (await exists(path.join(cached, `${IMAGE_WIDTHS.at(-1)}.webp`))) {
      const files = await Promise.all(IMAGE_WIDTHS.map((w) => readFile(path.join(cached, `${w}.webp`))));
      return (await putImageWidths(storage, files)).url;
    }
    const png = await withSharp((sharp) => sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer());
    const encoded = await encodeImageWidths(png);
    if (!encoded) throw new Error('demo picture: the upload pipeline refused a drawn picture');
    const stored = await putImageWidths(storage, encoded);
    // Into a private folder first, then renamed: two seeds running at once never see half a cache entry.
    const staging = `${cached}.${process.pid}.${stored.id}`;
    try {
      await mkdir(staging, { recursive: true });
      await Promise.all(IMAGE_WIDTHS.map((w, i) => writeFile(path.join(staging, `${w}.webp`), encoded[i]!)));
      await rename(staging, cached);
    } catch {
      await rm(staging, { recursive: true, force: true });
    }
    return stored.url;
  }

  return {
    /** The public URL (800 px webp; 320 and 1600 beside it) of the picture drawn from `spec`. */
    picture(spec: PictureSpec): Promise<string> {
      const id = JSON.stringify(spec);
      let url = made.get(id);
      if (!url) {
        url = pictureSvg(spec).then(store);
        made.set(id, url);
      }
      return url;
    },
  };
}

export type DemoPictures = ReturnType<typeof demoPictures>;
