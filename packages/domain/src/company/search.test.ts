import { describe, expect, it } from 'vitest';
import { messages, translate } from '../messages';
import {
  candidateSearchQuerySchema,
  candidateTermsOf,
  holdsNoSearchWord,
  isPrefixTerm,
} from './search';

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

describe('candidateSearchQuerySchema', () => {
  it('refuses an order by fit without exactly one target with a message key of both languages', () => {
    const jobId = '30000000-0000-4000-8000-000000000001';
    const cardId = '30000000-0000-4000-8000-000000000002';
    for (const query of [{ sort: 'fit' }, { sort: 'fit', jobId, cardId }]) {
      const parsed = candidateSearchQuerySchema.safeParse(query);
      expect(parsed.success).toBe(false);
      const message = parsed.error?.issues[0]?.message ?? '';
      expect(message).toBe('company.searchFitTarget');
      expect(translate(message, 'en')).toBe(messages.en['company.searchFitTarget']);
      expect(translate(message, 'ar')).toMatch(/الملاءمة/);
    }
    expect(candidateSearchQuerySchema.safeParse({ sort: 'fit', jobId }).success).toBe(true);
  });
});
