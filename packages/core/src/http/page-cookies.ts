/**
 * The cookies a signed-out visitor's page is drawn from, besides its URL and
 * Accept-Language: the language they picked and their cookie-consent choice
 * (the notice is shown or not, maps get their background or not). Neither
 * names a person, so the page micro-cache (ADR 0052, 0069) may share a page
 * among visitors who send the same values. A page read with any other
 * cookie, the session's above all, is rendered for its request alone.
 */
export const LANG_COOKIE = 'lang';
export const CONSENT_COOKIE = 'cookie_consent';
/**
 * The browser opened the demo link the server printed at start (ADR 0084). Its value is the same for every
 * such browser and names no one, and the cache keys by whether the visitor is trusted anyway: without it
 * here, every page of the person trying the demo would be rendered for them alone.
 */
export const DEMO_TRUST_COOKIE = 'demo_trust';

const PAGE_COOKIES: ReadonlySet<string> = new Set([LANG_COOKIE, CONSENT_COOKIE, DEMO_TRUST_COOKIE]);

/**
 * The page cookies of a Cookie header as one string, in the order sent, or
 * undefined when the header holds any other cookie. No header is ''.
 */
export function pageCookiesOf(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined) return '';
  const kept: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim();
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (!PAGE_COOKIES.has(name)) return undefined;
    kept.push(pair);
  }
  return kept.join('; ');
}
