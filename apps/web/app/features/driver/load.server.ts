import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirect, type Query } from '~/lib/api-client.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { requireAccess } from '~/lib/session.server.ts';

export const DRIVER_SETUP_PATH = '/driver/setup';

/**
 * The guard of the driver panel's pages: signed out, sign in first; signed
 * in without a driver profile, set one up (rather than a bare 403: a
 * customer who follows "Drive with Bedesten" is on their way to becoming one).
 */
export async function requireDriverPanel(args: LoaderFunctionArgs) {
  const user = await requireAccess(args, 'user');
  if (user && !user.driver_id && user.type !== 'driver') throw redirect(DRIVER_SETUP_PATH);
  return user;
}

/** A read for a driver page after its guard; a 403 with a redirect (`driver_setup_required`) is followed. */
export async function driverRead<T>(args: LoaderFunctionArgs, path: string, query: Query = {}): Promise<T> {
  const { lang } = resolveLanguage(args.request);
  const result = await serverApiGet<T>(args.request, path, { ...query, lang }, { lang });
  if (result.ok) return result.data;
  const to = result.status === 403 ? safeRedirect(result.error?.redirect) : null;
  if (to) throw redirect(to);
  if (result.status === 404 || result.status === 400) throw new Response(null, { status: 404 });
  throw new Response(null, { status: result.status === 401 || result.status === 403 ? 403 : 500 });
}

export const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
