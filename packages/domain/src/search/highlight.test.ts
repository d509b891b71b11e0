import { describe, expect, it } from 'vitest';
import { highlightOf, highlightSegments } from './highlight';

describe('highlightOf', () => {
  it('finds the matched words as written, hamza and case included', () => {
    const found = highlightOf(
      ['أحمد حسن', 'محلل بيانات', 'Python', 'SQL'],
      new Set(['احمد', 'python']),
    );
    expect(found.words).toEqual(['أحمد', 'Python']);
    expect(found.snippet).toBe('أحمد حسن · Python');
  });

  it('cuts a long part around its match and shows at most three parts', () => {
    const long = `${'word '.repeat(30)}kubernetes ${'more '.repeat(30)}`;
    const found = highlightOf([long, 'a x', 'b x', 'c x', 'd x'], new Set(['kubernetes', 'x']));
    expect(found.snippet.split(' · ')).toHaveLength(3);
    expect(found.snippet.startsWith('…')).toBe(true);
    expect(found.snippet).toContain('kubernetes');
  });

  it('finds nothing when nothing matched', () => {
    expect(highlightOf(['Sara'], new Set())).toEqual({ words: [], snippet: '' });
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
