// Issue 25 (decision 126): the built index.html with a head and a summary that crawlers read
// without running the app. Every value written into the page passes through escapeHtml; the
// JSON-LD block is escaped by jsonLdScript. The React app then replaces the summary (createRoot
// renders over whatever #root holds).
import { translate } from '@talentpool/domain/messages';
import { directionOf, type Language } from '@talentpool/domain/plain/language';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** The shell used when the web app is not built (API-only runs, tests without a build). */
export const minimalShell =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n' +
  '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n' +
  '    <title>TalentPool</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

export interface PageHead {
  lang: Language;
  title: string;
  description: string;
  /** Absolute address of this page in this language. */
  canonical: string;
  /** Absolute addresses of the page in each language. */
  alternates: Record<Language, string>;
  /** Open Graph type: 'website' or 'article'. */
  ogType: string;
  image?: string;
  noindex?: boolean;
  /** Raw, already escaped blocks (the JSON-LD script). */
  extra?: string;
}

/** One line of head: the same-named tags of the shell are replaced, the others added. */
function headTags(head: PageHead): string {
  const attr = escapeHtml;
  const lines = [
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${attr(head.alternates.en)}" />`,
    `<link rel="alternate" hreflang="ar" href="${attr(head.alternates.ar)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${attr(head.alternates.en)}" />`,
    `<meta property="og:type" content="${attr(head.ogType)}" />`,
    `<meta property="og:site_name" content="${attr(translate('jobs.page.brand', head.lang))}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:url" content="${attr(head.canonical)}" />`,
    `<meta property="og:locale" content="${head.lang === 'ar' ? 'ar_AR' : 'en_US'}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(head.title)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
  ];
  if (head.image) {
    lines.push(`<meta property="og:image" content="${attr(head.image)}" />`);
    lines.push(`<meta name="twitter:image" content="${attr(head.image)}" />`);
  }
  if (head.noindex) lines.push('<meta name="robots" content="noindex" />');
  if (head.extra) lines.push(head.extra);
  return lines.map((l) => `    ${l}`).join('\n');
}

/** A description fit for a meta tag: one line, at most about 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The shell with this page's head and `bodyHtml` (already escaped) inside #root. Uses functions
 * as replacements, so a `$&` in a title is never read as a replacement pattern.
 */
export function renderPage(shell: string, head: PageHead, bodyHtml: string): string {
  let html = shell
    .replace(/<html[^>]*>/i, () => `<html lang="${head.lang}" dir="${directionOf(head.lang)}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  html = html.replace(
    /\s*<meta\s+charset="[^"]*"\s*\/?>/i,
    (m) => `${m}\n    <meta name="description" content="${escapeHtml(head.description)}" />`,
  );
  html = html.replace(/<\/head>/i, () => `${headTags(head)}\n  </head>`);
  return html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${bodyHtml}</div>`);
}
