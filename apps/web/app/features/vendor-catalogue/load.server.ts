import { redirect } from 'react-router';
import { safeRedirect, type Query } from '~/lib/api-client.ts';
import { serverApiGet } from '~/lib/api.server.ts';

/**
 * A vendor catalogue read for a page loader. A vendor without a store is
 * sent where the API says (403 with `redirect: /vendor/setup-store`); a
 * product or sub-category of someone else's store is a 404 page.
 */
export async function vendorRead<T>(
  request: Request,
  path: string,
  query: Query | undefined,
  lang: string,
): Promise<T> {
  // `lang` in the query too: the API prefers the `lang` cookie to Accept-Language, and on the request
  // that switches language (`?lang=tr`) the cookie still names the old one.
  const result = await serverApiGet<T>(request, path, { ...query, lang }, { lang });
  if (result.ok) return result.data;
  const to = result.status === 403 ? safeRedirect(result.error?.redirect) : null;
  if (to) throw redirect(to);
  if (result.status === 404 || result.status === 400) throw new Response(null, { status: 404 });
  throw new Response(null, { status: result.status === 401 || result.status === 403 ? 403 : 500 });
}

/** A reference list (`{data: [...]}`); a failure leaves the list empty instead of failing the page. */
export async function referenceList<T>(request: Request, path: string, lang: string): Promise<T[]> {
  const result = await serverApiGet<{ data: T[] }>(request, path, { get_all: 'yes', lang }, { lang });
  return result.ok ? result.data.data : [];
}
