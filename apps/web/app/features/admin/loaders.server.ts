import type { LoaderFunctionArgs } from 'react-router';
import type { PagedList } from '@bedesten/core/paging/paged-list';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { requireAccess } from '~/lib/session.server.ts';

/**
 * A staff page's data: the guard first (signed out: sign-in; not staff: 403),
 * then one page of an `/api/admin/*` list in the page's language.
 */
export async function loadStaffList<T>(args: LoaderFunctionArgs, path: string, query: Record<string, string | number>) {
  await requireAccess(args, 'staff');
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<PagedList<T>>(args.request, path, query, { lang });
  if (!result.ok) throw new Response(null, { status: result.status === 403 ? 403 : 500 });
  return result.data;
}

/**
 * One order as staff see it (`/api/admin/orders/:id`), in the page's language;
 * null when there is no such order. Call after the guard (loadStaffList).
 */
export async function loadStaffOrder<T>(args: LoaderFunctionArgs, id: string): Promise<T | null> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: T }>(args.request, `admin/orders/${id}`, {}, { lang });
  if (result.ok) return result.data.data;
  if (result.status === 404) return null;
  throw new Response(null, { status: result.status === 403 ? 403 : 500 });
}

/**
 * The newest messages of a reported conversation (`/api/admin/chat-reports/:id/messages`);
 * null when nobody reported it (or there is no such conversation). Call after the guard.
 */
export async function loadReportedChat<T>(args: LoaderFunctionArgs, id: string): Promise<T | null> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<T>(args.request, `admin/chat-reports/${id}/messages`, {}, { lang });
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new Response(null, { status: result.status === 403 ? 403 : 500 });
}
