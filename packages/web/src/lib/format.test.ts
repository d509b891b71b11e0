// Issue 9: numbers and dates per locale (docs/decisions/071-numbers-and-dates.md).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@talentpool/domain/language';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPercent,
  monthNames,
  registerNumberFormat,
} from './format';
import { checklistsAr } from '../features/checklists/locales/ar';
import { checklistsEn } from '../features/checklists/locales/en';
import { companyAr } from '../features/company/locales/ar';
import { companyEn } from '../features/company/locales/en';
import { isiAr } from '../features/isi/locales/ar';
import { isiEn } from '../features/isi/locales/en';
import { linksAr } from '../features/links/locales/ar';
import { linksEn } from '../features/links/locales/en';
import { profileAr } from '../features/profile/locales/ar';
import { profileEn } from '../features/profile/locales/en';
import { sharedFirstScreenAr } from '../locales/shared/firstScreen/ar';
import { sharedFirstScreenEn } from '../locales/shared/firstScreen/en';

const bidiMarks = /[\u200e\u200f\u061c]/g;

describe('numbers', () => {
  it('group thousands in either language, with Latin digits in Arabic too', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toMatch(/^12.345$/);
    expect(formatNumber(12345, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('write scores from 0 to 100 as whole percentages', () => {
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(formatPercent(42.857, 'en')).toBe('43%');
    expect(formatPercent(0, 'en')).toBe('0%');
    // Arabic keeps the number left to right inside right-to-left text.
    expect(formatPercent(50, 'ar').replace(bidiMarks, '')).toBe('50%');
    expect(formatPercent(50, 'ar')).toContain('\u200e');
  });
});

describe('dates', () => {
  it('of profiles come from their first 10 characters, never shifted by a time zone', () => {
    expect(formatCalendarDate('2020-07-01T23:30:00-05:00', 'en')).toBe('01-07-2020');
    expect(formatCalendarDate('2020-07-01', 'ar')).toBe('1 يوليو 2020');
    expect(formatCalendarDate('2020-07-01T23:30:00-05:00', 'ar')).toBe('1 يوليو 2020');
  });

  it('of profiles show empty or odd values as they are', () => {
    expect(formatCalendarDate(null, 'en')).toBe('');
    expect(formatCalendarDate('', 'ar')).toBe('');
    expect(formatCalendarDate('sometime', 'ar')).toBe('sometime');
  });

  it('of report ranges are the calendar day given, whatever the time zone', () => {
    expect(formatDay('2026-10-01', 'en')).toBe('1 Oct 2026');
    expect(formatDay('2026-10-31', 'ar')).toMatch(/^31 [\u0600-\u06ff]+ 2026$/);
    expect(formatDay('soon', 'en')).toBe('soon');
  });

  it('name the months in the reader’s language, for a day chosen by parts', () => {
    expect(monthNames('en')[2]).toBe('March');
    expect(monthNames('ar')[2]).toBe('مارس');
    expect(monthNames('ar')).toHaveLength(12);
  });

  it('of events name the month in the reader’s language', () => {
    const moment = '2026-03-05T12:00:00Z';
    expect(formatDate(moment, 'en')).toBe('5 Mar 2026');
    expect(formatDate(moment, 'ar')).toContain('2026');
    expect(formatDate(moment, 'ar')).toMatch(/[\u0600-\u06ff]/);
    expect(formatDateTime(moment, 'en')).toMatch(/^5 Mar 2026, \d{2}:\d{2}$/);
    expect(formatDateTime(moment, 'ar')).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('numbers inside translated sentences', () => {
  // The app's own texts in both languages, on an i18next instance of their own (the app loads
  // its texts lazily) with the number format this module registers.
  const texts = i18next.createInstance();
  void texts.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          checklists: checklistsEn,
          company: companyEn,
          isi: isiEn,
          links: linksEn,
          profile: profileEn,
          ...sharedFirstScreenEn,
        },
      },
      ar: {
        translation: {
          checklists: checklistsAr,
          company: companyAr,
          isi: isiAr,
          links: linksAr,
          profile: profileAr,
          ...sharedFirstScreenAr,
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  registerNumberFormat(texts);
  const say = (key: string, lng: Language, values: Record<string, unknown>) =>
    texts.t(key, { lng, ...values });

  it('go through Intl: thousands grouped, Western digits in Arabic too', () => {
    expect(say('company.filter.resultCount', 'en', { count: 12345 })).toBe(
      'Candidates found: 12,345',
    );
    const ar = say('company.filter.resultCount', 'ar', { count: 12345 });
    expect(ar).toMatch(/12.345/);
    expect(ar).not.toMatch(/[\u0660-\u0669]/);
    expect(say('isi.questionnaire.pageHeading', 'ar', { page: 2, count: 6 })).toBe('الصفحة 2 من 6');
    expect(say('company.filter.pageOf', 'en', { page: 1000, pages: 1200 })).toBe(
      'Page 1,000 of 1,200',
    );
    expect(say('checklists.form.chosen', 'en', { count: 3, max: 10 })).toBe('3 of 10 chosen');
  });

  it('pick the plural form each language needs', () => {
    expect(say('links.users.total', 'en', { count: 1 })).toBe('1 link sent');
    expect(say('links.users.total', 'en', { count: 1500 })).toBe('1,500 links sent');
    expect(say('links.users.total', 'ar', { count: 0 })).toBe('لم يُرسل أي رابط');
    expect(say('links.users.total', 'ar', { count: 2 })).toBe('أُرسل رابطان');
    expect(say('links.users.total', 'ar', { count: 3 })).toBe('أُرسلت 3 روابط');
    expect(say('links.users.total', 'ar', { count: 11 })).toBe('أُرسل 11 رابطًا');
    expect(say('links.users.total', 'ar', { count: 100 })).toBe('أُرسل 100 رابط');
    expect(say('formField.charsLeft', 'en', { count: 1 })).toBe('1 character left');
    expect(say('formField.charsLeft', 'en', { count: 1200 })).toBe('1,200 characters left');
    expect(say('formField.charsLeft', 'ar', { count: 5 })).toBe('متبقية 5 أحرف');
    expect(say('checklists.candidates.total', 'ar', { count: 25 })).toBe('25 مرشحًا');
  });

  it('keep Western digits in Arabic even where the browser default would not', () => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: 'ar',
      resources: { ar: { translation: { n: '{{n, number}}' } } },
      interpolation: { escapeValue: false },
    });
    // A browser whose `ar` defaults to Arabic-Indic digits writes them with the built-in format.
    instance.services.formatter?.add('number', (value: unknown) =>
      new Intl.NumberFormat('ar-EG').format(Number(value)),
    );
    expect(instance.t('n', { n: 42 })).toBe('٤٢');
    registerNumberFormat(instance);
    expect(instance.t('n', { n: 42 })).toBe('42');
  });
});

describe('the company registration date', () => {
  it('is a profile date: day-month-year in English, the month by name in Arabic', () => {
    expect(formatCalendarDate('2012-04-01', 'en')).toBe('01-04-2012');
    expect(formatCalendarDate('2012-04-01T00:00:00.000Z', 'ar')).toBe('1 أبريل 2012');
  });
});
