// CV parsing (issue 25, decision 142): pure functions over the text a PDF or DOCX gave. The parser
// proposes; the applicant (or the recruiter) checks. It never guesses across languages it does
// not know: a CV that is neither English nor Arabic gets no fields at all.
import { parsePhoneNumberFromString, type CountryCode } from '#phone-library';
import type { CvFields, CvLanguage } from './schemas';

/** Control characters (not tab or line breaks), zero-width and direction marks. */
const invisible =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Arabic-Indic and Eastern Arabic-Indic digits as ASCII; tatweel and NULs dropped. */
export function normalizeCvText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(/\u0640/g, '')
      // pdf.js gives the ligature of the word Allah (in names such as عبد الله) reversed.
      .replace(/اهلل/g, 'الله')
      .replace(invisible, '')
      .replace(/\r\n?/g, '\n')
  );
}

const arabicLetter = /[\u0621-\u064A]/g;
const latinLetter = /[A-Za-z]/g;
const anyLetter = /\p{L}/gu;
const englishCues =
  /\b(experience|education|skills?|summary|profile|university|college|bachelor|master|work|projects?|languages?|the|and|of|with|for)\b/gi;

/** 'en', 'ar', or 'unknown' (too little text, or letters of another script). */
export function detectCvLanguage(text: string): CvLanguage {
  const letters = text.match(anyLetter)?.length ?? 0;
  if (letters < 20) return 'unknown';
  const arabic = text.match(arabicLetter)?.length ?? 0;
  const latin = text.match(latinLetter)?.length ?? 0;
  if (arabic / letters >= 0.3) return 'ar';
  if (latin / letters >= 0.6 && (text.match(englishCues)?.length ?? 0) >= 3) return 'en';
  return 'unknown';
}

type Section = 'skills' | 'education' | 'experience' | 'other';

/** Headings, lower-cased, without a trailing colon. */
const headingWords: Record<Exclude<Section, 'other'>, string[]> = {
  skills: [
    'skills',
    'technical skills',
    'core competencies',
    'competencies',
    'key skills',
    'expertise',
    'المهارات',
    'مهارات',
    'المهارات الفنية',
    'المهارات التقنية',
    'الكفاءات',
  ],
  education: [
    'education',
    'academic background',
    'qualifications',
    'education and training',
    'التعليم',
    'المؤهلات العلمية',
    'المؤهل الدراسي',
    'المؤهلات',
    'المؤهل العلمي',
    'الدراسة',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'work history',
    'career history',
    'الخبرات',
    'الخبرة',
    'الخبرة العملية',
    'الخبرة المهنية',
    'الخبرات العملية',
    'الخبرات السابقة',
  ],
};
const otherHeadings = [
  // A CV's own title above the name ("Curriculum Vitae", السيرة الذاتية) is not a name.
  'curriculum vitae',
  'resume',
  'résumé',
  'cv',
  'السيرة الذاتية',
  'سيرة ذاتية',
  'summary',
  'profile',
  'about me',
  'objective',
  'languages',
  'certificates',
  'certifications',
  'references',
  'projects',
  'interests',
  'contact',
  'personal details',
  'نبذة',
  'نبذة عني',
  'الملخص',
  'الهدف',
  'اللغات',
  'الشهادات',
  'المراجع',
  'المشاريع',
  'الهوايات',
  'البيانات الشخصية',
  'بيانات الاتصال',
];

const headingKey = (line: string) =>
  line
    .trim()
    .replace(/[:：]\s*$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

function sectionOf(line: string): Section | null {
  const key = headingKey(line);
  if (key.length === 0 || key.length > 40) return null;
  for (const [section, words] of Object.entries(headingWords) as Array<[Section, string[]]>) {
    if (words.includes(key)) return section;
  }
  return otherHeadings.includes(key) ? 'other' : null;
}

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
/** A run of digits with the separators phones are written with. */
const phoneCandidates = /(?:\+|00)?\d[\d\s().\-/]{6,20}\d/g;
const yearRange =
  /\(?\s*((?:19|20)\d{2})\s*[-–—]\s*((?:19|20)\d{2}|present|now|current|today|حتى الآن|الآن|حاليا|حاليًا)\s*\)?/i;
const degreeWords =
  /\b(bsc|b\.sc|msc|m\.sc|ba|ma|mba|phd|ph\.d|bachelor|master|doctorate|diploma|degree|cpa|associate)\b|بكالوريوس|ماجستير|دكتوراه|دبلوم|ليسانس|شهادة/i;
const labelled = {
  // `ال اسم`: the lam-alef of الاسم comes out of some PDFs as two letters apart.
  name: /^(?:full\s+)?name\s*[:：]\s*(.+)$|^ال\s?اسم(?:\s+الكامل)?\s*[:：]\s*(.+)$/i,
};

/**
 * A number drawn right to left by group and read back as drawn (`6543 987 100 20+`, from a PDF
 * whose writer laid a right-to-left line out without the bidirectional algorithm): its groups
 * in the order written, `+20 100 987 6543`. A `+` after a number is never how one is written.
 */
const reversedPhone = /\d{1,4}(?:[ .-]\d{1,4}){2,6}\+/g;

function phoneIn(text: string, defaultCountry?: CountryCode): string | undefined {
  return (
    firstPhone(text, defaultCountry) ??
    firstPhone(
      [...text.matchAll(reversedPhone)]
        .map((m) => `+${m[0].slice(0, -1).split(/[ .-]/).reverse().join(' ')}`)
        .join('\n'),
      defaultCountry,
    )
  );
}

function firstPhone(text: string, defaultCountry?: CountryCode): string | undefined {
  for (const match of text.matchAll(phoneCandidates)) {
    const raw = match[0].replace(/^00/, '+');
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    // A year range (2016 – 2019) is not a phone.
    if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(raw.trim())) continue;
    const parsed = parsePhoneNumberFromString(raw, defaultCountry);
    if (parsed?.isValid()) return parsed.number;
  }
  return undefined;
}

