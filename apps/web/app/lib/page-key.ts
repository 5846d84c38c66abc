import { useMatches } from 'react-router';
import { pageKeyFromRouteId } from './pages.ts';

type MatchLike = { id: string } | undefined;

/** The page key (lib/pages.ts) of the deepest page route among the matches. */
export function pageKeyFromMatches(matches: readonly MatchLike[]): string | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const key = pageKeyFromRouteId(matches[i]?.id);
    if (key) return key;
  }
  return null;
}

/** The current page's key, for route modules registered under several ids. */
export function usePageKey(): string | null {
  return pageKeyFromMatches(useMatches());
}
