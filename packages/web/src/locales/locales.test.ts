// Every text exists in English and Arabic: a key missing in either language fails here.
import { describe, expect, it } from 'vitest';
import en from './en';
import ar from './ar';

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

describe('web texts', () => {
  const enLeaves = leaves(en);
  const arLeaves = leaves(ar);

  it('have the same keys in English and Arabic', () => {
    expect([...arLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('are non-empty, and the Arabic ones are written in Arabic', () => {
    for (const [key, text] of enLeaves) {
      expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
    }
    // Placeholders, addresses and examples are the same in both languages; what is left of an
    // Arabic text must not be Latin words without a single Arabic letter (an untranslated copy).
    const words = (text: string) =>
      text
        .replace(/\{\{[^}]*\}\}/g, '')
        .replace(/https?:\/\/\S+/g, '')
        .replace(/\S+@\S+/g, '');
    const untranslated = [...arLeaves].filter(([key, text]) => {
      if (typeof text !== 'string' || key === 'nav.switchTo') return false;
      const rest = words(text);
      return /[A-Za-z]{2,}/.test(rest) && !/[\u0600-\u06FF]/.test(rest);
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