const bullet = /^[\s•·▪‣◦\-*–—]+/;

function cleanItem(s: string): string {
  return s.replace(bullet, '').replace(/\s+/g, ' ').trim();
}

/** A name: 2..5 words of letters (Latin or Arabic), no digits, no '@', not a heading. */
function looksLikeName(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 60 || /[\d@|/:]/.test(t) || sectionOf(t)) return false;
  const words = t.split(/\s+/);
  // Marks count as letters: an Arabic name may carry its vowels (مُحَمَّد).
  return (
    words.length >= 2 && words.length <= 5 && words.every((w) => /^[\p{L}\p{M}.'’-]+$/u.test(w))
  );
}

function splitSkills(lines: string[]): string[] {
  const items = lines
    .flatMap((l) => l.split(/[,،;؛|·•▪]/))
    .map(cleanItem)
    .filter((s) => s.length >= 1 && s.length <= 40);
  return [...new Map(items.map((s) => [s.toLowerCase(), s])).values()].slice(0, 30);
}

function experienceOf(lines: string[]): NonNullable<CvFields['experience']> {
  const entries: NonNullable<CvFields['experience']> = [];
  for (const raw of lines) {
    const line = cleanItem(raw);
    const years = yearRange.exec(line);
    if (!years) continue;
    const head = line.slice(0, years.index).replace(/[\s,،(–—-]+$/, '');
    const [title, organisation] = head
      .split(/\s+[—–-]\s+|\s+at\s+|\s+\|\s+|\s+@\s+|،\s*|\s+لدى\s+|\s+في\s+/i)
      .map((s) => s.trim());
    if (!title) continue;
    entries.push({
      title: title.slice(0, 120),
      ...(organisation ? { organisation: organisation.slice(0, 120) } : {}),
      period: `${years[1]} – ${years[2]}`,
    });
    if (entries.length >= 20) break;
  }
  return entries;
}

function educationOf(lines: string[]): string[] {
  return lines
    .map(cleanItem)
    .filter(
      (l) =>
        l.length >= 4 && l.length <= 200 && (degreeWords.test(l) || /\b(19|20)\d{2}\b/.test(l)),
    )
    .slice(0, 10);
}

export interface ParseCvOptions {
  /** The country to read a national number in (the posting's), when the CV has no '+'. */
  defaultCountry?: CountryCode;
}

/**
 * What the parser proposes from a CV's text. Lists are empty (not absent) when the section was
 * not found; `name`, `email`, `phone` are absent when not found. An unknown language: no fields.
 */
export function parseCv(
  input: string,
  options: ParseCvOptions = {},
): { language: CvLanguage; fields: CvFields } {
  const text = normalizeCvText(input);
  const language = detectCvLanguage(text);
  if (language === 'unknown') return { language, fields: {} };

  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0);

  const sections: Record<Section, string[]> = {
    skills: [],
    education: [],
    experience: [],
    other: [],
  };
  let current: Section | null = null;
  const header: string[] = [];
  for (const line of lines) {
    const heading = sectionOf(line);
    if (heading) {
      current = heading;
      continue;
    }
    if (current) sections[current].push(line);
    else header.push(line);
  }

  const fields: CvFields = {};
  const email = emailPattern.exec(text)?.[0];
  if (email) fields.email = email.toLowerCase();
  const phone = phoneIn(text, options.defaultCountry);
  if (phone) fields.phone = phone;

  let name: string | undefined;
  for (const line of lines) {
    const m = labelled.name.exec(line);
    if (m) {
      name = (m[1] ?? m[2])?.trim();
      break;
    }
  }
  name ??= (header.length > 0 ? header : lines.slice(0, 5)).find(looksLikeName);
  if (name && name.length <= 100) fields.name = name;

  const missing = (['name', 'email', 'phone'] as const).filter((f) => !fields[f]);
  if (missing.length > 0) fields.missing = missing;

  fields.skills = splitSkills(sections.skills);
  fields.education = educationOf(sections.education);
  fields.experience = experienceOf(sections.experience);
  return { language, fields };
}
