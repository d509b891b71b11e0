import { describe, expect, it } from 'vitest';
import { normalizeArabic, normalizeSearchText, searchNormalizeTranslateArgs } from './normalize';

describe('normalizeArabic (decisions.md 13)', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آمال', 'امال'],
    ['ٱلله', 'الله'],
    ['مصطفى', 'مصطفي'],
    ['هدى', 'هدي'],
    ['فاطمة', 'فاطمه'],
    ['مُحَلِّل', 'محلل'],
    ['مـــحـلل', 'محلل'],
    ['كِتَابٌ', 'كتاب'],
    ['مُهَنْدِسَة', 'مهندسه'],
    ['هٰذا', 'هذا'],
  ])('%s → %s', (input, output) => {
    expect(normalizeArabic(input)).toBe(output);
  });

  it('leaves other text alone and is idempotent', () => {
    expect(normalizeArabic('Data Analyst, C++ & SQL')).toBe('Data Analyst, C++ & SQL');
    const once = normalizeArabic('أحمد مُحَلِّل بيانات');
    expect(normalizeArabic(once)).toBe(once);
    expect(once).toBe('احمد محلل بيانات');
  });

  it('lower-cases for search', () => {
    expect(normalizeSearchText('Python أحمد')).toBe('python احمد');
  });

  it('gives translate() one target per folded letter, the dropped ones none', () => {
    const { from, to } = searchNormalizeTranslateArgs();
    expect(to).toHaveLength(6);
    expect(from.length).toBe(6 + 23);
  });
});
