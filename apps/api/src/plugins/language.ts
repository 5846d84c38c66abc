import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '@bedesten/core/i18n/languages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `?lang=`, then the `lang` cookie, then Accept-Language. */
    lang: Language;
  }
}

export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      const explicit = typeof query?.lang === 'string' ? query.lang : request.cookies?.lang;
      request.lang = pickLanguage(explicit, request.headers['accept-language']);
    });
  },
  { name: 'language', dependencies: ['@fastify/cookie'] },
);
