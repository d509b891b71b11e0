// Decision 166: the highlight's matched lexemes are picked in the server from the vector's lexemes,
// as search_matched_lexemes(vector, any) did in the database: a word's or a typo candidate's
// lexeme, or, for a word the vocabulary lacks, a lexeme it begins.
import { describe, expect, it } from 'vitest';
import { matchedLexemesOf, type TermFacts } from './public';

const fact = (lexemes: string[], known: boolean, near: string[] = []): TermFacts => ({
  lexemes,
  known,
  near: near.map((word) => ({ word, similarity: 0.5, query: `'${word}'` })),
  wholeQuery: '',
  matchQuery: '',
});
const vector = ['analyst', 'data', 'engin', 'mohamed', 'محلل', 'python'];

describe('matchedLexemesOf', () => {
  it('keeps the lexemes of the words and of their typo candidates', () => {
    const plan = { terms: ['analysts'], facts: [fact(['analyst'], true)] };
    expect(matchedLexemesOf(vector, plan)).toEqual(['analyst']);
    const typo = { terms: ['pyhton'], facts: [fact(['pyhton', 'python'], false, ['python'])] };
    expect(matchedLexemesOf(vector, typo)).toEqual(['python']);
    const arabic = { terms: ['المحللين'], facts: [fact(['محلل'], false)] };
    expect(matchedLexemesOf(vector, arabic)).toEqual(['محلل']);
  });

  it('takes a word the vocabulary lacks as the start of a lexeme, from three letters', () => {
    expect(matchedLexemesOf(vector, { terms: ['moh'], facts: [fact(['moh'], false)] })).toEqual([
      'mohamed',
    ]);
    expect(matchedLexemesOf(vector, { terms: ['mo'], facts: [fact(['mo'], false)] })).toBeNull();
    // A known word is its stem only, never a prefix (decision 150).
    expect(matchedLexemesOf(vector, { terms: ['dat'], facts: [fact(['dat'], true)] })).toBeNull();
    // Not one token of the 'simple' parser: no prefix.
    expect(
      matchedLexemesOf(vector, { terms: ['moh-x'], facts: [fact(['moh-x'], false)] }),
    ).toBeNull();
  });

  it('answers null without a match, a vector or a query (no highlight)', () => {
    const plan = { terms: ['zebrafish'], facts: [fact(['zebrafish'], false)] };
    expect(matchedLexemesOf(vector, plan)).toBeNull();
    expect(matchedLexemesOf(null, plan)).toBeNull();
    expect(matchedLexemesOf(vector, undefined)).toBeNull();
  });
});
