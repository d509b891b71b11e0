// Every text exists in English and Arabic: a key missing in either language fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en';
import ar from './ar';

const pluralForm = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

describe('web texts', () => {
  const enLeaves = leaves(en);
  const arLeaves = leaves(ar);

  it('have the same keys in English and Arabic', () => {
    // Plural forms differ by language (English: one, other; Arabic: zero, one, two, few, many,
    // other), so a plural text counts once, by its key without the form.
    const texts = (all: Map<string, unknown>) =>
      [...new Set([...all.keys()].map((key) => key.replace(pluralForm, '')))].sort();
    expect(texts(arLeaves)).toEqual(texts(enLeaves));
  });

  it('have every plural form their language needs', () => {
    // i18next asks Intl.PluralRules for the form; a missing one shows the bare key (Arabic 3 is
    // 'few', 11 is 'many').
    for (const [lang, all] of [
      ['en', enLeaves],
      ['ar', arLeaves],
    ] as const) {
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const plurals = new Set(
        [...all.keys()].filter((key) => pluralForm.test(key)).map((k) => k.replace(pluralForm, '')),
      );
      const missing = [...plurals].flatMap((key) =>
        forms.filter((form) => !all.has(`${key}_${form}`)).map((form) => `${lang} ${key}_${form}`),
      );
      expect(missing).toEqual([]);
    }
  });

  it('are non-empty, and the Arabic ones are written in Arabic', () => {
    for (const [key, text] of enLeaves) {
      expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
    }
    // Placeholders, addresses and examples are the same in both languages; what is left of an
    // Arabic text must not be Latin words without a single Arabic letter (an untranslated copy).
    const words = (text: string) =>
      text
        .replace(/\{\{[^}]*\}\}/g, '')
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\S+@\S+/g, '');
    const untranslated = [...arLeaves].filter(([key, text]) => {
      if (typeof text !== 'string' || key === 'nav.switchTo') return false;
      const rest = words(text);
      return /[A-Za-z]{2,}/.test(rest) && !/[\u0600-\u06FF]/.test(rest);
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

/** The source of every component and module of the web app (tests left out). */
function sources(dir = path.resolve(import.meta.dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(full, 'utf8')]
      : [];
  });
}

function lookUp(resources: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      resources,
    );
}

describe('texts the components ask for', () => {
  const code = sources().join('\n');

  it('exist: a key used with t() but missing from the resources fails', () => {
    const keys = new Set([...code.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1] as string));
    expect(keys.size).toBeGreaterThan(100);
    const missing = [...keys].filter(
      (key) => lookUp(en, key) === undefined && lookUp(en, `${key}_other`) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('exist for keys built at run time: their fixed part names a group of texts', () => {
    const prefixes = new Set(
      [...code.matchAll(/\bt\(\s*`([^`$]+)\.\$\{/g)].map((m) => m[1] as string),
    );
    expect(prefixes.size).toBeGreaterThan(5);
    const missing = [...prefixes].filter((prefix) => {
      const group = lookUp(en, prefix);
      return !group || typeof group !== 'object';
    });
    expect(missing).toEqual([]);
  });
});

describe('texts loaded per language (decision 099)', () => {
  it('the first screen set is the shell, shared first-screen, landing, auth and questionnaire texts of each language, as composed', async () => {
    const firstEn = (await import('./firstScreen/en')).default;
    const firstAr = (await import('./firstScreen/ar')).default;
    const {
      landing: landingEn,
      auth: authEn,
      brand: brandEn,
      nav: navEn,
      common: commonEn,
      sidebar: sidebarEn,
      hero: heroEn,
      measuredAccuracy: measuredAccuracyEn,
      formField: formFieldEn,
    } = en;
    expect(firstEn).toEqual({
      brand: brandEn,
      nav: navEn,
      common: commonEn,
      sidebar: sidebarEn,
      hero: heroEn,
      measuredAccuracy: measuredAccuracyEn,
      formField: formFieldEn,
      landing: landingEn,
      auth: authEn,
      isi: { questionnaire: en.isi.questionnaire },
    });
    const {
      landing: landingAr,
      auth: authAr,
      brand: brandAr,
      nav: navAr,
      common: commonAr,
      sidebar: sidebarAr,
      hero: heroAr,
      measuredAccuracy: measuredAccuracyAr,
      formField: formFieldAr,
    } = ar;
    expect(firstAr).toEqual({
      brand: brandAr,
      nav: navAr,
      common: commonAr,
      sidebar: sidebarAr,
      hero: heroAr,
      measuredAccuracy: measuredAccuracyAr,
      formField: formFieldAr,
      landing: landingAr,
      auth: authAr,
      isi: { questionnaire: ar.isi.questionnaire },
    });
  });

  it("the shell's copy of the network error is the domain's text in both languages", async () => {
    const { errorMessage } = await import('@talentpool/domain/messages');
    expect(en.common.unreachable).toBe(errorMessage('NETWORK', 'en'));
    expect(ar.common.unreachable).toBe(errorMessage('NETWORK', 'ar'));
  });
});

describe('screens outside the lazy pages (decision 099)', () => {
  // These render before the rest of the language has loaded (the shell, /, /about, /auth and
  // /Q): they may ask only for first-screen texts.
  const firstScreenFiles = [
    'app/App.tsx',
    'components/Layout.tsx',
    'components/NavBar.tsx',
    'components/AccountLayout.tsx',
    'components/RequireAccount.tsx',
    'components/Spinner.tsx',
    // The labelled fields of the auth forms (and of every other form).
    'components/FormField.tsx',
    'features/home/HomePage.tsx',
    'features/auth/AuthPage.tsx',
    ...readdirSync(path.resolve(import.meta.dirname, '../features/auth/components'))
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => `features/auth/components/${file}`),
    // The login form and the pieces the auth forms share (decision 110 moved them here).
    ...readdirSync(path.resolve(import.meta.dirname, '../components/auth'))
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => `components/auth/${file}`),
    'features/isi/QuestionnairePage.tsx',
    ...readdirSync(path.resolve(import.meta.dirname, '../components/questionnaire'))
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => `components/questionnaire/${file}`),
    'components/Hero.tsx',
    'features/landing/LandingPage.tsx',
    'components/MeasuredAccuracyClaim.tsx',
    'features/notFound/NotFoundPage.tsx',
  ];

  it('ask only for texts of the first screen set', async () => {
    const firstEn = (await import('./firstScreen/en')).default;
    const src = path.resolve(import.meta.dirname, '..');
    const code = firstScreenFiles
      .map((file) => readFileSync(path.join(src, file), 'utf8'))
      .join('\n');
    const keys = [...code.matchAll(/\bt\(\s*['`]([^'`$]+)/g)].map((m) =>
      (m[1] as string).replace(/\.$/, ''),
    );
    expect(keys.length).toBeGreaterThan(20);
    const missing = keys.filter(
      (key) => lookUp(firstEn, key) === undefined && lookUp(firstEn, `${key}_other`) === undefined,
    );
    expect(missing).toEqual([]);
  });
});
