import { describe, expect, it } from 'vitest';
import { directionOf, pickLanguage } from './language';

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
