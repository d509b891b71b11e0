import { describe, expect, it } from 'vitest';
import { directionOf, languageOfText, pickLanguage } from './language';

describe('pickLanguage', () => {
  it('reads the first supported language of an Accept-Language header', () => {
    expect(pickLanguage('ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(pickLanguage('fr-FR, en-GB;q=0.5')).toBe('en');
  });
  it('falls back to English', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('de')).toBe('en');
  });
  it('gives right to left for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('languageOfText (issue 37: lang and dir of a text a person wrote)', () => {
  it('reads the script of the first letter, as dir="auto" does', () => {
    expect(languageOfText('Problem solving', 'ar')).toBe('en');
    expect(languageOfText('حل المشكلات', 'en')).toBe('ar');
    expect(languageOfText('(2) Excel و الجداول', 'ar')).toBe('en');
    expect(languageOfText('٣ - التواصل with teams', 'en')).toBe('ar');
  });
  it('falls back for a text without letters', () => {
    expect(languageOfText('2026 - 42', 'ar')).toBe('ar');
    expect(languageOfText('', 'en')).toBe('en');
  });
});
