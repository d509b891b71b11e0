// The glossary (locales/glossary.ts, decision 149) holds: each term has one Arabic name in every
// text of the web app and of the domain (messages, mails, ISI texts), and no older name is left.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@talentpool/domain/messages';
import en from './en';
import ar from './ar';
import { glossary } from './glossary';

function leaves(value: unknown, prefix = '', out = new Map<string, string>()) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (typeof value === 'string') {
    out.set(prefix, value);
  }
  return out;
}

/** English and Arabic of every text, by key; plural forms pair with the English 'other'. */
function pairs(): [string, string, string][] {
  const enTexts = leaves(en);
  const arTexts = leaves(ar);
  for (const [key, text] of Object.entries(messages.en)) enTexts.set(`domain:${key}`, text);
  for (const [key, text] of Object.entries(messages.ar)) arTexts.set(`domain:${key}`, text);
  return [...arTexts].flatMap(([key, arText]) => {
    const enText = enTexts.get(key) ?? enTexts.get(key.replace(/_(zero|two|few|many)$/, '_other'));
    return enText === undefined ? [] : [[key, enText, arText] as [string, string, string]];
  });
}

const root = path.resolve(import.meta.dirname, '../../../..');
/** The Arabic sources: the web app's ar.ts files and the domain's and the server's texts. */
function arabicSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : arabicSources(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const text = readFileSync(full, 'utf8');
    return /[\u0600-\u06FF]/.test(text) ? [full] : [];
  });
}

describe('the glossary', () => {
  const all = pairs();

  it('reads every text of both languages', () => {
    expect(all.length).toBeGreaterThan(2000);
  });

  it.each(glossary.map((entry) => [entry.term, entry] as const))(
    '%s: each Arabic text whose English names it uses its one Arabic name',
    (_term, entry) => {
      const named = all.filter(([, enText]) => entry.en.test(enText));
      expect(named.length).toBeGreaterThan(0);
      const other = named
        .filter(([, , arText]) => !entry.ar.test(arText))
        .map(([key, enText, arText]) => `${key}: ${enText} | ${arText}`);
      expect(other).toEqual([]);
    },
  );

  it('no older Arabic name is left in any source', () => {
    const files = [
      ...arabicSources(path.join(root, 'packages/web/src')),
      ...arabicSources(path.join(root, 'packages/domain/src')),
      ...arabicSources(path.join(root, 'packages/server/src')),
    ];
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => {
      if (file.endsWith('glossary.ts')) return [];
      const text = readFileSync(file, 'utf8');
      return glossary.flatMap((entry) =>
        entry.avoid
          .filter((name) => text.includes(name))
          .map((name) => `${path.relative(root, file)}: ${name} (say ${entry.arabic})`),
      );
    });
    expect(found).toEqual([]);
  });
});
