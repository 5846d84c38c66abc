import type { Language } from '@bedesten/core/i18n/languages';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withTime}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(lang === 'tr' ? 'tr-CY' : 'en-CY', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      // Cyprus's clock on the server and in the browser alike, so hydration never differs.
      timeZone: 'Asia/Nicosia',
    });
    cache.set(key, found);
  }
  return found;
}

/** An order date as day and short month (SPEC.md §9), with the year. */
export function formatOrderDate(iso: string, lang: Language): string {
  return formatter(lang, false).format(new Date(iso));
}

export function formatOrderTime(iso: string, lang: Language): string {
  return formatter(lang, true).format(new Date(iso));
}

/** A VAT rate in basis points as a percentage ("19%", "%19"). */
export function formatRate(basisPoints: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-CY' : 'en-CY', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}
