import type { Language } from '@bedesten/core/i18n/languages';

/**
 * The small part of i18next the app uses (ADR 0049), as plain functions:
 * `ns:key` or the first namespace that has the key, `a.b.c` paths into the
 * JSON, `{{name}}` (and `{{a.b}}`) interpolation without escaping (React
 * escapes), plurals by Intl.PluralRules (`key_one` / `key_other`, `key_zero`
 * for 0 if present, else `key`), and `defaultValue`. A missing text shows its
 * key without the namespace, never another language (SPEC.md §1).
 */
export type TOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

/** Namespace name → its JSON tree. */
export type Namespaces = Record<string, Record<string, unknown>>;

const NS_SEPARATOR = ':';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function lookup(tree: unknown, path: string): unknown {
  if (tree === null || typeof tree !== 'object') return undefined;
  const flat = (tree as Record<string, unknown>)[path];
  if (flat !== undefined) return flat;
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = lookup(options, name);
    // Like i18next: a placeholder with no value stays as written.
    return value === undefined || value === null ? whole : String(value);
  });
}

function find(
  resources: Namespaces,
  namespace: string,
  key: string,
  lang: Language,
  count: unknown,
): string | undefined {
  const tree = resources[namespace];
  if (!tree) return undefined;
  const candidates: string[] = [];
  if (typeof count === 'number') {
    if (count === 0) candidates.push(`${key}_zero`);
    candidates.push(`${key}_${pluralOf(lang, count)}`);
  }
  candidates.push(key);
  for (const candidate of candidates) {
    const value = lookup(tree, candidate);
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** A translate function over one language's namespaces; `namespaces[0]` is the default. */
export function makeT(lang: Language, resources: Namespaces, namespaces: readonly string[]): TFunction {
  return (fullKey, options) => {
    let key = fullKey;
    let searched = namespaces;
    const separator = fullKey.indexOf(NS_SEPARATOR);
    if (separator > 0) {
      searched = [fullKey.slice(0, separator)];
      key = fullKey.slice(separator + 1);
    }
    let text: string | undefined;
    for (const namespace of searched) {
      text = find(resources, namespace, key, lang, options?.count);
      if (text !== undefined) break;
    }
    return interpolate(text ?? options?.defaultValue ?? key, options);
  };
}
