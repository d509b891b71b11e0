import { describe, expect, it } from 'vitest';
import { controlCharacterPaths, hasControlCharacter } from './controlCharacters';
import { messages } from './messages';

describe('control characters (decisions.md 14)', () => {
  it('finds U+0000, the other C0 controls and DEL, but not tab and line breaks', () => {
    for (const code of [0, 1, 7, 8, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), String(code)).toBe(true);
    }
    for (const text of [
      '',
      'plain',
      'tab\there',
      'two\nlines',
      'crlf\r\n',
      'مرحبا 👩🏽‍💻',
      '\u0080\u00a0',
    ]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names every bad field by its path, keys included', () => {
    expect(
      controlCharacterPaths({ a: 'ok', b: 'x\u0000', c: [{ d: 'y' }, { d: '\u0007' }] }),
    ).toEqual(['b', 'c.1.d']);
    expect(controlCharacterPaths('\u0000')).toEqual(['']);
    expect(controlCharacterPaths({ 'k\u0000': 1 })).toEqual(['k?']);
    expect(controlCharacterPaths({ n: 1, t: true, z: null, s: 'tab\t' })).toEqual([]);
    expect(controlCharacterPaths(undefined)).toEqual([]);
  });

  it('stops at max, and walks deep nesting without recursion', () => {
    expect(
      controlCharacterPaths(
        Array.from({ length: 50 }, () => '\u0000'),
        3,
      ),
    ).toHaveLength(3);
    let deep: unknown = '\u0001';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(controlCharacterPaths(deep)).toHaveLength(1);
  });

  it('has its message in English and Arabic', () => {
    expect(messages.en['input.controlCharacter']).toMatch(/\S/);
    expect(messages.ar['input.controlCharacter']).toMatch(/[\u0600-\u06FF]/);
  });
});
