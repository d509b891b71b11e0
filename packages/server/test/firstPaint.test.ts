// Decisions 285, 291 and 292: the job seeker's pages (and the visitor's) answer index.html with their first frame in #root (the
// web build's first-paint.json) and the page's stylesheet inline, in the language the app will
// choose: the address's ?lang=, else the `lang` cookie, else the browser's languages. Other pages
// keep the plain shell; a build without first-paint.json serves every page as before.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/testServer';

// As the web build writes it: the boot script, the entry and its imports' preloads in the head.
const shell =
  '<!doctype html><html lang="en" dir="ltr"><head><title>TalentPool</title>\n' +
  '    <script defer src="/assets/preload-texts-test.js"></script>\n' +
  '    <script type="module" crossorigin src="/assets/index-test.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-test.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/router-test.js">\n' +
  '</head><body><div id="root"></div></body></html>';

const pages = [
  {
    path: '^/about/?$',
    session: 'none',
    startAfterPaint: true,
    css: [],
    html: { en: '<h1>The talent pool</h1>', ar: '<h1>مجمع المواهب</h1>' },
  },
  {
    path: '^/auth/?$',
    bare: true,
    session: 'none',
    revealMs: 1000,
    style: '.auth-frame{position:relative}',
    css: [],
    html: { en: '<h1>Login</h1>', ar: '<h1>تسجيل الدخول</h1>' },
  },
  {
    path: '^/profile/jobs/?$',
    session: 'User',
    css: ['assets/page-test.css'],
    html: { en: '<h1>Your jobs</h1>', ar: '<h1>وظائفك</h1>' },
  },
  {
    path: '^/job-alerts/unsubscribe/?$',
    query: { name: 'list', value: 'recommendations' },
    css: [],
    html: { en: '<h1>Stop the weekly mail</h1>', ar: '<h1>أوقف الرسالة الأسبوعية</h1>' },
  },
  {
    path: '^/job-alerts/unsubscribe/?$',
    css: [],
    html: { en: '<h1>Stop this job alert</h1>', ar: '<h1>إيقاف تنبيه الوظائف</h1>' },
  },
];

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), shell);
  await writeFile(path.join(webDir, 'first-paint.json'), JSON.stringify(pages));
  await writeFile(path.join(webDir, 'assets/page-test.css'), '.seeker-loading{min-height:1px}');
  server = await startTestServer({ env: { WEB_DIST: webDir } });
});

afterAll(async () => {
  await server?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await server.request(url, { headers });
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
  return { res, html: await res.text() };
}

describe('first paint of the job seeker pages', () => {
  it('puts the frame, the language and the stylesheet into the shell', async () => {
    const { res, html } = await page('/Profile/Jobs');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(
      '<div id="root" data-lang="en" data-session="User"><h1>Your jobs</h1></div>',
    );
    expect(html).toContain(
      '<style>.seeker-loading{min-height:1px}</style>' +
        '<link rel="expect" href="#tp-frame-end" blocking="render"></head>',
    );
    // Decision 294: the element the head waits for comes right after the frame.
    expect(html).toContain('<h1>Your jobs</h1></div><template id="tp-frame-end"></template>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-test.js">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    // Paths as the router matches them: without regard to case.
    expect((await page('/profile/jobs/')).html).toContain('<h1>Your jobs</h1>');
  });

  it('takes the language from the address, then the cookie, then Accept-Language', async () => {
    const arabic = '<html lang="ar" dir="rtl">';
    expect((await page('/Profile/Jobs?lang=ar')).html).toContain(arabic);
    expect((await page('/Profile/Jobs', { cookie: 'lang=ar' })).html).toContain(arabic);
    expect((await page('/Profile/Jobs', { 'accept-language': 'ar-EG,ar;q=0.9' })).html).toContain(
      '<h1>وظائفك</h1>',
    );
    const addressed = await page('/Profile/Jobs?lang=en', { cookie: 'lang=ar' });
    expect(addressed.html).toContain('<html lang="en" dir="ltr">');
    // An unknown language in the address or the cookie is as if none were given.
    expect((await page('/Profile/Jobs?lang=fr', { cookie: 'lang=xx' })).html).toContain(
      '<h1>Your jobs</h1>',
    );
  });

  it('picks the frame of the query the page reads', async () => {
    expect((await page('/job-alerts/unsubscribe?token=t&list=recommendations')).html).toContain(
      'Stop the weekly mail',
    );
    const daily = (await page('/job-alerts/unsubscribe?token=t')).html;
    expect(daily).toContain('Stop this job alert');
    expect(daily).not.toContain('data-session');
  });

  it('compresses the page for a client that takes it', async () => {
    const res = await fetch(`${server.url}/Profile/Jobs?lang=ar`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch undoes the encoding it understands; the body is the page either way.
    expect(await res.text()).toContain('<h1>وظائفك</h1>');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${server.url}/Profile/Jobs`, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('end', () => resolve(Buffer.concat(parts)));
        }).on('error', reject),
      );
    });
    expect(gunzipSync(raw).toString()).toContain('<h1>Your jobs</h1>');
  });

  it("hands the app's entry to the boot script on a page that starts after its paint", async () => {
    const { html } = await page('/about');
    expect(html).toContain('<div id="root" data-lang="en" data-session="none"><h1>');
    // Decision 291: no module script of the page's own; the boot script starts the entry once
    // the frame is on screen, and its imports are fetched at low priority meanwhile.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script defer src="/assets/preload-texts-test.js" data-entry="/assets/index-test.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-test.js">',
    );
    expect(html).not.toContain('data-modules');
  });

  it('fetches no code before a frame that shows its content later has done so', async () => {
    // Decision 292: the bare login screen (a `lang` is still bare), its form shown by CSS after
    // the spinner's second; the boot script asks for the entry and its imports after that.
    for (const url of ['/auth', '/auth?lang=en']) {
      const { html } = await page(url);
      expect(html, url).toContain(
        '<div id="root" data-lang="en" data-session="none" data-reveal-ms="1000"><h1>Login</h1>',
      );
      expect(html, url).not.toContain('<script type="module"');
      expect(html, url).not.toContain('rel="modulepreload"');
      // The frame's own CSS (its reveal) in the head.
      expect(html, url).toContain(
        '<style>.auth-frame{position:relative}</style><link rel="expect"',
      );
      expect(html, url).toContain(
        '<script defer src="/assets/preload-texts-test.js" data-entry="/assets/index-test.js" ' +
          'data-modules="/assets/react-test.js /assets/router-test.js"></script>',
      );
    }
    // The login screen opened for something else (sign-up, a note) is not the bare one.
    for (const url of ['/auth?signup=user', '/auth?verified=1&lang=ar']) {
      expect((await page(url)).html, url).toContain('<div id="root"></div>');
    }
  });

  it('leaves the other pages with the plain shell', async () => {
    for (const url of ['/', '/Profile/Applications', '/Profile/Avatar', '/auth/sso']) {
      const { html } = await page(url);
      expect(html, url).toContain('<div id="root"></div>');
      // Nothing to wait for where there is no frame.
      expect(html, url).not.toContain('rel="expect"');
    }
  });
});
