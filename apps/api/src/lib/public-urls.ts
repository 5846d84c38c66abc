import type { FastifyRequest } from 'fastify';
import type { Language } from '@bedesten/core/i18n/languages';

/** Our own origin and the caller's language, for addresses we send people to (a gateway's return pages). */
export interface PublicUrls {
  /** "https://bedesten.cy", without a trailing slash. */
  baseUrl: string;
  lang: Language;
}

/** The address users reach us at: `PUBLIC_URL`, else the request's own origin. */
export function publicBaseUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export function publicUrlsOf(request: FastifyRequest, publicUrl: string | undefined): PublicUrls {
  return { baseUrl: publicBaseUrl(request, publicUrl), lang: request.lang };
}
