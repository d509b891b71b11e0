// Issue 46 (decisions 285, 291): the first frame of the job seeker's pages, /Q, the home page, /about
// and /auth, as HTML the server puts in
// #root before any script arrives, in the page's language and direction. On a phone's slow link
// the app's code takes seconds; this frame paints with the page itself, as the job pages' summary
// does (decision 145). It is the app's own markup of that moment, in the app's classes (the
// navigation bar of components/NavBar, the sidebar of components/AccountLayout, each page's
// heading and first lines), so the app replacing it moves nothing (e2e/seekerFirstPaint.spec.ts
// compares the two). Built with the web app (vite.config.ts writes first-paint.json from the
// whole language's texts); the server only picks the language and splices (plugins/app/webApp).
// Nothing here runs in the browser.
import { escapeHtml } from '@talentpool/domain/links/invitationMail';
import { authSpinnerMs } from '@talentpool/domain/limits';
import type { Language } from '@talentpool/domain/plain/language';
import type { Resources } from '../locales/en';

/** One page's first frame: the address it answers, and its HTML per language. */
export interface FirstPaintPage {
  /** A case-insensitive pattern of the address's path (the router matches paths so). */
  path: string;
  /** When set, this frame is for the addresses whose query has this parameter and value. */
  query?: { name: string; value: string };
  /**
   * The page's stylesheets beyond the app's own (the page chunk's CSS), by source module; none
   * for a page in the app's entry (its CSS is in index.html already) or whose frame needs none.
   */
  cssOf?: string;
  /**
   * Who the frame is for: 'User', a signed-in job seeker's page, which the app drops at once for
   * anyone else (a stranger is sent elsewhere: main.tsx), rather than keeping it while it loads
   * the page; 'none', a visitor's page (the home page's calls to action, the login screen),
   * dropped at once for someone signed in, whose page differs.
   */
  session?: 'User' | 'none';
  /**
   * The app's code runs once this frame is on screen, not before its first paint (decision 291):
   * for the pages whose largest paint is in the frame (the hero image of / and /about).
   */
  startAfterPaint?: true;
  /**
   * For the bare address only: its query holds nothing but `lang` (the login screen without a
   * sign-up, a note or an e-mail asked for by its address).
   */
  bare?: true;
  /**
   * The frame shows its content this long after its first paint (CSS, without a script: the
   * spec's second of spinner before the login form); the app starts after that (decision 292).
   */
  revealMs?: number;
  /** The frame's own CSS (what only the frame has: the reveal), put in the head by the server. */
  style?: string;
  html: Record<Language, string>;
}

/** The domain's HTML escape (the mails' and the job pages' too). */
const esc = escapeHtml;

/** A `t()` over a language's texts, for the plain keys these frames use. */
function textsOf(texts: Resources) {
  return (key: string): string => {
    let value: unknown = texts;
    for (const part of key.split('.')) value = (value as Record<string, unknown>)?.[part];
    if (typeof value !== 'string') throw new Error(`first paint: no text ${key}`);
    return esc(value);
  };
}

type T = ReturnType<typeof textsOf>;

function spinner(t: T): string {
  return (
    '<div class="spinner-wrap" role="status" aria-live="polite">' +
    '<div class="spinner" aria-hidden="true"></div>' +
    `<span class="visually-hidden">${t('common.loading')}</span></div>`
  );
}

/** components/NavBar with its menu closed; `signedIn` as the page is usually opened. */
function navBar(t: T, lang: Language, signedIn: boolean): string {
  const other = lang === 'ar' ? 'en' : 'ar';
  const links = [
    `<a class="" href="/">${t('nav.home')}</a>`,
    `<a class="" href="/isi">${t('nav.about')}</a>`,
    `<a class="" href="/jobs">${t('nav.jobs')}</a>`,
    signedIn
      ? `<a class="" href="/Profile/myprofile">${t('nav.profile')}</a>`
      : `<a class="" href="/auth">${t('nav.login')}</a>`,
  ];
  return (
    `<a class="skip-link" href="#main">${t('common.skipToContent')}</a>` +
    '<header class="navbar"><div class="navbar-inner">' +
    `<a class="brand" href="/"><img src="/favicon.svg" alt="" width="28" height="28"><span>${t('brand')}</span></a>` +
    '<button type="button" class="burger" aria-expanded="false" aria-controls="main-menu" ' +
    `aria-label="${t('nav.menu')}"><span aria-hidden="true"></span><span aria-hidden="true"></span>` +
    '<span aria-hidden="true"></span></button>' +
    `<nav id="main-menu" class="menu" aria-label="${t('nav.mainNavigation')}">${links.join('')}` +
    `<button type="button" class="lang-switch" lang="${other}" aria-label="${t('nav.language')}: ${t('nav.switchTo')}">` +
    `${t('nav.switchTo')}</button></nav></div></header>`
  );
}

