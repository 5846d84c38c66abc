import { serverApiGet } from './api.server.ts';

export interface SetupNotice {
  message: string;
  redirect: string;
}

/**
 * Whether staff deleted this account's store or driver profile and the owner
 * has not yet read it (`GET /api/setup-notice`, SPEC.md §4): the message in
 * the page language and where to set up again; null otherwise or when the
 * API cannot tell.
 */
export async function setupNoticeOf(request: Request, lang?: string): Promise<SetupNotice | null> {
  const result = await serverApiGet<{ data: SetupNotice | null }>(request, 'setup-notice', {}, lang ? { lang } : {});
  return result.ok ? result.data.data : null;
}
