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
    const latinOnly = [...arLeaves].filter(
      ([key, text]) =>
        typeof text === 'string' && !/[\u0600-\u06FF]/.test(text) && key !== 'nav.switchTo',
    );
    // A few texts are the same in both (brand names like 'ISI' inside Arabic sentences are fine);
    // a text with no Arabic letter at all is an untranslated copy.
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });
});
