// Issues 25 and 37: how well the CV parser reads CVs. Two sets:
// - the judged set (packages/server/test/helpers/cvJudgedSet.ts), made now in a temporary
//   directory: 32 made-up people in English and Arabic, each as an HTML CV printed by Chromium,
//   a Word file (docx) and that Word file printed by LibreOffice (96 files);
// - the checked-in test CVs of packages/server/test/fixtures/cvs/truth.json (pdfkit PDFs and
//   docx files, `npm run cv:fixtures`).
// Each file is read as the server reads it (PDF with unpdf, DOCX with mammoth, in a worker
// thread; a number without its country code in the posting's country) and parsed; a field is
// right when it equals what the CV says (judge() in the helper). Prints the share of fields found
// right per field, language and producer: the tables of docs/cv-parsing.md.
//   npm run cv:accuracy              (both sets; needs /usr/bin/chromium and soffice)
//   npm run cv:accuracy -- --misses  (also lists each miss with what the parser proposed)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readCv } from '../packages/server/src/lib/cvFiles/readCv';
import { sniffCv } from '../packages/server/src/lib/cvFiles/sniff';
import {
  judge,
  judgedFields,
  makeJudgedSet,
  type JudgedField,
} from '../packages/server/test/helpers/cvJudgedSet';

interface FixtureTruth {
  file: string;
  lang: 'en' | 'ar';
  name: string;
  email: string;
  phone: string;
  skills: string[];
  education: string[];
  experience: string[];
}

type Tally = Record<string, Record<JudgedField, { right: number; of: number }>>;
const showMisses = process.argv.includes('--misses');
const misses: string[] = [];
let leftWithReason = 0;
let wrong = 0;

async function score(
  tally: Tally,
  groups: string[],
  label: string,
  bytes: Buffer,
  truth: Parameters<typeof judge>[0],
  country?: string,
) {
  const sniffed = sniffCv(bytes);
  if (!('kind' in sniffed)) throw new Error(`${label}: ${sniffed.refused}`);
  const { fields, reason } = await readCv(bytes, sniffed.kind, country);
  const right = judge(truth, fields);
  for (const group of groups) {
    tally[group] ??= Object.fromEntries(
      judgedFields.map((f) => [f, { right: 0, of: 0 }]),
    ) as Tally[string];
    for (const f of judgedFields) {
      const t = tally[group][f];
      t.of += 1;
      if (right[f]) t.right += 1;
    }
  }
  for (const f of judgedFields) {
    if (right[f]) continue;
    // A name or e-mail not found is either left empty with its reason or wrong.
    const left = (f === 'name' || f === 'email') && fields.missing?.includes(f);
    if (f === 'name' || f === 'email') {
      if (left) leftWithReason += 1;
      else wrong += 1;
    }
    const why = left ? 'left empty: cv.missing.' + f : '';
    const got = JSON.stringify(
      f === 'experience' ? fields.experience?.map((e) => e.title) : fields[f],
    );
    misses.push(`${label}: ${f}${showMisses ? ` = ${got}${why ? ` (${why})` : ''}` : ''}`);
  }
  if (reason) misses.push(`${label}: no fields (${reason})`);
}

function print(title: string, tally: Tally, groups: string[]) {
  const shown = groups.filter((g) => tally[g]);
  console.log(`\n${title}\n`);
  console.log(`| field | ${shown.map((g) => `${g} (${tally[g]?.name.of ?? 0})`).join(' | ')} |`);
  console.log(`|---|${shown.map(() => '---').join('|')}|`);
  for (const f of judgedFields) {
    const cells = shown.map((g) => {
      const t = tally[g]?.[f];
      return t ? `${Math.round((100 * t.right) / t.of)}%` : '-';
    });
    console.log(`| ${f} | ${cells.join(' | ')} |`);
  }
}

const judged: Tally = {};
const dir = await mkdtemp(path.join(tmpdir(), 'cv-judged-'));
try {
  const cvs = await makeJudgedSet(dir);
  for (const cv of cvs) {
    const p = cv.person;
    await score(
      judged,
      [p.lang, `${p.lang} ${cv.producer}`, cv.producer, 'all'],
      `${cv.file} (${cv.layout})`,
      await readFile(path.join(dir, cv.file)),
      p,
      p.country,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
print('Judged set (made now: Chromium, LibreOffice and docx)', judged, [
  'en',
  'ar',
  'en chromium',
  'ar chromium',
  'en libreoffice',
  'ar libreoffice',
  'en docx',
  'ar docx',
  'all',
]);

const fixtures: Tally = {};
const fixtureDir = path.resolve('packages/server/test/fixtures/cvs');
const truth = JSON.parse(
  await readFile(path.join(fixtureDir, 'truth.json'), 'utf8'),
) as FixtureTruth[];
for (const cv of truth) {
  const kind = cv.file.endsWith('.pdf') ? 'pdf' : 'docx';
  await score(
    fixtures,
    [cv.lang, `${cv.lang} ${kind}`, 'all'],
    cv.file,
    await readFile(path.join(fixtureDir, cv.file)),
    cv,
  );
}
print('Checked-in test CVs (pdfkit PDFs, docx)', fixtures, [
  'en',
  'en pdf',
  'en docx',
  'ar',
  'ar pdf',
  'ar docx',
  'all',
]);

console.log(
  `\nNames and e-mails not found right: ${leftWithReason + wrong} (left empty with the reason: ${leftWithReason}, proposed wrong: ${wrong})`,
);
if (misses.length > 0) console.log(`\nmissed (${misses.length}):\n${misses.join('\n')}`);
