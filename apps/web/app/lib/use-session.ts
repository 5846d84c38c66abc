import { message } from '~/lib/messages.ts';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useRevalidator, type NavigateFunction } from 'react-router';
import { afterSignInPath, isAuthPath, returnPathOf, signInHref, type AccessUser } from './access.ts';
import { apiPost } from './api-client.ts';
import { useClientStore, useRestoreStatus } from './client-state/provider.tsx';
import type { UserSummary } from './client-state/types.ts';
import { notifyInfo, notifySuccess } from './notify.ts';
import { findPageByPath } from './page-lookup.ts';
import { useSignedOutUnmark } from './signed-in-mark.ts';
import { pageAccess } from './pages.ts';
import {
  browserHasSession,
  forgetDeferredSession,
  loadDeferredSession,
  seedDeferredSession,
} from './deferred-session.ts';
import { useLanguage, useRootData, useSessionKnown, useSessionUser, type SessionUser } from './root-data.ts';

/**
 * The session on the client. The server is the source of truth (the root
 * loader reads the httpOnly cookie through the API); the client state keeps
 * a summary of the account for what runs in the browser (SPEC.md §3 client
 * state), and every sign-in or sign-out makes the root loader run again.
 */

/**
 * Set while a navigation follows a sign-in or sign-out, so the root loader
 * runs again with it (by default React Router keeps the root's data when
 * only the path changes) and the header never shows the old account.
 */
let sessionChanged = false;

export function rootShouldRevalidate({
  defaultShouldRevalidate,
  nextUrl,
}: {
  defaultShouldRevalidate: boolean;
  nextUrl: URL;
}): boolean {
  // Arriving on a sign-in page (often a guard's redirect after the session ended elsewhere)
  // must not keep showing the old account in the header.
  return sessionChanged || defaultShouldRevalidate || isAuthPath(nextUrl.pathname);
}

/** Navigates with the root loader revalidated on the way. */
export async function navigateWithSession(
  navigate: NavigateFunction,
  to: string,
  options: { replace?: boolean } = {},
): Promise<void> {
  sessionChanged = true;
  try {
    await navigate(to, options);
  } finally {
    sessionChanged = false;
  }
}

export function toUserSummary(user: SessionUser): UserSummary {
  return {
    id: user.id,
    name: user.name,
    type: user.type,
    email: user.email,
    image_url: user.image_url,
    store_id: user.store_id,
    is_approved: user.is_approved,
    cart_count: user.cart_count,
  };
}

function sameSummary(a: UserSummary | null, b: UserSummary): boolean {
  if (!a) return false;
  return (Object.keys(b) as (keyof UserSummary)[]).every((key) => a[key] === b[key]);
}

/**
 * Keeps the client state's user in step with the server's answer, once the
 * saved state is restored: a session that ended elsewhere (another tab, an
 * expired cookie) clears the person's data as a logout does (SPEC.md §4).
 */
export function SessionSync(): null {
  const root = useRootData();
  const user = useSessionUser();
  const known = useSessionKnown();
  const store = useClientStore();
  const status = useRestoreStatus();
  // A shared page's root answer names no one: ask who is signed in, once per answer (ADR 0071).
  useEffect(() => {
    if (!root) return;
    if (!root.sessionDeferred) {
      if (root.sessionKnown) seedDeferredSession(root.user);
      return;
    }
    if (status !== 'ready') return;
    void loadDeferredSession(browserHasSession() || store.getState().user !== null);
  }, [root, status, store]);
  useSignedOutUnmark(known && !user);
  useEffect(() => {
    if (status !== 'ready') return;
    const stored = store.getState().user;
    if (!user) {
      // An unreachable API is no sign-out: the cart and the rest stay.
      if (stored && known) store.clearUserData();
      return;
    }
    const summary = toUserSummary(user);
    if (!sameSummary(stored, summary)) store.setState((state) => ({ ...state, user: summary }));
  }, [user, known, status, store]);
  return null;
}

/** The sign-in page for where the person is now, with the way back (vendor pages: partner sign-in). */
export function signInHrefFor(pathname: string, search: string): string {
  const page = findPageByPath(pathname);
  const access = page && pageAccess(page) === 'vendor' ? 'vendor' : 'user';
  return signInHref(access, returnPathOf(new URL(`${pathname}${search}`, 'http://same.invalid')));
}

export interface SessionActions {
  /** After a successful sign-in or sign-up: go where the person was heading, with a notice if the API sent one. */
  signedIn(user: AccessUser, options?: { redirect?: string | null; notice?: string | undefined }): Promise<void>;
  /** Ends the session on the server and in the browser, then goes home. */
  signOut(options?: { notice?: string; to?: string }): Promise<void>;
  /** Runs the loaders again (after a profile change the header must show the new name). */
  refresh(): Promise<void>;
}

export function useSessionActions(): SessionActions {
  const navigate = useNavigate();
  const store = useClientStore();
  const lang = useLanguage();
  const { revalidate } = useRevalidator();

  const signedIn = useCallback<SessionActions['signedIn']>(
    async (user, options = {}) => {
      if (options.notice) notifySuccess(options.notice);
      await navigateWithSession(navigate, afterSignInPath(user, options.redirect), { replace: true });
    },
    [navigate],
  );

  const signOut = useCallback<SessionActions['signOut']>(
    async (options = {}) => {
      // The server forgets the session even if this answer is lost; the browser forgets it regardless.
      await apiPost('logout');
      store.clearUserData();
      forgetDeferredSession();
      notifyInfo(options.notice ?? message('logged_out', lang));
      await navigateWithSession(navigate, options.to ?? '/', { replace: true });
    },
    [lang, navigate, store],
  );

  const refresh = useCallback(() => revalidate(), [revalidate]);

  return useMemo(() => ({ signedIn, signOut, refresh }), [signedIn, signOut, refresh]);
}

/** The `?redirect=` of the current page (validated where it is followed). */
export function useRedirectParam(): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get('redirect');
}
