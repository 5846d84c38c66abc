import type { QuestionList } from '@bedesten/core/schemas/questions';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirect, type Query } from '~/lib/api-client.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import type { PageAccess } from '~/lib/pages.ts';
import { requireAccess } from '~/lib/session.server.ts';
import { QUESTIONS_PAGE_PARAM } from './params.ts';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * One page of a product's questions for the product page (`?questions_page=N`).
 * Null when the API could not answer: the product page still shows, without them.
 */
export async function loadProductQuestions(request: Request, productId: string): Promise<QuestionList | null> {
  const { lang } = resolveLanguage(request);
  const page = pageOf(new URL(request.url).searchParams.get(QUESTIONS_PAGE_PARAM));
  const result = await serverApiGet<QuestionList>(
    request,
    'product-questions',
    { product_id: productId, page, lang },
    { lang },
  );
  return result.ok ? result.data : null;
}

/**
 * A read for a questions page of the vendor panel, staff panel or account,
 * after the page's guard. A vendor without a store goes where the API says.
 */
export async function questionsRead<T>(
  args: LoaderFunctionArgs,
  access: PageAccess,
  path: string,
  query: Query = {},
): Promise<T> {
  await requireAccess(args, access);
  const { lang } = resolveLanguage(args.request);
  const page = pageOf(new URL(args.request.url).searchParams.get('page'));
  const result = await serverApiGet<T>(args.request, path, { page, ...query, lang }, { lang });
  if (result.ok) return result.data;
  const to = result.status === 403 ? safeRedirect(result.error?.redirect) : null;
  if (to) throw redirect(to);
  if (result.status === 404 || result.status === 400) throw new Response(null, { status: 404 });
  throw new Response(null, { status: result.status === 401 || result.status === 403 ? 403 : 500 });
}
