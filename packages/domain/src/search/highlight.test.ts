import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightOf, highlightSegments, mayHoldAny, standsFor } from './highlight';
import { normalizeSearchText } from './normalize';

describe('highlightOf', () => {
  it('finds the matched words as written, hamza and case included', () => {
    const found = highlightOf(['أحمد حسن', 'محلل بيانات', 'Python', 'SQL'], ['احمد', 'python']);
    expect(found.words).toEqual(['أحمد', 'Python']);
    expect(found.snippet).toBe('أحمد حسن · Python');
  });

  it('cuts a long part around its match and shows at most three parts', () => {
    const long = `${'word '.repeat(30)}kubernetes ${'more '.repeat(30)}`;
    const found = highlightOf([long, 'a x', 'b x', 'c x', 'd x'], ['kubernet', 'x']);
    expect(found.snippet.split(' · ')).toHaveLength(3);
    expect(found.snippet.startsWith('…')).toBe(true);
    expect(found.snippet).toContain('kubernetes');
  });

  it('finds nothing when nothing matched', () => {
    expect(highlightOf(['Sara'], [])).toEqual({ words: [], snippet: '' });
  });

  it('finds the words a stem stands for, in English and Arabic', () => {
    expect(standsFor('Engineering', ['engin'])).toBe(true);
    expect(standsFor('Analysts', ['analyst'])).toBe(true);
    expect(standsFor('المحللين', ['محلل'])).toBe(true);
    expect(standsFor('مُحَلِّل', ['محلل'])).toBe(true);
    expect(standsFor('Reporting', ['r'])).toBe(false);
    expect(standsFor('R', ['r'])).toBe(true);
    expect(standsFor('reengineer', ['engin'])).toBe(false);
  });
});

describe('mayHoldAny', () => {
  // Letters whose normalization folds, drops or changes case (hamza forms, diacritics, tatweel,
  // capitals, the Greek sigma whose lower case depends on its neighbours), separators and digits.
  const pieces = ['أ', 'ا', 'إ', 'آ', 'ى', 'ي', 'ة', 'ه', 'ح', 'م', 'د', '\u064E', '\u0651', 'ـ'];
  const latin = ['E', 'e', 'n', 'G', 'i', 'İ', 'Σ', 'σ', 'ς', 'Ο', '1', ' ', '-', '·', '.'];
  const text = fc
    .array(fc.constantFrom(...pieces, ...latin), { maxLength: 24 })
    .map((a) => a.join(''));

  it('is true whenever a word of the part stands for a lexeme', () => {
    let held = 0;
    fc.assert(
      fc.property(text, text, fc.nat(), fc.nat(), (part, other, pick, cut) => {
        // A lexeme from a word of the part (its normalized form or a piece of it), beside an
        // unrelated one, so that many parts do hold a lexeme.
        const words = [...part.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((m) => m[0]);
        const word = words.length > 0 ? normalizeSearchText(words[pick % words.length] ?? '') : '';
        const lexemes = [word.slice(cut % 3), other.toLowerCase()].filter(Boolean);
        if (!words.some((w) => standsFor(w, lexemes))) return;
        held += 1;
        expect(mayHoldAny(part, lexemes)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(held).toBeGreaterThan(1000);
  });

  it('passes over a part that holds none of the lexemes', () => {
    expect(mayHoldAny('Led a team of five nurses', ['python', 'محلل'])).toBe(false);
    expect(mayHoldAny('المحللين', ['محلل'])).toBe(true);
    expect(mayHoldAny('ΟΔΟΣ', ['οδος'])).toBe(true);
  });
});

describe('highlightSegments', () => {
  it('splits text into plain and marked pieces, markup kept as text', () => {
    expect(highlightSegments('<b>Data</b> analyst, data', ['data'])).toEqual([
      { text: '<b>', match: false },
      { text: 'Data', match: true },
      { text: '</b> analyst, ', match: false },
      { text: 'data', match: true },
    ]);
    expect(highlightSegments('مُحَلِّل', ['محلل'])).toEqual([{ text: 'مُحَلِّل', match: true }]);
  });
});
