// The glossary (locales/glossary.ts, decision 149) holds: each term has one Arabic name in every
// text of the web app and of the domain (messages, mails, ISI texts), and no older name is left.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@talentpool/domain/messages';
import en from './en';
import ar from './ar';
import { glossary } from './glossary';
import { formatInterviewTime, interviewMail } from '@talentpool/domain/interviews/mails';
import i18n from '../lib/i18n';
import { formatDateTime } from '../lib/format';

function leaves(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (typeof value === 'string') {
    out.set(prefix, value);
  }
  return out;
}

/** English and Arabic of every text, by key; plural forms pair with the English 'other'. */
function pairs(): [string, string, string][] {
  const enTexts = leaves(en);
  const arTexts = leaves(ar);
  for (const [key, text] of Object.entries(messages.en)) enTexts.set(`domain:${key}`, text);
  for (const [key, text] of Object.entries(messages.ar)) arTexts.set(`domain:${key}`, text);
  return [...arTexts].flatMap(([key, arText]) => {
    const enText = enTexts.get(key) ?? enTexts.get(key.replace(/_(zero|two|few|many)$/, '_other'));
    return enText === undefined ? [] : [[key, enText, arText] as [string, string, string]];
  });
}

const root = path.resolve(import.meta.dirname, '../../../..');
/** The Arabic sources: the web app's ar.ts files and the domain's and the server's texts. */
function arabicSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : arabicSources(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const text = readFileSync(full, 'utf8');
    return /[\u0600-\u06FF]/.test(text) ? [full] : [];
  });
}

describe('the glossary', () => {
  const all = pairs();

  it('reads every text of both languages', () => {
    expect(all.length).toBeGreaterThan(2000);
  });

  it.each(glossary.map((entry) => [entry.term, entry] as const))(
    '%s: each Arabic text whose English names it uses its one Arabic name',
    (_term, entry) => {
      const named = all.filter(([, enText]) => entry.en.test(enText));
      expect(named.length).toBeGreaterThan(0);
      const other = named
        .filter(([, , arText]) => !entry.ar.test(arText))
        .map(([key, enText, arText]) => `${key}: ${enText} | ${arText}`);
      expect(other).toEqual([]);
    },
  );

  it('no older Arabic name is left in any source', () => {
    const files = [
      ...arabicSources(path.join(root, 'packages/web/src')),
      ...arabicSources(path.join(root, 'packages/domain/src')),
      ...arabicSources(path.join(root, 'packages/server/src')),
    ];
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => {
      if (file.endsWith('glossary.ts')) return [];
      const text = readFileSync(file, 'utf8');
      return glossary.flatMap((entry) =>
        entry.avoid
          .filter((name) => text.includes(name))
          .map((name) => `${path.relative(root, file)}: ${name} (say ${entry.arabic})`),
      );
    });
    expect(found).toEqual([]);
  });
});

// Issue 46 (decision 254): the brand, the clock, dates, lists and time zones of each language,
// the same on the screens (lib/format) and in the mails (the domain's mail builders).
describe('one way of writing per language', () => {
  const all = pairs();
  const at = new Date('2026-12-01T13:05:00Z');

  it('writes the brand in Arabic letters in every Arabic text', () => {
    expect(all.filter(([, , ar]) => ar.includes('TalentPool')).map(([key]) => key)).toEqual([]);
  });

  it('has no English comma inside an Arabic text', () => {
    expect(
      all
        // i18next's own "{{count, number}}" is not text.
        .map(([key, en, ar]) => [key, en, ar.replace(/\{\{[^}]*\}\}/g, '')] as const)
        .filter(([, , ar]) => /[\u0600-\u06FF][^\n]*, |, [^\n]*[\u0600-\u06FF]/.test(ar))
        .map(([key, , ar]) => `${key}: ${ar}`),
    ).toEqual([]);
  });

  it('uses the 24-hour clock on screens and in mails, in both languages', () => {
    expect(formatDateTime(at, 'en')).toContain('13:05');
    expect(formatDateTime(at, 'ar')).toContain('13:05');
    const mailEn = formatInterviewTime(at, 'Africa/Cairo', 'en');
    const mailAr = formatInterviewTime(at, 'Africa/Cairo', 'ar');
    expect(mailEn).toBe('Tuesday, 1 December 2026 at 15:05 (Africa/Cairo)');
    expect(mailAr).toContain('15:05');
    expect(mailAr).not.toMatch(/[صم]\b|AM|PM/);
  });

  it('names the time zone in Arabic, with the Arabic comma, in an Arabic mail', () => {
    const mail = interviewMail({
      lang: 'ar',
      kind: 'invitation',
      recipient: 'applicant',
      name: 'منى',
      candidateName: 'منى',
      title: 'محاسب',
      companyName: 'نايل',
      startsAt: at,
      durationMinutes: 45,
      timeZone: 'Africa/Cairo',
      location: 'القاهرة',
      videoUrl: null,
    });
    expect(mail.text).not.toContain('Africa/Cairo');
    expect(mail.text).not.toMatch(/[\u0600-\u06FF)], /);
    expect(mail.text).toContain('(توقيت شرق أوروبا، غرينتش+2)، 45 دقيقة');
  });

  it('agrees a counted Arabic noun with its number (plurals.ts)', async () => {
    await i18n.changeLanguage('ar');
    const read = (count: number) => i18n.t('cvImport.progress', { done: 1, count });
    expect([1, 2, 7, 11, 100].map(read)).toEqual([
      'تمت قراءة 1 من ملف واحد',
      'تمت قراءة 1 من ملفين',
      'تمت قراءة 1 من 7 ملفات',
      'تمت قراءة 1 من 11 ملفًا',
      'تمت قراءة 1 من 100 ملف',
    ]);
    await i18n.changeLanguage('en');
    expect(i18n.t('cvImport.progress', { done: 7, count: 7 })).toBe('7 of 7 files read');
  });
});
