import { imageSources, type ImageUse } from '~/lib/image-sources.ts';

export interface PictureProps {
  src: string;
  alt: string;
  /** The intrinsic ratio as width × height, so the box is reserved before the file arrives (no layout shift). */
  width: number;
  height: number;
  use: ImageUse;
  /** The page's largest picture above the fold (LCP): loaded at once and first. Everything else waits until near. */
  priority?: boolean;
  className?: string;
}

/** Every store and product picture: the stored widths as `srcset`, `sizes` per place, lazy unless it is the LCP. */
export function Picture({ src, alt, width, height, use, priority = false, className }: PictureProps) {
  const sources = imageSources(src, use);
  return (
    <img
      {...sources}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
