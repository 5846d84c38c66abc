import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from '~/components/picture.tsx';
import { IMAGE_SIZES, imageSources } from './image-sources.ts';

const id = '3f2b8c1e-7a4d-4e0f-9b6a-1c2d3e4f5a6b';

describe('imageSources', () => {
  it('offers the three stored widths of an uploaded picture, whichever width the URL names', () => {
    for (const width of [320, 800, 1600]) {
      expect(imageSources(`/uploads/images/${id}/${width}.webp`, 'productCard')).toEqual({
        src: `/uploads/images/${id}/800.webp`,
        srcSet: `/uploads/images/${id}/320.webp 320w, /uploads/images/${id}/800.webp 800w, /uploads/images/${id}/1600.webp 1600w`,
        sizes: IMAGE_SIZES.productCard,
      });
    }
  });

  it('keeps thumbnails to the two small files', () => {
    expect(imageSources(`/uploads/images/${id}/800.webp`, 'thumb')).toEqual({
      src: `/uploads/images/${id}/320.webp`,
      srcSet: `/uploads/images/${id}/320.webp 320w, /uploads/images/${id}/800.webp 800w`,
      sizes: IMAGE_SIZES.thumb,
    });
  });

  it('shows any other URL (the seed SVGs, external pictures) as one file', () => {
    expect(imageSources('/demo-images/groceries-1.svg', 'productMain')).toEqual({
      src: '/demo-images/groceries-1.svg',
    });
    expect(imageSources(`https://cdn.example.com/uploads/images/${id}/800.webp`, 'cover')).toEqual({
      src: `https://cdn.example.com/uploads/images/${id}/800.webp`,
    });
  });
});

describe('Picture', () => {
  // HTML attribute names are case-insensitive; React writes them as its props are spelled.
  const render = (priority: boolean) =>
    renderToStaticMarkup(
      createElement(Picture, {
        src: `/uploads/images/${id}/800.webp`,
        alt: 'fig jam',
        width: 600,
        height: 600,
        use: 'productMain',
        priority,
      }),
    ).toLowerCase();

  it('loads the LCP picture at once and first, with its box reserved', () => {
    const html = render(true);
    expect(html).toContain('width="600"');
    expect(html).toContain('height="600"');
    expect(html).toContain('srcset="/uploads/images/');
    expect(html).toContain(`sizes="${IMAGE_SIZES.productMain}"`);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
    // React hoists a preload for it, so the file is asked for before the stylesheet is parsed.
    expect(html).toContain('<link rel="preload" as="image" imagesrcset="/uploads/images/');
  });

  it('lets every other picture wait until it is near the viewport', () => {
    const html = render(false);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain('fetchpriority');
    expect(html).not.toContain('preload');
  });
});
