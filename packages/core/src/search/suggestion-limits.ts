/**
 * How many of each the search box suggests as someone types: a short list,
 * a small answer. Apart from the zod schemas, so the box's code can read
 * them without loading zod (ADR 0049).
 */
export const SUGGESTED_PRODUCTS = 5;
export const SUGGESTED_STORES = 3;
export const SUGGESTED_CATEGORIES = 3;
/** Fewer letters than this suggest nothing (the search's own fuzzy minimum is about as short). */
export const SUGGEST_MIN_LENGTH = 2;