/** The job seeker's sidebar items, as components/AccountLayout lists them. */
const userItems = [
  ['/Profile/myprofile', 'sidebar.profile'],
  ['/Profile/Jobs', 'sidebar.jobsForYou'],
  ['/Profile/Avatar', 'sidebar.avatar'],
  ['/Profile/Applications', 'sidebar.applications'],
  ['/Profile/Bill', 'sidebar.userBilling'],
  ['/Profile/Security', 'sidebar.security'],
] as const;

/** components/AccountLayout of a job seeker, with `page` beside the sidebar. */
function userArea(t: T, active: string, page: string): string {
  const items = userItems
    .map(([to, key]) =>
      to === active
        ? `<li><a aria-current="page" class="active" href="${to}">${t(key)}</a></li>`
        : `<li><a class="" href="${to}">${t(key)}</a></li>`,
    )
    .join('');
  return (
    '<div class="account-layout"><aside class="sidebar">' +
    `<nav aria-label="${t('sidebar.label')}"><ul>${items}</ul>` +
    `<ul><li><button type="button" class="sidebar-logout">${t('sidebar.logOut')}</button></li></ul>` +
    `</nav></aside><div class="account-content">${page}</div></div>`
  );
}

function layout(t: T, lang: Language, signedIn: boolean, main: string): string {
  return `${navBar(t, lang, signedIn)}<main id="main" tabindex="-1">${main}</main>`;
}

/** features/seeker/SeekerJobsPage while its recommended jobs load (the rest is below the fold). */
function seekerJobs(t: T, lang: Language): string {
  const page =
    '<section class="page seeker-page" aria-labelledby="seeker-title">' +
    `<h1 id="seeker-title">${t('seeker.home.title')}</h1>` +
    `<p class="muted">${t('seeker.home.intro')}</p>` +
    '<section class="seeker-section" aria-labelledby="recommended-title">' +
    `<h2 id="recommended-title">${t('seeker.home.recommended')}</h2>` +
    `<div class="seeker-loading">${spinner(t)}</div></section></section>`;
  return layout(t, lang, true, userArea(t, '/Profile/Jobs', page));
}

/** features/jobs/UserApplicationsPage while the applications load. */
function userApplications(t: T, lang: Language): string {
  const page =
    '<section class="page jobs-page" aria-labelledby="applications-title">' +
    `<h1 id="applications-title">${t('jobs.applications.title')}</h1>` +
    `<p class="muted">${t('jobs.applications.intro')}</p>${spinner(t)}</section>`;
  return layout(t, lang, true, userArea(t, '/Profile/Applications', page));
}

/** components/UnsubscribeConfirmation as features/seeker/JobAlertUnsubscribePage opens it. */
function jobAlertUnsubscribe(t: T, lang: Language, weekly: boolean): string {
  const name = weekly ? 'job-recommendations-unsubscribe' : 'job-alert-unsubscribe';
  const key = weekly ? 'seeker.unsubscribe.weekly' : 'seeker.unsubscribe';
  const page =
    `<section class="page ${name}" aria-labelledby="${name}-title">` +
    `<h1 id="${name}-title">${t(`${key}.title`)}</h1><p>${t(`${key}.intro`)}</p>` +
    `<button type="button" class="button primary">${t(`${key}.confirm`)}</button></section>`;
  // Opened from a mail: usually in a tab without a session.
  return layout(t, lang, false, page);
}

/** The percentage as lib/format's formatPercent writes it (Arabic with Latin digits). */
function percent(value: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(value / 100);
}

/**
 * components/questionnaire/Questionnaire on /Q, at its instructions, down to the answer scale
 * (whose labels come with the statements). A job seeker who stopped halfway resumes on the page
 * of statements she left: for her the app's first frame is that page instead.
 */
function questionnaire(t: T, lang: Language): string {
  const page =
    '<section class="page questionnaire" aria-labelledby="q-title">' +
    `<h1 id="q-title">${t('isi.questionnaire.title')}</h1>` +
    '<div class="q-progress"><span class="q-progress-label" id="q-first-paint-progress">' +
    `${t('isi.questionnaire.progress')}: ${esc(percent(0, lang))}</span>` +
    '<div class="q-progress-track" role="progressbar" aria-labelledby="q-first-paint-progress" ' +
    'aria-valuemin="0" aria-valuemax="100" aria-valuenow="0">' +
    '<div class="q-progress-fill" style="inline-size:0%"></div></div></div>' +
    '<div class="q-instructions">' +
    `<h2 tabindex="-1">${t('isi.questionnaire.instructionsTitle')}</h2>` +
    `<p>${t('isi.questionnaire.intro')}</p>` +
    `<p class="q-duration"><strong>${t('isi.questionnaire.duration')}</strong></p>` +
    `<h3>${t('isi.questionnaire.scaleTitle')}</h3><p>${t('isi.questionnaire.scaleIntro')}</p>` +
    '</div></section>';
  return layout(t, lang, true, page);
}

