import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
// Relative, so Vite bundles it into the config (a package import would be loaded by Node as .ts).
import { sessionKeys } from '../domain/src/plain/account.ts';
import type { Resources } from './src/locales/en.ts';

/**
 * Issue 11 (decision 099): every text file of the build also written as .br and .gz, so the
 * server sends them compressed without compressing per request (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'talentpool-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const texts = entries.filter(
        (entry) => entry.isFile() && /\.(js|css|html|svg|json|txt)$/.test(entry.name),
      );
      await Promise.all(
        texts.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const body = await readFile(file);
          if (body.length < 1024) return;
          await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
          await writeFile(
            `${file}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}

/**
 * Issue 11 (decision 099): the first screen's texts of the visitor's language are fetched with the
 * app's code, not after it. A small same-origin script (the CSP allows no inline script), placed
 * before the app's module, picks the language as lib/i18n.ts does (the remembered choice, else
 * the browser's languages, else English) and adds a modulepreload for that language's
 * first-screen chunks; the app's own import() then finds them loaded. Should the two ever pick
 * differently, the cost is one wasted download: the app still loads what it needs itself. On /
 * and /about it also preloads the hero image, the largest paint of those pages, and on /about
 * and /auth their lazy page's chunks and stylesheets. On /Q, for a signed-in job seeker (the
 * session in sessionStorage, as lib/session.ts keeps it), the questionnaire's chunks,
 * stylesheet and statements (GET /api/questionnaire, a public call: a stale session costs
 * nothing) (decision 104).
 */
