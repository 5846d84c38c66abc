/**
 * The staff-edited pages (SPEC.md §2 help, legal and information pages;
 * §7 getPage). Each has a fixed route key; staff edit the text, not the list,
 * so a page that has never been written can still be written from the panel.
 */
export const CONTENT_PAGE_SLUGS = [
  'help',
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'returns-and-refunds',
  'orders-and-delivery',
  'payment-and-pricing',
  'modern-slavery-statement',
  'accessibility',
  'protection-of-intellectual-property',
  'vendor-terms-and-conditions',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export function isContentPageSlug(value: string): value is ContentPageSlug {
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
}
