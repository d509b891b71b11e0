// Security headers and CORS. The Content-Security-Policy allows only our own scripts: no inline
// script, no eval. Inline styles are allowed because the toast library injects a <style> tag.
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Pictures are served from /api/files to the same origin only.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    // CORS is closed: the web app is served from the same origin as the API.
    await app.register(cors, { origin: false });
  },
  { name: 'security' },
);
