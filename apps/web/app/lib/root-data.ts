import { DEFAULT_LANGUAGE, type Language } from '@bedesten/core/i18n/languages';
import type { CurrentUser } from '@bedesten/core/schemas/current-user';
import { useRouteLoaderData } from 'react-router';

/** The signed-in account as `GET /api/get-profile-details` answers it (SPEC.md §3 Current user). */
export type SessionUser = CurrentUser;

/** What the root loader gives every route. */
export interface RootData {
  lang: Language;
  /** The signed-in account, or null; read once per request from the session cookie. */
  user: SessionUser | null;
  /** False when the API could not say who is signed in; `user` null is then not a sign-out. */
  sessionKnown: boolean;
  /** Outside production: the demo outbox exists and OTP screens point to it. */
  demo: boolean;
  /** The site's absolute address (PUBLIC_URL or the request's origin), for canonical links and JSON-LD. */
  siteUrl?: string;
  /** The visitor's cookie choice (lib/consent.ts), or null until they make one. */
  consent?: 'all' | 'necessary' | null;
}

function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The page language chosen by the root loader (en when the root failed). */
export function useLanguage(): Language {
  return useRootData()?.lang ?? DEFAULT_LANGUAGE;
}

/** The signed-in account, or null when signed out (or when the root failed). */
export function useSessionUser(): SessionUser | null {
  return useRootData()?.user ?? null;
}

/** Whether `useSessionUser()` is certain; when the API was unreachable it is not. */
export function useSessionKnown(): boolean {
  return useRootData()?.sessionKnown ?? false;
}

/** Whether demo helpers (the outbox) are available. */
export function useDemo(): boolean {
  return useRootData()?.demo ?? false;
}