/** components/Hero for a visitor (not signed in: with the sign-up button), Explore to `explore`. */
function hero(t: T, explore: string): string {
  return (
    '<section class="lp-hero" aria-labelledby="page-title"><div class="lp-hero-inner">' +
    `<div class="lp-hero-text"><p class="lp-eyebrow">${t('hero.eyebrow')}</p>` +
    `<h1 id="page-title">${t('hero.title')}</h1><p class="lp-lead">${t('hero.lead')}</p>` +
    `<div class="lp-actions"><a class="lp-button lp-button-accent" href="${explore}">${t('hero.explore')}</a>` +
    `<a class="lp-button lp-button-ghost" href="/auth?signup=new">${t('hero.start')}</a></div></div>` +
    `<img class="lp-hero-image" src="/landing/hero.svg" alt="${t('hero.imageAlt')}" width="480" ` +
    'height="360" fetchpriority="high" decoding="async"></div></section>'
  );
}

/** features/home/HomePage for a visitor: the hero and the two audiences' headings (the fold). */
function home(t: T, lang: Language): string {
  const audience = (key: 'seekers' | 'companies', image: string, to: string) =>
    '<li class="lp-card home-audience">' +
    `<img src="${image}" alt="" width="240" height="180" loading="lazy" decoding="async">` +
    `<h3>${t(`landing.home.${key}.title`)}</h3><p>${t(`landing.home.${key}.body`)}</p>` +
    `<a class="lp-button" href="${to}">${t(`landing.home.${key}.action`)}</a></li>`;
  const page =
    `<div class="lp home">${hero(t, '/about')}` +
    '<section class="lp-section" aria-labelledby="audiences-heading">' +
    `<h2 id="audiences-heading">${t('landing.home.audiencesHeading')}</h2><ul class="home-audiences">` +
    audience('seekers', '/landing/seekers.svg', '/auth?signup=user') +
    audience('companies', '/landing/companies.svg', '/auth?signup=company') +
    '</ul></section></div>';
  return layout(t, lang, false, page);
}

/** features/landing/LandingPage (/about) for a visitor: the hero and the About section. */
function landing(t: T, lang: Language): string {
  const points = (['pool', 'cards', 'languages'] as const)
    .map(
      (key) =>
        `<li class="lp-card"><h3>${t(`landing.about.points.${key}.title`)}</h3>` +
        `<p>${t(`landing.about.points.${key}.body`)}</p></li>`,
    )
    .join('');
  const page =
    `<div class="lp">${hero(t, '#about')}` +
    '<section id="about" class="lp-section" aria-labelledby="about-heading" tabindex="-1">' +
    `<h2 id="about-heading">${t('landing.about.heading')}</h2>` +
    `<p class="lp-section-lead">${t('landing.about.body')}</p><ul class="lp-cards">${points}</ul>` +
    '</section></div>';
  return layout(t, lang, false, page);
}

/**
 * features/auth/AuthPage's first second: the spinner the spec asks for before the forms. The app
 * counts that second from this frame's paint (lib/firstFrame.ts), so the forms are not held a
 * second longer than the visitor has already watched it.
 */
function authSpinner(t: T, lang: Language): string {
  return layout(t, lang, false, spinner(t));
}

/**
 * features/auth/AuthPage on the bare /auth (decision 292): the spec's second of spinner, then the
 * login form of components/auth/LoginForm, both in this frame: the form is the page's largest
 * paint, which the app's code no longer has to arrive and run for. The form is revealed by CSS
 * (authLoginStyle) a second after the frame is first rendered; the app starts
 * after that and takes over what was typed, the focus and a press of its buttons
 * (lib/firstFrame.ts). Its inputs have no `name`: without a script a press of Login reloads the
 * screen rather than putting the password in the address.
 */
