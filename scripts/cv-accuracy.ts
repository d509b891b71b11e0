// Issue 25, decision 142: how well the CV parser reads the test CVs. For each CV of
// packages/server/test/fixtures/cvs/truth.json the text is read as the server reads it (PDF with
// unpdf, DOCX with mammoth, in a worker thread) and parsed; a field counts as found correctly when
// it equals what the CV says (names and e-mails compared without case, phones as E.164; for lists
// every item the CV has must be among the proposals). Prints the share per field and language,
// the table of docs/cv-parsing.md.
//   npm run cv:accuracy
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCv } from '../packages/server/src/lib/cvFiles/readCv';
import { sniffCv } from '../packages/server/src/lib/cvFiles/sniff';

interface Truth {
  file: string;
  lang: 'en' | 'ar';
  name: string;
  email: string;
  phone: string;
  skills: string[];
  education: string[];
  experience: string[];
}

const dir = path.resolve('packages/server/test/fixtures/cvs');
const fieldNames = ['name', 'email', 'phone', 'skills', 'education', 'experience'] as const;
const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
const containsAll = (found: string[] | undefined, wanted: string[]) => {
  const have = new Set((found ?? []).map(norm));
  return wanted.every((w) => have.has(norm(w)));
};

const truth = JSON.parse(await readFile(path.join(dir, 'truth.json'), 'utf8')) as Truth[];
const score: Record<string, Record<string, { right: number; of: number }>> = {};
const misses: string[] = [];
for (const cv of truth) {
  const bytes = await readFile(path.join(dir, cv.file));
  const sniffed = sniffCv(bytes);
  if (!('kind' in sniffed)) throw new Error(`${cv.file}: ${sniffed.refused}`);
  const { fields } = await readCv(bytes, sniffed.kind);
  const right: Record<(typeof fieldNames)[number], boolean> = {
    name: norm(fields.name ?? '') === norm(cv.name),
    email: (fields.email ?? '') === cv.email.toLowerCase(),
    phone: fields.phone === cv.phone,
    skills: containsAll(fields.skills, cv.skills),
    education: containsAll(fields.education, cv.education),
    experience: containsAll(
      fields.experience?.map((e) => e.title),
      cv.experience,
    ),
  };
  for (const group of [cv.lang, `${cv.lang} ${sniffed.kind}`, 'all']) {
    score[group] ??= {};
    for (const f of fieldNames) {
      score[group][f] ??= { right: 0, of: 0 };
      score[group][f].of += 1;
      if (right[f]) score[group][f].right += 1;
    }
  }
  for (const f of fieldNames) if (!right[f]) misses.push(`${cv.file}: ${f}`);
}

const pct = (s: { right: number; of: number } | undefined) =>
  s ? `${Math.round((100 * s.right) / s.of)}%` : '-';
const groups = ['en', 'en pdf', 'en docx', 'ar', 'ar pdf', 'ar docx', 'all'].filter(
  (g) => score[g],
);
console.log(`| field | ${groups.map((g) => `${g} (${score[g]?.name?.of ?? 0})`).join(' | ')} |`);
console.log(`|---|${groups.map(() => '---').join('|')}|`);
for (const f of fieldNames) {
  console.log(`| ${f} | ${groups.map((g) => pct(score[g]?.[f])).join(' | ')} |`);
}
if (misses.length > 0) console.log(`\nmissed: ${misses.join('; ')}`);