function preloadFirstScreenTexts(): Plugin {
  return {
    name: 'talentpool-preload-first-screen-texts',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset') return;
      const inEntry = new Set([entry.fileName, ...entry.imports]);
      /**
       * The files a module's chunk needs beyond the entry: the chunk and its static imports, and
       * the stylesheets they import (`css`), which Vite's loader would only request once the
       * page's code has arrived.
       */
      const chunkFilesOf = (moduleSuffix: string): { js: string[]; css: string[] } => {
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
        if (!start) return { js: [], css: [] };
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || inEntry.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        const url = (file: string) => `/${file}`;
        return { js: [...files].map(url), css: [...css].map(url) };
      };
      const filesOf = (moduleSuffix: string): string[] => chunkFilesOf(moduleSuffix).js;
      const texts = {
        en: filesOf('/locales/firstScreen/en.ts'),
        ar: filesOf('/locales/firstScreen/ar.ts'),
      };
      // The lazy pages of the entry points Lighthouse measures (issue 11), fetched with the
      // app's code instead of after it renders the route. Each asks only for first-screen texts
      // (routes.tsx uses React's own lazy for them, not lib/lazyPage.ts). `user`: a page only a
      // signed-in job seeker sees (routes.tsx's guard); `api`: the call it makes first ({lang}
      // the chosen language; the URL as lib/api.ts builds it, so the page's own call is served
      // by this preload). Paths as routes.tsx matches them (case-insensitively).
      // `{1}` in `api`: the path's first group (a posting's id); `bare`: only when the address
      // has no query but ?lang= (the board's first page unfiltered, as api.ts asks for it);
      // `all`: the page waits for the whole language (lib/lazyPage.ts), so that comes too.
      const page = (
        path: string,
        module: string,
        extra: { user?: boolean; api?: string; bare?: boolean; all?: boolean } = {},
      ) => {
        const { js, css } = chunkFilesOf(module);
        return {
          path,
          files: js,
          css,
          user: extra.user ?? false,
          api: extra.api ?? '',
          bare: extra.bare ?? false,
          all: extra.all ?? false,
        };
      };
      const posting = '^/jobs/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
      const pages = [
        page('^/about/?$', '/features/landing/LandingPage.tsx'),
        page('^/auth(/|$)', '/features/auth/AuthPage.tsx'),
        page('^/q/?$', '/features/isi/QuestionnairePage.tsx', {
          user: true,
          api: '/api/questionnaire?lang={lang}',
        }),
        // Issue 25: where strangers land, the board, a job page and its guest apply form
        // (decision 145). Their first call as the jobs and guestApply api.ts make it.
        page('^/jobs/?$', '/features/jobs/JobBoardPage.tsx', {
          api: '/api/jobs?page=1&pageSize=10',
          bare: true,
          all: true,
        }),
        page(`${posting}/?$`, '/features/jobs/JobPostingPage.tsx', {
          api: '/api/jobs/{1}',
          all: true,
        }),
        page(`${posting}/apply/?$`, '/features/guestApply/GuestApplyPage.tsx', {
          api: '/api/jobs/{1}',
          all: true,
        }),
        // Issue 46 (decision 285): the job seeker's pages, painted first by the server; the app
        // waits for their code and whole language before its first frame (main.tsx). Their calls
        // need the session's token, which a preload cannot send: the pages' loaders start them.
        page('^/profile/jobs/?$', '/features/seeker/SeekerJobsPage.tsx', { user: true, all: true }),
        page('^/profile/applications/?$', '/features/jobs/UserApplicationsPage.tsx', {
          user: true,
          all: true,
        }),
        page('^/job-alerts/unsubscribe/?$', '/features/seeker/JobAlertUnsubscribePage.tsx', {
          all: true,
        }),
      ];
      const allTexts = {
        en: filesOf('/src/locales/en.ts'),
        ar: filesOf('/src/locales/ar.ts'),
      };
      const { token: tokenKey, type: typeKey } = sessionKeys;
      if (!texts.en.length || !texts.ar.length) return;
      const source =
        // Decision 291: a button pressed on the server's frame before the app has taken over
        // (the menu, the language switch) is kept, not lost: the app presses it again once its
        // page is up (lib/firstFrame.ts replayFrameClicks). Decision 292: the root is marked
        // meanwhile (data-pressed): the login frame shows its spinner again, so nothing is typed
        // into a form the press is about to replace.
        `(function(){var R=document.getElementById('root');if(R&&R.firstElementChild){` +
        `var q=window.__tpFrameClicks=[];document.addEventListener('click',function(v){` +
        `if(window.__tpFrameClicks!==q)return;var b=v.target&&v.target.closest&&v.target.closest('button');` +
        `if(b&&R.contains(b)){v.preventDefault();v.stopPropagation();R.setAttribute('data-pressed','');q.push([b.className,` +
        `[].filter.call(R.querySelectorAll('button'),function(o){return o.className===b.className}).indexOf(b)])}},true)}})();` +
        `(function(){var f=${JSON.stringify(texts)},F=${JSON.stringify(allTexts)},` +
        `g=${JSON.stringify(pages)},l=null,w=location.pathname,` +
        // Decision 291: `data-entry`, the app's entry when the server hands it to this script.
        `e=document.currentScript&&document.currentScript.getAttribute('data-entry'),` +
        `c=document.currentScript&&document.currentScript.getAttribute('data-modules'),` +
        `has=function(k){return Object.prototype.hasOwnProperty.call(f,k)};` +
        `try{l=localStorage.getItem('lang')}catch(e){}` +
        // ?lang=ar names the language of a shared job page (decision 126), as lib/i18n.ts reads it.
        `var a=/[?&]lang=([a-z]+)/.exec(location.search);if(a&&has(a[1]))l=a[1];` +
        `if(!has(l)){l='en';var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];` +
        `for(var i=0;i<n.length;i++){var t=String(n[i]).toLowerCase().split('-')[0];if(has(t)){l=t;break}}}` +
        // A signed-in job seeker: the session as lib/session.ts stores it (spec 3).
        `function u(){try{return !!sessionStorage.getItem(${JSON.stringify(tokenKey)})&&` +
        `sessionStorage.getItem(${JSON.stringify(typeKey)})==='User'}catch(e){return false}}` +
        // p(rel, href, as): a modulepreload, or a preload of an image, a stylesheet or a fetch.
        // Decision 292: under a frame that reveals its content later (root's data-reveal-ms) no
        // code is fetched before that: the preloads wait in Q for the app's start, with the
        // entry's imports the server took out of the page (data-modules).
        // Someone signed in in this tab gets the app's page at once (main.tsx drops a visitor's
        // frame for them): nothing waits.
        `var D=document.getElementById('root'),d=0,Q=null;try{d=e&&D&&!sessionStorage.getItem(${JSON.stringify(tokenKey)})&&` +
        `+D.getAttribute('data-reveal-ms')||0}catch(z){}if(d)Q=[];` +
        `function p(r,h,s){var k=document.createElement('link');k.rel=r;k.href=h;` +
        // A page's stylesheet too: Vite's loader asks for it with `crossorigin`, and a preload
        // in another credentials mode is not used (fetched twice, Chrome warns).
        `if(r==='modulepreload'||s==='fetch'||s==='style')k.crossOrigin='anonymous';if(s)k.as=s;` +
        `if(s==='image')k.setAttribute('fetchpriority','high');` +
        `else if(e&&!d)k.setAttribute('fetchpriority','low');` +
        `if(Q)Q.push(k);else document.head.appendChild(k)}function m(h){p('modulepreload',h)}f[l].forEach(m);` +
        `var b=!location.search.replace(/[?&]lang=[a-z]+/,'').replace(/^\\?$/,'');` +
        `g.forEach(function(r){var x=new RegExp(r.path,'i').exec(w);if(!x||(r.user&&!u()))return;` +
        `if(r.api&&(b||!r.bare))p('preload',r.api.replace('{lang}',l).replace('{1}',x[1]),'fetch');` +
        `if(r.all&&F[l])F[l].forEach(m);` +
        `r.files.forEach(m);r.css.forEach(function(h){p('preload',h,'style')})});` +
        // The hero image of / and /about (components/Hero.tsx), their largest paint.
        `if(/^\\/(about\\/?)?$/i.test(w))p('preload','/landing/hero.svg','image');` +
        // Decision 291: under a frame of the home page or /about the server hands the app's entry
        // to this script (data-entry) instead of a module script of the page's own, and the app
        // starts once that frame is on screen: its code runs after the first paint, not before
        // it, as on a phone's slow link where the frame paints long before the code arrives; the
        // code is fetched at low priority meanwhile, after the hero image. A hidden tab paints
        // nothing: a short timer starts it there.
        // Decision 292: a frame that shows its content later (the login form a second after the
        // spinner, by CSS: root's data-reveal-ms) starts the app a frame after that, counted from
        // the first paint as the app counts the spinner's second (lib/firstFrame.ts); a hidden
        // tab, which paints nothing, after a longer timer.
        `if(e){var s=0,go=function(){if(s)return;s=1;var K=Q||[];Q=null;` +
        `(c||'').split(' ').forEach(function(h){if(h)m(h)});K.forEach(function(k){document.head.appendChild(k)});` +
        `var x=document.createElement('script');` +
        `x.type='module';x.crossOrigin='anonymous';x.src=e;document.head.appendChild(x)},` +
        `nx=function(){requestAnimationFrame(function(){setTimeout(go,0)})};` +
        `if(!d){nx();setTimeout(go,250)}else{setTimeout(go,d+1000);try{new PerformanceObserver(` +
        `function(L,o){var P=L.getEntriesByName('first-contentful-paint')[0];if(!P)return;o.disconnect();` +
        `setTimeout(nx,Math.max(0,d-(performance.now()-P.startTime)))}).observe({type:'paint',buffered:true})` +
        `}catch(z){setTimeout(nx,d)}}}})();\n`;
      const fileName = this.getFileName(
        this.emitFile({ type: 'asset', name: 'preload-texts.js', source }),
      );
      // `defer` (decision 145): it runs before the app's module all the same (deferred and module
      // scripts run in document order once the page is parsed), without holding the first paint
      // of a page the server wrote (the job pages) for its download.
      const tag = `<script defer src="/${fileName}"></script>\n    `;
      html.source = String(html.source).replace(
        '<script type="module"',
        `${tag}<script type="module"`,
      );
    },
  };
}

