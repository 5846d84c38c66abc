import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_NAMESPACE, type I18n } from './i18n.ts';
import type { TFunction } from './translate.ts';

/**
 * The React side of lib/i18n.ts, with react-i18next's call signatures
 * (`useTranslation(ns?)` → `{ t, i18n }`), which it replaced (ADR 0049).
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() needs an <I18nProvider> above it');
  const key = ns === undefined ? DEFAULT_NAMESPACE : typeof ns === 'string' ? ns : ns.join(',');
  const t = useMemo(() => i18n.tFor(key.split(',')), [i18n, key]);
  return { t, i18n };
}
