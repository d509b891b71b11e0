import { describe, expect, it } from 'vitest';
import { candidateTermsOf, holdsNoSearchWord, isPrefixTerm } from './search';

describe('candidateTermsOf', () => {
  it('splits on white space, commas and semicolons, Latin and Arabic', () => {
    expect(candidateTermsOf('python, sql;go')).toEqual(['python', 'sql', 'go']);
    expect(candidateTermsOf('محلل، بيانات؛ مدير')).toEqual(['محلل', 'بيانات', 'مدير']);
  });

  it('drops punctuation at the ends of a word, keeps it inside', () => {
    expect(candidateTermsOf('(Manager) pyth* a:* "Sara"')).toEqual([
      'manager',
      'pyth',
      'a',
      'sara',
    ]);
    expect(candidateTermsOf('node.js e-commerce')).toEqual(['node.js', 'e-commerce']);
  });

  it('normalizes Arabic as the indexed text is', () => {
    expect(candidateTermsOf('أحمد')).toEqual(['احمد']);
  });

  it('keeps at most six words, and none of a blank text', () => {
    expect(candidateTermsOf('a b c d e f g h')).toHaveLength(6);
    expect(candidateTermsOf('   ')).toEqual([]);
    expect(candidateTermsOf(undefined)).toEqual([]);
  });
});

describe('holdsNoSearchWord', () => {
  it('is true of a text of punctuation, diacritics or tatweel only', () => {
    for (const q of ['!!!', "&|!():*'", 'ـــ', '\u064B\u064C\u064D', ' , ; ']) {
      expect(holdsNoSearchWord(q)).toBe(true);
    }
  });

  it('is false of a blank or missing text, and of one with a word', () => {
    for (const q of [undefined, '', '   ', 'a', '!!python!!', 'احمد']) {
      expect(holdsNoSearchWord(q)).toBe(false);
    }
  });
});

describe('isPrefixTerm', () => {
  it('takes three letters or digits or more, nothing else', () => {
    expect(isPrefixTerm('moh')).toBe(true);
    expect(isPrefixTerm('محم')).toBe(true);
    expect(isPrefixTerm('mo')).toBe(false);
    expect(isPrefixTerm('node.js')).toBe(false);
    expect(isPrefixTerm('moh-x')).toBe(false);
  });
});
