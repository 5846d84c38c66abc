import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirect, type Query } from '~/lib/api-client.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { requireAccess } from '~/lib/session.server.ts';

/** A read for the customer's ride pages, after the sign-in guard; another person's ride is a 404. */
export async function ridesRead<T>(args: LoaderFunctionArgs, path: string, query: Query = {}): Promise<T> {
  await requireAccess(args, 'user');
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<T>(args.request, path, { ...query, lang }, { lang });
  if (result.ok) return result.data;
  const to = result.status === 403 ? safeRedirect(result.error?.redirect) : null;
  if (to) throw redirect(to);
  if (result.status === 404 || result.status === 400) throw new Response(null, { status: 404 });
  throw new Response(null, { status: result.status === 401 || result.status === 403 ? 403 : 500 });
}
