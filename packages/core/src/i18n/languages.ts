/** Languages the product is offered in (SPEC.md §1): English is the default. */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the first supported language from an explicit choice, then an
 * Accept-Language header ("tr-TR,tr;q=0.9,en;q=0.8"), falling back to English.
 */
export function pickLanguage(explicit?: string | null, acceptLanguage?: string | null): Language {
  if (explicit && isLanguage(explicit.toLowerCase())) return explicit.toLowerCase() as Language;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => !Number.isNaN(entry.q))
      .sort((a, b) => b.q - a.q);
    for (const { base } of ranked) if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
