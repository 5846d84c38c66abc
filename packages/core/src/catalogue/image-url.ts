import { z } from 'zod';

/**
 * Where pictures of stores, products and sub-categories may point: an image
 * uploaded through tus and re-encoded by the API (`/uploads/images/<id>/<px>.webp`),
 * or one of the demo's drawn pictures. Anything else (a foreign URL, a
 * document) is refused, so pages only ever show what the API checked.
 */
/** An upload's id as it appears in its URL: a UUID's shape exactly, since PostgreSQL reads it as one. */
const UPLOAD_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const IMAGE_URL_PATTERN = new RegExp(
  `^/uploads/images/${UPLOAD_ID}/(320|800|1600)\\.webp$|^/demo-images/[a-z0-9-]+\\.svg$`,
);

/** A private document (trade licence) uploaded through tus; only its owner and staff can read it. */
export const DOCUMENT_URL_PATTERN = new RegExp(`^/api/documents/(${UPLOAD_ID})$`);

export const imageUrlSchema = z.string().trim().regex(IMAGE_URL_PATTERN, 'invalid_image_type');
export const documentUrlSchema = z.string().trim().regex(DOCUMENT_URL_PATTERN, 'invalid_document_type');

/** SPEC.md §3 "license_document (comma-joined names)": a list, or one comma-joined string. */
export function splitCommaJoined(value: unknown): unknown {
  return typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : value;
}
