// Decision 294: the server's first frame paints whole. On a busy phone (or a slow link) the HTML
// parser stops part-way and Chrome paints what it has: the home page's hero text, whose image comes
// after it in the markup but above it on a phone, then moved down when the image arrived (a layout
// shift of 0.11 in CI, seekerFirstPaint's "about ... moves nothing"). The server's page asks for
// the element after #root before rendering (`<link rel="expect" blocking="render">`).
//
// Here the server's own page is sent in two parts, the second (from the hero image on) 800 ms
// after the first, by a relay in front of the app; the app's scripts are not served, so only the
// frame paints. With the server's page as it is, nothing moves and the first paint already has
// the image; with the render-blocking link taken out, the text paints first and moves (the test's
// own check that it can tell the two apart).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser } from '@playwright/test';
import { baseURL } from './support/env';
import { watchShifts } from './support/layoutShifts';

test.use({ viewport: { width: 375, height: 800 } });

const pause = 800;
const blocking = /<link rel="expect" href="#tp-frame-end" blocking="render">/;

/**
 * Runs `use` with the address of a relay that sends `/` from the app in two parts, split before
 * the hero image, then closes the relay.
 */
async function throughRelay<T>(change: (html: string) => string, use: (url: string) => Promise<T>) {
  const server = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(`${baseURL}${req.url ?? '/'}`, {
        headers: { 'accept-language': 'en' },
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      if (req.url !== '/') {
        res.writeHead(upstream.status, { 'content-type': type });
        res.end(body);
        return;
      }
      const html = change(body.toString('utf8'));
      const cut = html.indexOf('<img class="lp-hero-image"');
      if (cut < 0) throw new Error('the home page has no hero image to split at');
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      // A first part big enough that Chrome parses and may paint it while it waits for the rest.
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), pause);
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await use(`http://127.0.0.1:${port}/`);
  } finally {
    server.close();
  }
}

interface Paint {
  shifts: number;
  /** Whether the hero image was in the document at the first contentful paint. */
  imageAtFirstPaint: boolean;
}

async function load(browser: Browser, url: string): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  // The frame alone: the app, which would render over it, is not served.
  await page.route('**/assets/*.js', (route) => route.abort());
  const shifts = await watchShifts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { imageAtFirstPaint: boolean | null };
    w.imageAtFirstPaint = null;
    // Read at the paint itself (a frame callback runs before the frame it belongs to is drawn).
    const look = () => {
      if (w.imageAtFirstPaint !== null) return;
      if (performance.getEntriesByName('first-contentful-paint').length) {
        w.imageAtFirstPaint = Boolean(document.querySelector('.lp-hero-image'));
        return;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(url);
  await expect(page.locator('.lp-hero-image')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { imageAtFirstPaint: unknown }).imageAtFirstPaint),
    )
    .not.toBeNull();
  const result = {
    shifts: await shifts(),
    imageAtFirstPaint: await page.evaluate(
      () => (window as unknown as { imageAtFirstPaint: boolean }).imageAtFirstPaint,
    ),
  };
  await context.close();
  return result;
}

test('the home page paints its frame whole, even when its HTML arrives in two parts', async ({
  browser,
}) => {
  const whole = await throughRelay(
    (html) => {
      expect(html, 'the server asks for the frame before rendering').toMatch(blocking);
      return html;
    },
    (url) => load(browser, url),
  );
  expect(whole.imageAtFirstPaint, 'the first paint has the hero image').toBe(true);
  expect(whole.shifts).toBeLessThan(0.01);

  const parts = await throughRelay(
    (html) => html.replace(blocking, ''),
    (url) => load(browser, url),
  );
  expect(parts.imageAtFirstPaint, 'without it, the text paints first').toBe(false);
  expect(parts.shifts).toBeGreaterThan(0.05);
});