function authLogin(t: T, lang: Language): string {
  const check = (label: string, extra = '') =>
    `<label class="auth-check"><input${extra} type="checkbox">${label}</label>`;
  const field = (id: string, label: string, input: string) =>
    `<div class="field"><label for="${id}">${label}</label>` +
    `<input ${input} id="${id}" class="field-control"></div>`;
  const form =
    '<form class="auth-form" novalidate="" aria-labelledby="auth-title">' +
    `<h1 id="auth-title" tabindex="-1">${t('auth.login.title')}</h1>` +
    field(
      'auth-frame-email',
      t('auth.fields.email'),
      'dir="ltr" autocomplete="username" inputmode="email" type="email"',
    ) +
    field(
      'auth-frame-password',
      t('auth.fields.password'),
      'dir="auto" autocomplete="current-password" type="password"',
    ) +
    check(t('auth.fields.showPassword')) +
    check(t('auth.login.asCompany')) +
    check(t('auth.login.remember'), ' aria-describedby="auth-remember-hint"') +
    `<p id="auth-remember-hint" class="muted auth-hint">${t('auth.login.rememberHint')}</p>` +
    `<button type="submit" class="primary auth-submit">${t('auth.login.submit')}</button>` +
    `<p class="auth-switch"><button type="button" class="auth-link">${t('auth.login.forgot')}</button></p>` +
    `<p class="auth-switch">${t('auth.login.noAccount')} ` +
    `<button type="button" class="auth-link">${t('auth.login.toSignup')}</button></p></form>`;
  const main =
    `<div class="auth-frame"><div class="auth-frame-wait">${spinner(t)}</div>` +
    `<section class="page auth-page"><div class="auth-card">${form}</div></section></div>`;
  return layout(t, lang, false, main);
}

/**
 * The login frame's own CSS: the form hidden for `revealMs` from the frame's first rendering, the
 * spinner over it hidden then (`visibility` animations: no script, no layout change); the spinner
 * back once a button of the frame was pressed.
 */
function authLoginStyle(revealMs: number): string {
  const after = `0s linear ${revealMs}ms both`;
  return (
    '@keyframes tp-frame-reveal{from{visibility:hidden}to{visibility:visible}}' +
    '@keyframes tp-frame-conceal{from{visibility:visible}to{visibility:hidden}}' +
    `.auth-frame{position:relative}.auth-frame>.auth-page{animation:tp-frame-reveal ${after}}` +
    '.auth-frame>.auth-frame-wait{position:absolute;inset-inline:0;inset-block-start:0;' +
    `animation:tp-frame-conceal ${after}}` +
    // A button pressed before the app has taken over (held by the boot script, which marks the
    // root): the spinner again until the app does what was pressed, and no typing meanwhile.
    '#root[data-pressed] .auth-frame>.auth-page{animation:none;visibility:hidden}' +
    '#root[data-pressed] .auth-frame>.auth-frame-wait{animation:none;visibility:visible}'
  );
}

/** Every page with a first frame of its own, built from each language's whole texts. */
export function firstPaintPages(texts: Record<Language, Resources>): FirstPaintPage[] {
  const both = (build: (t: T, lang: Language) => string): Record<Language, string> => ({
    en: build(textsOf(texts.en), 'en'),
    ar: build(textsOf(texts.ar), 'ar'),
  });
  return [
    { path: '^/$', session: 'none', startAfterPaint: true, html: both(home) },
    {
      path: '^/about/?$',
      session: 'none',
      startAfterPaint: true,
      cssOf: '/features/landing/LandingPage.tsx',
      html: both(landing),
    },
    // The login screen: its bare address with the spinner's second and the form (decision 292);
    // opened with ?signup= (the home page's calls to action), a note or from a mail's reset link,
    // the spinner alone (the app's form follows); not /auth/sso, which is another page.
    {
      path: '^/auth/?$',
      bare: true,
      session: 'none',
      revealMs: authSpinnerMs,
      cssOf: '/features/auth/AuthPage.tsx',
      style: authLoginStyle(authSpinnerMs),
      html: both(authLogin),
    },
    { path: '^/auth(/change-password/[^/]+)?/?$', session: 'none', html: both(authSpinner) },
    {
      path: '^/q/?$',
      session: 'User',
      cssOf: '/features/isi/QuestionnairePage.tsx',
      html: both(questionnaire),
    },
    {
      path: '^/profile/jobs/?$',
      session: 'User',
      cssOf: '/features/seeker/SeekerJobsPage.tsx',
      html: both(seekerJobs),
    },
    {
      path: '^/profile/applications/?$',
      session: 'User',
      cssOf: '/features/jobs/UserApplicationsPage.tsx',
      html: both(userApplications),
    },
    {
      path: '^/job-alerts/unsubscribe/?$',
      query: { name: 'list', value: 'recommendations' },
      cssOf: '/features/seeker/JobAlertUnsubscribePage.tsx',
      html: both((t, lang) => jobAlertUnsubscribe(t, lang, true)),
    },
    {
      path: '^/job-alerts/unsubscribe/?$',
      cssOf: '/features/seeker/JobAlertUnsubscribePage.tsx',
      html: both((t, lang) => jobAlertUnsubscribe(t, lang, false)),
    },
  ];
}
