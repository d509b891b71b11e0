// Issue 23: one voice for field errors in each language. A message that says a field is required
// reads '<Field> is required' in English (a capital first, no 'Name required', no '!!') and
// '<الحقل> مطلوب' in Arabic (no '!!'); no message of the domain shouts with '!!'.
import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('field errors', () => {
  const en = Object.entries(messages.en);
  const ar = Object.entries(messages.ar) as [string, string][];

  it('say a required field one way in English', () => {
    const required = en.filter(
      ([, text]) => /\brequired\b/i.test(text) && !/\bthe required\b/.test(text),
    );
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
