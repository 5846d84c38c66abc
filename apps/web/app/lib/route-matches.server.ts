/**
 * Remembered route matches for the server render.
 *
 * While React Router draws a page it matches the page's path and each of its
 * parents against every route (136) to choose the part of the route manifest
 * the page carries (lazy route discovery, ADR 0073): a product page's three
 * parent paths were 16 % of all a rendered page allocated, and ~6 % of the
 * renderer's CPU (ADR 0076). The routes of a running server never change, so a
 * path always matches the same way: the render's matcher is wrapped to remember
 * the answer per path. React Router copies every match it is given before
 * handing it on, so no caller can change a remembered one.
 *
 * The matcher is the static handler context's `_match`. If a React Router
 * version drops it, the page renders as before, only without the memory
 * (`route-matches.server.test.ts` says so).
 */

type Match = (location: unknown) => unknown;

/** Enough for every page a busy minute asks for; a full memory starts over (the next pages fill it again). */
const REMEMBERED_PATHS = 2_000;

export function createRouteMatchMemory(limit = REMEMBERED_PATHS) {
  const matches = new Map<string, unknown>();
  const keyOf = (location: unknown): string | undefined => {
    if (typeof location === 'string') return location.split(/[?#]/, 1)[0];
    const pathname = (location as { pathname?: unknown } | null)?.pathname;
    return typeof pathname === 'string' ? pathname : undefined;
  };
  return {
    /** Makes the context's matcher remember its answers; answers whether it could. */
    remember(context: object): boolean {
      const holder = context as { _match?: Match };
      const match = holder._match;
      if (typeof match !== 'function') return false;
      holder._match = (location) => {
        const key = keyOf(location);
        if (key === undefined) return match(location);
        if (matches.has(key)) return matches.get(key);
        const found = match(location);
        if (matches.size >= limit) matches.clear();
        matches.set(key, found);
        return found;
      };
      return true;
    },
    get size() {
      return matches.size;
    },
  };
}
