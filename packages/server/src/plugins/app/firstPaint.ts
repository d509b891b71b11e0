// Issue 46 (decision 285): the job seeker's pages (/Profile/Jobs, /Profile/Applications, the job
// alert's unsubscribe page) come with their first frame in #root, as the job pages come with
// their summary (decision 145): on a phone's slow link the page paints with the HTML instead of
// seconds later with the app's code. The web build writes the frames (first-paint.json, from the
// app's own markup and texts: packages/web/src/firstPaint/shells.ts); this only picks the frame
// of the address and its language, and puts it, with the page's stylesheet, into index.html.
// The language is the one the app will choose: the address's ?lang=, else the `lang` cookie the
// app keeps (decision 156), else the browser's languages. The frames hold nobody's data: the
// server does not know who is signed in (the session lives in the tab, spec 3).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  directionOf,
  isLanguage,
  languages,
  pickLanguage,
  type Language,
} from '@talentpool/domain/plain/language';

interface FirstPaintPage {
  path: string;
  query?: { name: string; value: string };
  /** Who the frame is for: 'User' (a signed-in job seeker) or 'none' (a visitor). */
  session?: string;
  /** The app starts once the frame is on screen (decision 291). */
  startAfterPaint?: boolean;
  /** Only for an address whose query holds nothing but `lang`. */
  bare?: boolean;
  /** The frame shows its content this long after its paint; the app starts after (decision 292). */
  revealMs?: number;
  /** The frame's own CSS, beside the page's stylesheets. */
  style?: string;
  css: string[];
  html: Record<Language, string>;
}

/** One page in one language, ready to send (compressed on first use, then kept). */
export interface FirstPaintAnswer {
  lang: Language;
  html: string;
  gzip: () => Buffer;
  brotli: () => Buffer;
}

function once(make: () => Buffer): () => Buffer {
  let made: Buffer | undefined;
  return () => (made ??= make());
}

export interface FirstPaintRequest {
  path: string;
  query: URLSearchParams;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The boot script (the web build's preload-texts, deferred) and the app's entry after it. Under a
 * frame (decision 291) the entry is handed to the boot script, which starts it once the frame is
 * on screen: the app's code then runs after the first paint instead of before it; the entry and
 * its imports are still fetched from the start (preloads, at low priority: after the page's
 * image). A build without the boot script
 * keeps its module script.
 */
const startAfterPaint =
  /<script defer src="([^"]*\/preload-texts-[^"]*\.js)"><\/script>\s*<script type="module" crossorigin src="([^"]+)"><\/script>/i;

/**
 * Decision 294: the first paint waits until the whole frame is parsed. A busy phone's parser
 * yields part-way through a page and Chrome may paint what it has: the home page's hero text
 * before its image, which comes after it in the markup and above it on a phone (CSS `order`),
 * then moves the text down when it arrives (a layout shift of 0.11 seen in CI). The head asks
 * for the element after #root before rendering (`<link rel="expect" blocking="render">`, HTML's
 * render-blocking); it is parsed once the frame is, so the first paint holds all of it. A browser
 * without the link type ignores it and paints as before.
 */
const frameEnd = 'tp-frame-end';
const expectFrameEnd = `<link rel="expect" href="#${frameEnd}" blocking="render">`;

/** The build's preloads of the entry's imports, with their line. */
const modulePreload = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/gi;

/**
 * The frames of the build in `dist`, or a lookup that finds none when the build has no
 * first-paint.json (an older build, an API-only run).
 */
export function loadFirstPaint(
  dist: string,
  shell: string,
): (request: FirstPaintRequest) => FirstPaintAnswer | undefined {
  let pages: FirstPaintPage[] = [];
  try {
    pages = JSON.parse(
      readFileSync(path.join(dist, 'first-paint.json'), 'utf8'),
    ) as FirstPaintPage[];
  } catch {
    return () => undefined;
  }
  const built = pages.map((page) => {
    // Decision 292: a frame that reveals its content later starts the app after that, too.
    const reveals = page.revealMs !== undefined;
    const handOver = page.startAfterPaint === true || reveals;
    const rootAttributes =
      (page.session ? ` data-session="${page.session}"` : '') +
      (reveals ? ` data-reveal-ms="${page.revealMs}"` : '');
    // Decision 292: under a frame that reveals its content later, the app's code is not fetched
    // before that either: the boot script asks for the entry's imports (`data-modules`) with the
    // entry itself, so the first paints wait for no script at all.
    const modules = [...shell.matchAll(modulePreload)].map((tag) => tag[1]);
    const later = reveals ? ` data-modules="${modules.join(' ')}"` : '';
    const styles = [
      ...page.css.map((file) => readFileSync(path.join(dist, file), 'utf8')),
      ...(page.style ? [page.style] : []),
    ]
      .map((css) => `<style>${css.replaceAll('</style', '<\\/style')}</style>`)
      .join('');
    const answers = Object.fromEntries(
      languages.map((lang) => {
        const html = shell
          .replace(/<html[^>]*>/i, () => `<html lang="${lang}" dir="${directionOf(lang)}">`)
          .replace(startAfterPaint, (all, boot: string, entry: string) =>
            handOver ? `<script defer src="${boot}" data-entry="${entry}"${later}></script>` : all,
          )
          .replace(modulePreload, (tag) =>
            reveals
              ? ''
              : handOver
                ? tag.replace('<link rel="modulepreload"', '$& fetchpriority="low"')
                : tag,
          )
          .replace(/<\/head>/i, () => `${styles}${expectFrameEnd}</head>`)
          .replace(
            /<div id="root"><\/div>/i,
            () =>
              `<div id="root" data-lang="${lang}"${rootAttributes}>${page.html[lang]}</div>` +
              `<template id="${frameEnd}"></template>`,
          );
        const answer: FirstPaintAnswer = {
          lang,
          html,
          gzip: once(() => gzipSync(html, { level: 9 })),
          brotli: once(() => brotliCompressSync(html)),
        };
        return [lang, answer];
      }),
    ) as Record<Language, FirstPaintAnswer>;
    return { pattern: new RegExp(page.path, 'i'), query: page.query, bare: page.bare, answers };
  });
  return ({ path: urlPath, query, cookie, acceptLanguage }) => {
    const bare = [...query.keys()].every((name) => name === 'lang');
    const page = built.find(
      (p) =>
        p.pattern.test(urlPath) &&
        (!p.query || query.get(p.query.name) === p.query.value) &&
        (!p.bare || bare),
    );
    if (!page) return undefined;
    const addressed = query.get('lang');
    const lang = isLanguage(addressed)
      ? addressed
      : isLanguage(cookie)
        ? cookie
        : pickLanguage(acceptLanguage);
    return page.answers[lang];
  };
}
