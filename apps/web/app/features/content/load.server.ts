import { data, type LoaderFunctionArgs } from 'react-router';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { requireAccess } from '~/lib/session.server.ts';

/**
 * Public content for a server-rendered page, in the page's language: the
 * answer's `data`, or null for a 404 (the caller decides whether that is a
 * missing page or an empty part). Any other failure is an error page, never
 * a page that silently lost its text.
 */
export async function publicContent<T>(
  request: Request,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T | null> {
  const { lang } = resolveLanguage(request);
  const result = await serverApiGet<{ data: T }>(request, path, { ...query, lang }, { lang, timeoutMs: 5000 });
  if (result.ok) return result.data.data;
  if (result.status === 404) return null;
  throw data(null, { status: 503 });
}

/** Like publicContent for a part of a page that may go without it (the home banners): null on any failure. */
export async function optionalContent<T>(request: Request, path: string): Promise<T | null> {
  const { lang } = resolveLanguage(request);
  const result = await serverApiGet<{ data: T }>(request, path, { lang }, { lang, timeoutMs: 3000 });
  return result.ok ? result.data.data : null;
}

/** The whole answer of a paged public list (`{current_page, data, …}`). */
export async function publicList<T>(request: Request, path: string, query: Record<string, string | number>) {
  const { lang } = resolveLanguage(request);
  const result = await serverApiGet<T>(request, path, { ...query, lang }, { lang, timeoutMs: 5000 });
  if (result.ok) return result.data;
  throw data(null, { status: result.status === 400 ? 404 : 503 });
}

/**
 * A staff content screen's data: the guard first (signed out: sign-in; not
 * staff: 403), then `/api/admin/content/<path>`; null for a 404.
 */
export async function staffContent<T>(
  args: LoaderFunctionArgs,
  path: string,
  query: Record<string, string | number> = {},
): Promise<T | null> {
  await requireAccess(args, 'staff');
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<T>(args.request, `admin/content/${path}`, query, { lang });
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw data(null, { status: result.status === 403 ? 403 : 500 });
}
