// Issue 23: one voice for field errors in each language. A message that says a field is required
// reads '<Field> is required' in English (a capital first, no 'Name required', no '!!') and
// '<الحقل> مطلوب' in Arabic (no '!!'); no message of the domain shouts with '!!'.
import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('field errors', () => {
  const en = Object.entries(messages.en);
  const ar = Object.entries(messages.ar) as [string, string][];

  it('say a required field one way in English', () => {
    // A placeholder named {required} (the fit's reasons: "the posting asks {required}") is no
    // word of the text.
    const required = en.filter(([, text]) => {
      const words = text.replace(/\{[^}]*\}/g, '');
      return /\brequired\b/i.test(words) && !/\bthe required\b/.test(words);
    });
    const off = required.filter(
      ([key, text]) =>
        !/^[A-Z][^!]* is required( unless .+)?$/.test(text) && !key.includes('Invalid'),
    );
    expect(off).toEqual([]);
  });

  it('never shout with "!!", in either language', () => {
    expect([...en, ...ar].filter(([, text]) => text.includes('!!'))).toEqual([]);
  });
});
