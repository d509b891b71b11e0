import { describe, expect, it } from 'vitest';
import { highlightOf, highlightSegments, standsFor } from './highlight';

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
