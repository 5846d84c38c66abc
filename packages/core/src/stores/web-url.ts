/**
 * Whether a stored link is a web address (http or https) a page may link to:
 * never `javascript:`, `data:` or a protocol-relative `//host` (issue 10).
 * Kept apart from the store-setup schema so a public page can use it without zod.
 */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);
}
