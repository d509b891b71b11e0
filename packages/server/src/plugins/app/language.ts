// Each request carries the language of the person using it: the X-Lang header the web app sends,
// else Accept-Language. Errors and mails are written in it.
import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '@talentpool/domain/language';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', async (request) => {
      const explicit = request.headers['x-lang'];
      request.lang = pickLanguage(
        (Array.isArray(explicit) ? explicit[0] : explicit) ?? request.headers['accept-language'],
      );
    });
  },
  { name: 'language' },
);
