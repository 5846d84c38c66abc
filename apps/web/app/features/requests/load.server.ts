import type { BroadcastRequest, BroadcastRequestReplies } from '@bedesten/core/schemas/requests';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirect, type Query } from '~/lib/api-client.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import type { PageAccess } from '~/lib/pages.ts';
import { requireAccess } from '~/lib/session.server.ts';

export interface CategoryOption {
  id: string;
  name: string;
}

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * A read for a requests page, after the page's guard: a vendor without a
 * store goes where the API says; a request that is not the person's own is
 * not found.
 */
export async function requestsRead<T>(
  args: LoaderFunctionArgs,
  access: PageAccess,
  path: string,
  query: Query = {},
): Promise<T> {
  await requireAccess(args, access);
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<T>(args.request, path, { ...query, lang }, { lang });
  if (result.ok) return result.data;
  const to = result.status === 403 ? safeRedirect(result.error?.redirect) : null;
  if (to) throw redirect(to);
  if (result.status === 404 || result.status === 400) throw new Response(null, { status: 404 });
  throw new Response(null, { status: result.status === 401 || result.status === 403 ? 403 : 500 });
}

/** The page number of a paged list (`?page=`). */
export function pageParam(args: LoaderFunctionArgs): number {
  return pageOf(new URL(args.request.url).searchParams.get('page'));
}

/** One of the person's own requests (`/requests/:id`, `/requests/:id/edit`). */
export async function loadOwnRequest(args: LoaderFunctionArgs): Promise<BroadcastRequest> {
  const id = args.params.id ?? '';
  const answer = await requestsRead<{ data: BroadcastRequest }>(
    args,
    'user',
    `broadcast-requests/${encodeURIComponent(id)}`,
  );
  return answer.data;
}

/** The shops that replied to one of the person's own requests, with each reply and its chat. */
export async function loadRequestReplies(args: LoaderFunctionArgs): Promise<BroadcastRequestReplies> {
  const id = args.params.id ?? '';
  const answer = await requestsRead<{ data: BroadcastRequestReplies }>(
    args,
    'user',
    `broadcast-requests/${encodeURIComponent(id)}/replies`,
  );
  return answer.data;
}

/** The interest categories a request may name (`category-list`), in the page language; empty if the call fails. */
export async function loadCategories(args: LoaderFunctionArgs): Promise<CategoryOption[]> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<{ data: CategoryOption[] }>(
    args.request,
    'category-list',
    // In the URL too: cached answers are told apart by it (a Turkish form must not get the English list).
    { get_all: 'yes', lang },
    { lang },
  );
  return result.ok ? result.data.data.map(({ id, name }) => ({ id, name })) : [];
}
