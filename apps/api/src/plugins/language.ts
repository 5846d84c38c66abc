import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '@bedesten/core/i18n/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `?lang=`, then the `lang` cookie, then Accept-Language. */
    lang: Language;
  }
}

/**
 * The caller's language from what a request carries: `lang` in the query when there is one (a repeated one is
 * an array and does not count), then the `lang` cookie, then Accept-Language.
 */
export function callerLanguage(queryLang: unknown, cookieLang: string | undefined, acceptLanguage: string | undefined) {
  return pickLanguage(typeof queryLang === 'string' ? queryLang : cookieLang, acceptLanguage);
}

export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang = callerLanguage(query?.lang, request.cookies?.lang, request.headers['accept-language']);
    });
  },
  { name: 'language', dependencies: ['@fastify/cookie'] },
);
