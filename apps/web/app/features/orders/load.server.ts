import type { z } from 'zod';
import type { vendorOrderListBody } from '@bedesten/core/schemas/orders';
import { redirect } from 'react-router';
import { safeRedirect } from '~/lib/api-client.ts';
import { serverApiGet, serverApiPost } from '~/lib/api.server.ts';

/**
 * An order read for a page loader. Someone else's order (404) or a broken
 * id (400) is the not-found page; a vendor without a store goes where the
 * API says. A read with a body is a POST (`vendor-orders-list`).
 */
export async function ordersRead<T>(
  request: Request,
  path: string,
  lang: string,
  body?: z.input<typeof vendorOrderListBody>,
): Promise<T> {
  // `lang` in the query too: on the request that switches language the cookie still names the old one.
  const result = body
    ? await serverApiPost<T>(request, `${path}?lang=${lang}`, body, { lang })
    : await serverApiGet<T>(request, path, { lang }, { lang });
  if (result.ok) return result.data;
  const to = result.status === 403 ? safeRedirect(result.error?.redirect) : null;
  if (to) throw redirect(to);
  if (result.status === 404 || result.status === 400) throw new Response(null, { status: 404 });
  throw new Response(null, { status: result.status === 401 || result.status === 403 ? 403 : 500 });
}
