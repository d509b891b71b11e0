// Security headers and CORS. The Content-Security-Policy allows only our own scripts: no inline
// script, no eval. Inline styles are allowed because the toast library injects a <style> tag.
// Permissions-Policy (issue 24) turns off every powerful browser feature the web app does not use;
// it only writes to the clipboard (copy a link, recovery codes), which stays allowed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Features no page of ours uses: `()` allows them to no origin, not even our own. */
const unusedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const permissionsPolicy = unusedFeatures.map((feature) => `${feature}=()`).join(', ');

const helmetOptions: HelmetOptions = {
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
};

/**
 * helmet's headers, worked out once: they depend on no request (no nonces). @fastify/helmet built
 * the middleware, parsing the CSP, on every request: ~4 % of every route's CPU (docs/performance.md).
 */
export function helmetHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return Object.fromEntries(headers);
}

export default fp(
  async (app) => {
    const fixed = { ...helmetHeaders(), 'permissions-policy': permissionsPolicy };
    // On every answer, also refusals and the web app's pages: set in onRequest, so error answers
    // keep them.
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(fixed);
    });
    // CORS is closed: the web app is served from the same origin as the API.
    await app.register(cors, { origin: false });
    // Decision 138: the remembered session's cookie (httpOnly, SameSite=Strict, read only by
    // refreshSession); no signing: the value is a random token checked against its stored hash.
    await app.register(cookie);
  },
  { name: 'security' },
);
