import { DEFAULT_LANGUAGE, type Language } from '@bedesten/core/i18n/languages';
import type { CurrentUser } from '@bedesten/core/schemas/current-user';
import { useRouteLoaderData } from 'react-router';
import { useDeferredSession } from './deferred-session.ts';

/** The signed-in account as `GET /api/get-profile-details` answers it (SPEC.md §3 Current user). */
export type SessionUser = CurrentUser;

/** What the root loader gives every route. */
export interface RootData {
  lang: Language;
  /** The signed-in account, or null; read once per request from the session cookie. */
  user: SessionUser | null;
  /** False when the API could not say who is signed in; `user` null is then not a sign-out. */
  sessionKnown: boolean;
  /**
   * A shared page (ADR 0071): drawn for no one, whoever asked; `user` is null and the browser asks
   * who is signed in after hydration (lib/deferred-session.ts).
   */
  sessionDeferred?: boolean;
  /** Outside production: the demo outbox exists and OTP screens point to it. */
  demo: boolean;
  /** The site's absolute address (PUBLIC_URL or the request's origin), for canonical links and JSON-LD. */
  siteUrl?: string;
  /** The visitor's cookie choice (lib/consent.ts), or null until they make one. */
  consent?: 'all' | 'necessary' | null;
}

/** The root loader's answer (a new object each time the root loader runs). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The page language chosen by the root loader (en when the root failed). */
export function useLanguage(): Language {
  return useRootData()?.lang ?? DEFAULT_LANGUAGE;
}

/**
 * The signed-in account, or null when signed out (or when the root failed). On a shared page,
 * null until the browser has asked the API after hydration.
 */
export function useSessionUser(): SessionUser | null {
  const root = useRootData();
  const deferred = useDeferredSession();
  return root?.sessionDeferred ? deferred.user : (root?.user ?? null);
}

/** Whether `useSessionUser()` is certain; when the API was unreachable, or not asked yet, it is not. */
export function useSessionKnown(): boolean {
  const root = useRootData();
  const deferred = useDeferredSession();
  return root?.sessionDeferred ? deferred.known : (root?.sessionKnown ?? false);
}

/** On a shared page, while the browser has not yet heard who is signed in (ADR 0071). */
export function useSessionPending(): boolean {
  const root = useRootData();
  const deferred = useDeferredSession();
  return Boolean(root?.sessionDeferred) && !deferred.known;
}

/** Whether demo helpers (the outbox) are available. */
export function useDemo(): boolean {
  return useRootData()?.demo ?? false;
}
