import { LANGUAGES, type Language } from '@bedesten/core/i18n/languages';
import { setMessageTable } from './messages.ts';
import { makeT, type Namespaces, type TFunction } from './translate.ts';

/**
 * Translations: every `locales/<lang>/<namespace>.json` file, plus the error
 * catalogue of @bedesten/core as the `messages` namespace.
 *
 * There is deliberately no fallback language: a key missing in Turkish shows
 * the key itself (SPEC.md §1), never the English text.
 */

/** Locale files by path (`./<lang>/<namespace>.json`), one chunk per language. */
type LocaleFiles = Record<string, Record<string, unknown>>;

/** A language chunk: its locale files, and the error catalogue in that language. */
type LanguageBundle = {
  default: LocaleFiles;
  messages: Readonly<Record<string, string>>;
  fieldLabels: Readonly<Record<string, string>>;
};

const BUNDLES: Record<Language, () => Promise<LanguageBundle>> = {
  en: () => import('../locales/en.ts'),
  tr: () => import('../locales/tr.ts'),
};

export const DEFAULT_NAMESPACE = 'common';

/** The catalogue's `{name}` placeholders become the `{{name}}` of the locale files. */
function catalogueFor(messages: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    out[key] = text.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return out;
}

/** Namespaces of one language from its locale files, plus the error catalogue as `messages`. */
export function namespacesFrom(
  files: LocaleFiles,
  messages: Readonly<Record<string, string>>,
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [path, tree] of Object.entries(files)) {
    const ns = /([^/]+)\.json$/.exec(path)?.[1];
    if (ns) out[ns] = tree;
  }
  out.messages = catalogueFor(messages);
  return out;
}

const loaded = new Map<Language, Record<string, Record<string, unknown>>>();
const loading = new Map<Language, Promise<void>>();

/**
 * Loads a language's strings once (server: before the first render of that
 * language; client: before hydration and before switching language). Each
 * language is its own chunk, so a page ships only the strings it shows.
 */
export function loadLanguage(lang: Language): Promise<void> {
  if (loaded.has(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = BUNDLES[lang]().then((module) => {
      setMessageTable(lang, module.messages, module.fieldLabels);
      loaded.set(lang, namespacesFrom(module.default, module.messages));
    });
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** One language's translations, as the app's components and loaders see them. */
export interface I18n {
  readonly language: Language;
  /** Resolves keys in the default namespace (`common`) unless written `ns:key`. */
  readonly t: TFunction;
  /** A translate function whose unprefixed keys look in these namespaces, in order. */
  readonly tFor: (namespaces: readonly string[]) => TFunction;
}

/**
 * The translations of one language, whose strings loadLanguage() has already
 * loaded, so the first render has every string (no flash of keys or of English).
 * There is deliberately no fallback language.
 */
export function createI18n(lang: Language): I18n {
  const resources: Namespaces = loaded.get(lang) ?? {};
  const cache = new Map<string, TFunction>();
  const tFor = (namespaces: readonly string[]): TFunction => {
    const id = namespaces.join(',');
    let t = cache.get(id);
    if (!t) {
      t = makeT(lang, resources, namespaces);
      cache.set(id, t);
    }
    return t;
  };
  return { language: lang, t: tFor([DEFAULT_NAMESPACE]), tFor };
}

const fixed = new Map<Language, I18n>();

/**
 * A translate function for one language, for code outside React (meta,
 * loaders, actions).
 */
export function translator(lang: Language): TFunction {
  let instance = fixed.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    // Cached only once the strings are in, so an early call cannot pin an empty instance.
    if (loaded.has(lang)) fixed.set(lang, instance);
  }
  return instance.t;
}

/** Whether a language's strings are in memory (createI18n will have them). */
export function isLanguageLoaded(lang: Language): boolean {
  return loaded.has(lang);
}

// The server keeps both languages in memory from the start.
if (import.meta.env.SSR) {
  for (const lang of LANGUAGES) void loadLanguage(lang);
}

export const LANGUAGE_LABELS: Record<Language, { short: string; name: string }> = {
  en: { short: 'EN', name: 'English' },
  tr: { short: 'TR', name: 'Türkçe' },
};
