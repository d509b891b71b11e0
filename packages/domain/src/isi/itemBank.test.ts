// decisions.md section 6: the item bank's shape: 6 statements per scale, one of each scale on every
// page, at least one reverse-keyed per scale, texts in both languages, no key sent to browsers.
import { describe, expect, it } from 'vitest';
import { isiItemBank, questionnaireFor } from './itemBank';
import { isiTypeTexts } from './typeTexts';
import { ISI_ITEM_COUNT, ISI_PAGE_COUNT, isiScaleKeys, isiTypes } from './types';

describe('ISI item bank', () => {
  it('has 48 statements, 6 per scale, each page carrying every scale once', () => {
    expect(isiItemBank).toHaveLength(ISI_ITEM_COUNT);
    expect(isiItemBank.map((i) => i.id)).toEqual(
      Array.from({ length: ISI_ITEM_COUNT }, (_, i) => i + 1),
    );
    for (const scale of isiScaleKeys) {
      const items = isiItemBank.filter((i) => i.scale === scale);
      expect(items).toHaveLength(6);
      expect(items.some((i) => i.reverse)).toBe(true);
      expect(items.some((i) => !i.reverse)).toBe(true);
    }
    for (let page = 0; page < ISI_PAGE_COUNT; page++) {
      const scales = isiItemBank.filter((i) => i.page === page).map((i) => i.scale);
      expect([...scales].sort()).toEqual([...isiScaleKeys].sort());
    }
  });

  it('has distinct, non-empty texts in English and Arabic (Arabic script)', () => {
    for (const lang of ['en', 'ar'] as const) {
      const texts = isiItemBank.map((i) => i.text[lang].trim());
      expect(new Set(texts).size).toBe(ISI_ITEM_COUNT);
      for (const t of texts) expect(t.length).toBeGreaterThan(10);
    }
    for (const item of isiItemBank) expect(item.text.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('sends ids, texts and layout only: no scale and no keying', () => {
    const q = questionnaireFor('ar');
    expect(q.pages).toHaveLength(ISI_PAGE_COUNT);
    const json = JSON.stringify(q);
    expect(json).not.toMatch(/reverse|scale|"flt"|"blp"/);
    for (const page of q.pages) {
      for (const s of page) expect(Object.keys(s).sort()).toEqual(['id', 'text']);
    }
  });

  it('describes every type in both languages', () => {
    expect(isiTypes).toHaveLength(8);
    expect(isiTypeTexts).toHaveLength(8);
    for (const t of isiTypeTexts) {
      for (const lang of ['en', 'ar'] as const) {
        expect(t.short[lang].length).toBeGreaterThan(40);
        expect(t.long[lang].length).toBeGreaterThanOrEqual(2);
        expect(t.strengths[lang]).toHaveLength(3);
      }
      expect(t.short.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
