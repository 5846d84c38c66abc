import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirect, type Query } from '~/lib/api-client.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import type { PageAccess } from '~/lib/pages.ts';
import { requireAccess } from '~/lib/session.server.ts';

/**
 * A read for an offers page's loader, after the page's guard. A vendor
 * without a store is sent where the API says (403 with `redirect`);
 * another store's offer is a 404 page.
 */
export async function offersRead<T>(
  args: LoaderFunctionArgs,
  access: PageAccess,
  path: string,
  query: Query = {},
): Promise<T> {
  await requireAccess(args, access);
  const { lang } = resolveLanguage(args.request);
  // `lang` in the query too: on the request that switches language the cookie still names the old one.
  const result = await serverApiGet<T>(args.request, path, { ...query, lang }, { lang });
  if (result.ok) return result.data;
  const to = result.status === 403 ? safeRedirect(result.error?.redirect) : null;
  if (to) throw redirect(to);
  if (result.status === 404 || result.status === 400) throw new Response(null, { status: 404 });
  throw new Response(null, { status: result.status === 401 || result.status === 403 ? 403 : 500 });
}
