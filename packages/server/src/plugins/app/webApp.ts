// Serves the built web app with an SPA fallback, so `npm start` gives one URL for web and API.
// Unknown /api paths answer 404 NOT_FOUND in the error shape; a GET of one of the app's pages
// gets index.html, and any other address index.html with status 404 (decisions.md 17: the app
// shows its not-found page; search engines see a real 404, not a soft one). The page addresses
// are the domain's list, the one the web router declares.
// /jobs, /jobs/{id} and /jobs/{id}/apply get index.html with their own head and summary
// (the jobPages feature's plugin, given by app.ts: a platform plugin imports no feature).
// The job seeker's pages get index.html with their first frame (decision 285, firstPaint.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isWebPage } from '@talentpool/domain/plain/webRoutes';
import { sendError } from './errors';
import { loadFirstPaint } from './firstPaint';

export default fp<{ dist: string; pages: FastifyPluginAsync<{ dist: string }> }>(
  async (app, { dist, pages }) => {
    const hasWeb = existsSync(path.join(dist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each text file (packages/web/vite.config.ts):
        // sent as the client accepts, with no compression work per request (issue 11).
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite fingerprints everything under assets/: cache it for a year.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('Cache-Control', 'public, max-age=31536000, immutable');
          }
        },
      });
    } else {
      app.log.warn({ dist }, 'web app not built: only the API is served');
    }
    // Job pages, sitemap, robots.txt and the job feeds (issue 25, decision 126): answered by the
    // server so crawlers read them without running the app; with or without a web build.
    await app.register(pages, { dist });
    const firstPaint = hasWeb
      ? loadFirstPaint(dist, readFileSync(path.join(dist, 'index.html'), 'utf8'))
      : () => undefined;

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (url === '/api' || url.startsWith('/api/') || !wantsPage || !hasWeb) {
        return sendError(reply, request, 'NOT_FOUND');
      }
      // A missing asset is a real 404, not the page.
      if (url.startsWith('/assets/') || path.extname(url) !== '') {
        return sendError(reply, request, 'NOT_FOUND');
      }
      if (isWebPage(url)) {
        const painted = firstPaint({
          path: url,
          query: new URLSearchParams(request.url.split('?')[1] ?? ''),
          cookie: request.cookies.lang,
          acceptLanguage: request.headers['accept-language'],
        });
        if (!painted) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
        // The frame follows the address, the cookie and the browser's languages.
        reply
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Encoding, Cookie, Accept-Language')
          .type('text/html; charset=utf-8');
        const accepted = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepted)) {
          return reply.header('Content-Encoding', 'br').send(painted.brotli());
        }
        if (/\bgzip\b/.test(accepted)) {
          return reply.header('Content-Encoding', 'gzip').send(painted.gzip());
        }
        return reply.send(painted.html);
      }
      // The shell itself, read per miss (index.html changes with each build; a 404 is rare).
      const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/html').send(shell);
    });
  },
  { name: 'web-app' },
);
