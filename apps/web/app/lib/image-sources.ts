/**
 * Every store and product picture is kept as webp in three widths under one
 * folder (`/uploads/images/<id>/{320,800,1600}.webp`, ADR 0022), so a page
 * can offer all three and let the browser pick by layout width and pixel
 * density. Other URLs (the seed's SVGs, anything external) are one file:
 * they are shown as they are.
 */
export const STORED_WIDTHS = [320, 800, 1600] as const;

const STORED = /^(\/uploads\/images\/[0-9a-f-]+\/)(320|800|1600)\.webp$/i;

/** How wide a picture is drawn in each place, for `sizes` (px at 1x; the grids in catalogue-lists.css). */
export const IMAGE_SIZES = {
  /** Product grids: two columns on phones, ~13–16rem columns from 769 px. */
  productCard: '(min-width: 769px) 16rem, 50vw',
  /** Store grids: one column on phones, ~16–24rem columns above. */
  storeCard: '(min-width: 640px) 24rem, 100vw',
  /** The product page's main picture: the full width on phones, one of two columns from 769 px. */
  productMain: '(min-width: 769px) 50vw, 100vw',
  /** A store page's cover across the container (1200 px at most). */
  cover: '(min-width: 1248px) 1200px, 100vw',
  /** Thumbnails, logos and order/cart lines: small and fixed. */
  thumb: '7.5rem',
} as const;
export type ImageUse = keyof typeof IMAGE_SIZES;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `src`, `srcset` and `sizes` for a stored picture; `src` alone for any other URL. */
export function imageSources(url: string, use: ImageUse): ImageSources {
  const match = STORED.exec(url);
  if (!match) return { src: url };
  const folder = match[1]!;
  // Small, fixed pictures never need the 1600 px file, even at 3x.
  const widths = use === 'thumb' ? STORED_WIDTHS.filter((w) => w <= 800) : STORED_WIDTHS;
  return {
    src: `${folder}${use === 'thumb' ? 320 : 800}.webp`,
    srcSet: widths.map((w) => `${folder}${w}.webp ${w}w`).join(', '),
    sizes: IMAGE_SIZES[use],
  };
}
