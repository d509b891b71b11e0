// i18next for English and Arabic (decisions.md section 9). The choice is remembered in
// localStorage, sets <html lang dir>, and is sent to the server with every call (X-Lang). It is
// also kept in a `lang` cookie (decision 156), so the pages the server writes (the job board, a
// job page, the apply form) come in the chosen language on a return visit without ?lang=.
//
// Issue 11 (decision 099): only the active language's texts are downloaded, in two steps. The
// first screen's texts (app shell and public pages, locales/firstScreen) load before the first
// paint (main.tsx waits for `i18nReady`), so a remembered Arabic choice never shows English
// first. The whole language (locales/<lang>.ts, every feature) loads with the first lazy page
// (lib/lazyPage.ts) and, once wanted, again on every language switch before the switch happens.
// No zod here: this module is in the entry chunk (domain/plain/language has no schema).
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  directionOf,
  isLanguage,
  languages,
  pickLanguage,
  type Language,
} from '@talentpool/domain/plain/language';

const storageKey = 'lang';
/** The cookie the server's job pages read when the address names no language (decision 156). */
const cookieName = 'lang';

/** Keeps the person's choice: in localStorage for the app, in a cookie for the server. */
function remember(lang: Language): void {
  safeLocalStorage()?.setItem(storageKey, lang);
  try {
    if (new RegExp(`(?:^|; )${cookieName}=${lang}(?:;|$)`).test(document.cookie)) return;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${cookieName}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  } catch {
    // A document without cookies (sandboxed): the app still remembers in localStorage.
  }
}

/** The two sets of texts a language is loaded in. */
export type TextSet = 'firstScreen' | 'all';

type Texts = Record<string, unknown>;

const loaders: Record<Language, Record<TextSet, () => Promise<{ default: Texts }>>> = {
  en: {
    firstScreen: () => import('../locales/firstScreen/en'),
    all: () => import('../locales/en'),
  },
  ar: {
    firstScreen: () => import('../locales/firstScreen/ar'),
    all: () => import('../locales/ar'),
  },
};

const loading = new Map<string, Promise<void>>();
/** Set by the first lazy page: from then on a language switch loads the whole new language. */
let allWanted = false;

export function initialLanguage(): Language {
  // A shared or crawled address names its language (?lang=ar, decision 126): it wins over the
  // remembered choice and becomes it, as choosing in the navigation bar would.
  const addressed = languageOfAddress();
  if (addressed) {
    remember(addressed);
    return addressed;
  }
  const stored = safeLocalStorage()?.getItem(storageKey);
  if (isLanguage(stored)) {
    // A choice remembered before the cookie existed reaches the server from the next page on.
    remember(stored);
    return stored;
  }
  // The cookie without localStorage (cleared apart): the language the server wrote the page in.
  const cookie = cookieLanguage();
  if (cookie) {
    remember(cookie);
    return cookie;
  }
  return pickLanguage(navigator.languages?.join(',') ?? navigator.language);
}

function cookieLanguage(): Language | null {
  try {
    const lang = new RegExp(`(?:^|; )${cookieName}=([a-z]+)`).exec(document.cookie)?.[1];
    return isLanguage(lang) ? lang : null;
  } catch {
    return null;
  }
}

function languageOfAddress(): Language | null {
  try {
    const lang = new URLSearchParams(window.location.search).get('lang');
    return isLanguage(lang) ? lang : null;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function applyToDocument(lang: Language): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/**
 * The language the person chose. Not i18next's resolvedLanguage: texts are added after init
 * (loadTexts), so resolvedLanguage can stay unset, and a fallback to English showed English type
 * texts on an Arabic page.
 */
export function currentLanguage(): Language {
  const lng = i18n.language;
  return isLanguage(lng) ? lng : 'en';
}

/** The chosen language in a component, which re-renders on a language switch. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'en';
}

/** Downloads one set of a language's texts once and adds it to i18next. */
export function loadTexts(lang: Language, set: TextSet): Promise<void> {
  const key = `${lang}:${set}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[lang][set]().then(
      (module) => void i18n.addResourceBundle(lang, 'translation', module.default, true, true),
    );
    // A failed download (network) may be tried again by the next caller.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Every text of the current language: lazy pages wait for this before they render. */
export function loadPageTexts(): Promise<void> {
  allWanted = true;
  return loadTexts(currentLanguage(), 'all');
}

export async function setLanguage(lang: Language): Promise<void> {
  remember(lang);
  // The new language's texts arrive before the switch: no key or other language shows meanwhile.
  await loadTexts(lang, allWanted ? 'all' : 'firstScreen');
  // The whole language may have been asked for meanwhile, in the old one (a page, or the
  // operator's menu link, loading while the switch was under way): the new one comes whole too,
  // or that link would show its key.
  if (allWanted) await loadTexts(lang, 'all');
  await i18n.changeLanguage(lang);
}

i18n.on('languageChanged', (lng) => {
  if (isLanguage(lng)) applyToDocument(lng);
});

const lang = initialLanguage();
applyToDocument(lang);
const initialized = i18n.use(initReactI18next).init({
  lng: lang,
  fallbackLng: false,
  supportedLngs: [...languages],
  // Texts are added per language by loadTexts(); partialBundledLanguages keeps i18next from
  // asking a backend for them. The domain's messages (errors, validation) are translated by the
  // domain's own translate().
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  keySeparator: '.',
  returnNull: false,
  // Components re-render when texts are added (a lazy page's texts, a language switch).
  react: { bindI18nStore: 'added' },
});

/** Resolves when the first screen can be painted in the initial language. */
export const i18nReady: Promise<void> = Promise.all([
  initialized,
  loadTexts(lang, 'firstScreen'),
]).then(() => undefined);

export default i18n;
