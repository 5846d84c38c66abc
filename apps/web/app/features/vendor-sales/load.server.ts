import type { VendorPaymentsListBody, VendorReportBody } from '@bedesten/core/schemas/vendor-sales';
import { redirect } from 'react-router';
import { safeRedirect, type ApiErrorBody } from '~/lib/api-client.ts';
import { serverApiGet, serverApiPost, type ServerApiResult } from '~/lib/api.server.ts';

/**
 * A vendor-sales read for a page loader. A vendor without a store is sent
 * where the API says (403 with `redirect`); another store's transaction is a
 * 404 page. `lang` goes in the query too: the API prefers the `lang` cookie,
 * which on the request that switches language still names the old one.
 */
export async function salesRead<T>(
  request: Request,
  call:
    | { method: 'GET'; path: string; query?: Record<string, string | number | undefined> }
    | { method: 'POST'; path: 'vendor-payments-list'; body: VendorPaymentsListBody }
    | { method: 'POST'; path: 'vendor-report-management'; body: VendorReportBody },
  lang: string,
): Promise<T> {
  const result: ServerApiResult<{ data: T }> =
    call.method === 'GET'
      ? await serverApiGet(request, call.path, { ...call.query, lang }, { lang })
      : await serverApiPost(request, `${call.path}?lang=${lang}`, call.body, { lang });
  if (result.ok) return result.data.data;
  throw failure(result.status, result.error);
}

function failure(status: number, error: ApiErrorBody | null): Response {
  const to = status === 403 ? safeRedirect(error?.redirect) : null;
  if (to) return redirect(to);
  if (status === 404 || status === 400) return new Response(null, { status: 404 });
  return new Response(null, { status: status === 401 || status === 403 ? 403 : 500 });
}
