import { describe, expect, it } from 'vitest';

/**
 * Both languages must have exactly the same keys (a missing Turkish key would
 * show the raw key, SPEC.md §1), the same placeholders, and Turkish texts
 * that really are Turkish: not a copy of the English text.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') {
    out.set(prefix, tree);
    return out;
  }
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, text] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
    }
  }
  return out;
}

function byLanguage(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, tree] of Object.entries(files)) {
    const match = new RegExp(`^\\./${lang}/([^/]+)\\.json$`).exec(path);
    if (!match) continue;
    for (const [key, text] of flatten(tree)) out.set(`${match[1]}:${key}`, text);
  }
  return out;
}

const en = byLanguage('en');
const tr = byLanguage('tr');

/** Texts that are the same in both languages on purpose: names, brands and SMS (Turkish uses it too). */
const SAME_IN_BOTH = new Set(['Bedesten', 'Blog', 'SMS']);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('exist for both languages with the same namespaces', () => {
    const namespaces = (lang: string) =>
      Object.keys(files)
        .filter((path) => path.startsWith(`./${lang}/`))
        .map((path) => path.slice(lang.length + 3))
        .sort();
    expect(namespaces('en').length).toBeGreaterThan(0);
    expect(namespaces('tr')).toEqual(namespaces('en'));
  });

  it('have exactly the same keys in English and Turkish', () => {
    const missingInTurkish = [...en.keys()].filter((key) => !tr.has(key));
    const missingInEnglish = [...tr.keys()].filter((key) => !en.has(key));
    expect(missingInTurkish).toEqual([]);
    expect(missingInEnglish).toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = [...en, ...tr].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...en].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(tr.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translate every text into Turkish (only names may stay the same)', () => {
    const untranslated = [...en]
      .filter(([key, text]) => tr.get(key) === text && !SAME_IN_BOTH.has(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('write Turkish texts in Turkish', () => {
    // Over the whole set, Turkish-only letters must be common; an English copy would have none.
    const turkishLetters = [...tr.values()].filter((text) => /[çğıöşüÇĞİÖŞÜ]/.test(text)).length;
    expect(turkishLetters / tr.size).toBeGreaterThan(0.6);
  });
});
