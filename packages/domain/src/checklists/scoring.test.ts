// decisions.md section 7: group boundaries, 0 / 10 / 11 ticks, each submit from zero.
import { describe, expect, it } from 'vitest';
import { limits } from '../limits';
import { checklistItems, checklistSizes, styleOfItem, type ChecklistKind } from './items';
import { displayPercent, scoreChecklist, topStyleOf, topStylesOf } from './scoring';

const findBoss: Record<number, number[]> = {
  4: [0, 4, 7, 12, 13, 16, 17],
  5: [1, 2, 3, 9, 11, 15, 18],
  6: [5, 6, 8, 10, 14, 19, 20],
  7: [21, 22, 23, 24, 25, 26],
};
const jobMatch: Record<number, number[]> = {
  4: [1, 3, 4, 8, 15, 24],
  5: [0, 5, 9, 10, 16, 22, 23],
  6: [2, 6, 11, 14, 17, 21],
  7: [7, 12, 13, 18, 19, 20],
};

function scored(kind: ChecklistKind, items: number[]) {
  const result = scoreChecklist(kind, items);
  if (!result.ok) throw new Error('expected a result');
  return result;
}

describe.each([
  ['findboss', findBoss, 27],
  ['jobmatch', jobMatch, 25],
] as const)('%s mapping', (kind, groups, size) => {
  it(`has ${size} items, every one in exactly one group`, () => {
    expect(checklistSizes[kind]).toBe(size);
    expect(checklistItems[kind]).toHaveLength(size);
    const all = Object.values(groups)
      .flat()
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: size }, (_, i) => i));
  });

  it('maps every index to its group style', () => {
    for (const [style, indexes] of Object.entries(groups)) {
      for (const index of indexes) {
        expect(styleOfItem(kind, index), `${kind} ${index}`).toBe(Number(style));
        expect(checklistItems[kind][index]?.style).toBe(Number(style));
      }
    }
  });

  it('refuses indexes outside the checklist', () => {
    expect(() => styleOfItem(kind, -1)).toThrow(RangeError);
    expect(() => styleOfItem(kind, size)).toThrow(RangeError);
    expect(() => styleOfItem(kind, 1.5)).toThrow(RangeError);
  });

  it('labels every item in English and Arabic, each label distinct', () => {
    const en = checklistItems[kind].map((i) => i.label.en);
    expect(new Set(en).size).toBe(size);
    for (const item of checklistItems[kind]) {
      expect(item.label.en).toMatch(/\S/);
      expect(item.label.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('scores each group as count × 100 / 7', () => {
    for (const [style, indexes] of Object.entries(groups)) {
      const result = scored(kind, indexes.slice(0, 3));
      expect(result.profile[style as '4']).toBeCloseTo(300 / 7, 10);
      expect(result.top).toBe(Number(style));
      for (const other of ['4', '5', '6', '7'].filter((s) => s !== style)) {
        expect(result.profile[other as '4']).toBe(0);
      }
    }
  });
});

describe('group boundaries', () => {
  it('Find a Boss: neighbours across each boundary fall in different groups', () => {
    // 3|4 (5 -> 4), 4|5 (4 -> 6), 17|18 (4 -> 5), 18|19 (5 -> 6), 20|21 (6 -> 7), 26 last.
    expect([3, 4, 5].map((i) => styleOfItem('findboss', i))).toEqual([5, 4, 6]);
    expect([16, 17, 18, 19].map((i) => styleOfItem('findboss', i))).toEqual([4, 4, 5, 6]);
    expect([20, 21, 26].map((i) => styleOfItem('findboss', i))).toEqual([6, 7, 7]);
    expect(styleOfItem('findboss', 0)).toBe(4);
  });

  it('Job Match: the indexes of no listed group go to style 7', () => {
    expect([0, 1, 2, 7].map((i) => styleOfItem('jobmatch', i))).toEqual([5, 4, 6, 7]);
    expect([11, 12, 13, 14].map((i) => styleOfItem('jobmatch', i))).toEqual([6, 7, 7, 6]);
    expect([17, 18, 20, 21, 22, 24].map((i) => styleOfItem('jobmatch', i))).toEqual([
      6, 7, 7, 6, 5, 4,
    ]);
  });
});

describe('ticks', () => {
  it('0 ticks: every style 0 and no top style', () => {
    const result = scored('findboss', []);
    expect(result.profile).toEqual({ '4': 0, '5': 0, '6': 0, '7': 0 });
    expect(result.top).toBeNull();
    expect(result.topStyles).toEqual([]);
  });

  it(`${limits.checklistMaxChoices} ticks: a result`, () => {
    const ten = [0, 4, 7, 12, 13, 16, 17, 1, 2, 21];
    const result = scored('findboss', ten);
    expect(result.counts).toEqual({ '4': 7, '5': 2, '6': 0, '7': 1 });
    expect(result.profile['4']).toBe(100);
    expect(result.profile['7']).toBeCloseTo(100 / 7, 10);
    expect(result.top).toBe(4);
  });

  it('11 ticks: "Sorry, more than 10 choices" and no result', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => i);
    expect(scoreChecklist('jobmatch', eleven)).toEqual({
      ok: false,
      error: 'checklists.tooManyChoices',
    });
  });

  it('each call starts from zero (no tally across submits)', () => {
    scored('findboss', [21, 22, 23]);
    const second = scored('findboss', [0]);
    expect(second.counts).toEqual({ '4': 1, '5': 0, '6': 0, '7': 0 });
  });

  it('ties go to the first style and list every tied style', () => {
    const result = scored('jobmatch', [1, 2]);
    expect(result.top).toBe(4);
    expect(result.topStyles).toEqual([4, 6]);
    expect(topStyleOf(result.profile)).toBe(4);
    expect(topStyleOf({ '4': 0, '5': 0, '6': 0, '7': 0 })).toBeNull();
    expect(topStyleOf({ '4': 0, '5': 10, '6': 20, '7': 20 })).toBe(6);
    expect(topStylesOf(result.profile)).toEqual([4, 6]);
    expect(topStylesOf({ '4': 0, '5': 10, '6': 20, '7': 20 })).toEqual([6, 7]);
    expect(topStylesOf({ '4': 0, '5': 0, '6': 0, '7': 0 })).toEqual([]);
  });

  it('shows whole percentages: 1 -> 14, 3 -> 43, 6 -> 86', () => {
    expect(displayPercent(100 / 7)).toBe(14);
    expect(displayPercent(300 / 7)).toBe(43);
    expect(displayPercent(600 / 7)).toBe(86);
  });
});
