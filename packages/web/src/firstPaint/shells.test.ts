// Decision 285: the first frames the server paints, built from the app's whole texts of each
// language. Each frame says its page's heading in its own language, marks the page's item of
// the sidebar as the router does, and escapes what it writes.
import { describe, expect, it } from 'vitest';
import ar from '../locales/ar';
import en from '../locales/en';
import { firstPaintPages } from './shells';

const pages = firstPaintPages({ en, ar });
const frame = (path: string, query?: string) =>
  pages.find((p) => p.path === path && (p.query?.value ?? undefined) === query);

describe('first paint frames', () => {
  it('has a frame for the visitor pages, /Q and each job seeker page, in both languages', () => {
    expect(pages.map((p) => [p.path, p.query?.value ?? ''])).toEqual([
      ['^/$', ''],
      ['^/about/?$', ''],
      ['^/auth/?$', ''],
      ['^/auth(/change-password/[^/]+)?/?$', ''],
      ['^/q/?$', ''],
      ['^/profile/jobs/?$', ''],
      ['^/profile/applications/?$', ''],
      ['^/job-alerts/unsubscribe/?$', 'recommendations'],
      ['^/job-alerts/unsubscribe/?$', ''],
    ]);
    expect(frame('^/profile/jobs/?$')?.html.en).toContain('<h1 id="seeker-title">Your jobs</h1>');
    expect(frame('^/profile/jobs/?$')?.html.ar).toContain('<h1 id="seeker-title">وظائفك</h1>');
    expect(frame('^/job-alerts/unsubscribe/?$', 'recommendations')?.html.en).toContain(
      en.seeker.unsubscribe.weekly.title,
    );
    for (const page of pages) {
      // The Arabic frame is Arabic: its language switch offers English, and the reverse.
      expect(page.html.ar).toContain('lang="en"');
      expect(page.html.en).toContain('lang="ar"');
    }
  });

  it("marks the page's sidebar item as the router's NavLink does", () => {
    const jobs = frame('^/profile/jobs/?$')?.html.en ?? '';
    expect(jobs).toContain(
      `<a aria-current="page" class="active" href="/Profile/Jobs">${en.sidebar.jobsForYou}</a>`,
    );
    expect(jobs.match(/aria-current="page"/g)).toHaveLength(1);
    // Signed-in pages are the job seeker's; the unsubscribe page is opened from a mail.
    expect(frame('^/profile/applications/?$')?.session).toBe('User');
    expect(frame('^/job-alerts/unsubscribe/?$')?.session).toBeUndefined();
  });

  it("paints the visitor pages as a visitor sees them, and /auth's spinner alone but on the bare login", () => {
    const home = frame('^/$')?.html.en ?? '';
    expect(home).toContain(`<h1 id="page-title">${en.hero.title}</h1>`);
    // The calls to action open sign-up for their kind of account (issue 46), and Explore /about.
    expect(home).toContain('href="/auth?signup=user"');
    expect(home).toContain('href="/auth?signup=company"');
    expect(home).toContain('href="/about"');
    expect(home).toContain(`href="/auth">${en.nav.login}</a>`);
    expect(frame('^/about/?$')?.html.ar).toContain('<section id="about"');
    expect(frame('^/about/?$')?.html.ar).toContain(ar.landing.about.heading);
    const auth = frame('^/auth(/change-password/[^/]+)?/?$');
    expect(auth?.html.en).toContain('class="spinner-wrap" role="status"');
    expect(auth?.html.en).not.toContain('<form');
    // For a visitor: the app drops them at once for someone signed in.
    for (const path of ['^/$', '^/about/?$', '^/auth/?$', '^/auth(/change-password/[^/]+)?/?$']) {
      expect(frame(path)?.session).toBe('none');
    }
    expect(new RegExp(auth?.path ?? '', 'i').test('/auth/sso')).toBe(false);
    expect(new RegExp(auth?.path ?? '', 'i').test('/auth/change-password/abc')).toBe(true);
  });

  it('escapes the texts it writes', () => {
    const tricky = {
      ...en,
      seeker: { ...en.seeker, home: { ...en.seeker.home, title: 'Jobs <b>& "you"</b>' } },
    };
    const html =
      firstPaintPages({ en: tricky, ar }).find((p) => p.path === '^/profile/jobs/?$')?.html.en ??
      '';
    expect(html).toContain('Jobs &lt;b&gt;&amp; &quot;you&quot;&lt;/b&gt;');
  });
});