/**
 * Issue 25 (decision 145): the app's own stylesheet (~8 KB, ~2 KB compressed) inside index.html
 * rather than linked, so the first paint waits for no request but the page's: a job page the
 * server wrote paints as soon as it arrives. The CSP allows inline styles (style-src
 * 'unsafe-inline'); the file stays in the build for anything that names it.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'talentpool-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      html.source = String(html.source).replace(
        /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
        (tag, fileName: string) => {
          const css = bundle[fileName];
          if (!css || css.type !== 'asset') return tag;
          // `</style` cannot occur in a stylesheet Vite wrote, but never let it end the element.
          return `<style>${String(css.source).replaceAll('</style', '<\\/style')}</style>`;
        },
      );
    },
  };
}

/**
 * Issue 46 (decision 285): first-paint.json, the first frame of the job seeker's pages in each
 * language (src/firstPaint/shells.ts, from the whole language's texts) and the page chunk's
 * stylesheets, which the server puts into index.html for those addresses (plugins/app/webApp.ts):
 * the page paints with the HTML, before any script, as the job pages do (decision 145).
 */
function firstPaintPages(): Plugin {
  let root = '';
  return {
    name: 'talentpool-first-paint-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      // The texts and the markup are TypeScript modules of the app (and the domain's): loaded
      // with tsx, as the scripts are, not bundled into this config.
      const { tsImport } = await import('tsx/esm/api');
      const load = async <T>(file: string): Promise<T> =>
        (await tsImport(pathToFileURL(path.join(root, file)).href, import.meta.url)) as T;
      const [en, ar, shells] = await Promise.all([
        load<{ default: Resources }>('src/locales/en.ts'),
        load<{ default: Resources }>('src/locales/ar.ts'),
        load<typeof import('./src/firstPaint/shells')>('src/firstPaint/shells.ts'),
      ]);
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      const inEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      /** The stylesheets of a module's chunk and of the chunks it imports, beyond the entry's. */
      const cssOf = (moduleSuffix: string): string[] => {
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
        if (!start) throw new Error(`first paint: no chunk for ${moduleSuffix}`);
        const seen = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName) || inEntry.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...css];
      };
      const pages = shells
        .firstPaintPages({ en: en.default, ar: ar.default })
        .map(({ cssOf: module, ...page }) => ({ ...page, css: module ? cssOf(module) : [] }));
      this.emitFile({
        type: 'asset',
        fileName: 'first-paint.json',
        source: `${JSON.stringify(pages)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFirstScreenTexts(), inlineEntryCss(), firstPaintPages(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
