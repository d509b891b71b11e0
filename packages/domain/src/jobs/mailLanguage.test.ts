import { describe, expect, it } from 'vitest';
import { mailLanguageOf } from './mailLanguage';

const appliedAt = new Date('2026-12-01T10:00:00Z');

describe('the language of an application mail (issue 37)', () => {
  it("is the page's the person applied from, though their account reads Arabic", () => {
    expect(mailLanguageOf({ accountLang: 'ar', applicationLang: 'en', appliedAt })).toBe('en');
  });

  it('follows the account once the person changed its language after applying', () => {
    const changed = new Date('2026-12-02T10:00:00Z');
    expect(
      mailLanguageOf({
        accountLang: 'ar',
        accountLangChangedAt: changed,
        applicationLang: 'en',
        appliedAt,
      }),
    ).toBe('ar');
    const before = new Date('2026-11-30T10:00:00Z');
    expect(
      mailLanguageOf({
        accountLang: 'ar',
        accountLangChangedAt: before,
        applicationLang: 'en',
        appliedAt,
      }),
    ).toBe('en');
  });

  it('falls back to the account, the guest, the link, then English', () => {
    expect(mailLanguageOf({ accountLang: 'ar' })).toBe('ar');
    expect(mailLanguageOf({ guestLang: 'ar' })).toBe('ar');
    expect(mailLanguageOf({ linkLang: 'xx' })).toBe('en');
  });
});
