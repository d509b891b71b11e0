// Writes the test CVs of issue 25 (decision 142) to packages/server/test/fixtures/cvs/: real-looking
// CVs of made-up people in English and Arabic, as PDF (pdfkit) and DOCX (docx), with varied
// headings, label styles and phone formats, plus the bad files the API must refuse or survive
// (a PNG named .pdf, an encrypted PDF, a 400-page PDF, a DOCX with macros, a CV in Russian).
// truth.json holds what each CV says, for `npm run cv:accuracy`. Run again, it writes the same
// people and byte-identical PDFs (their dates are fixed); the DOCX files differ only in the
// creation time the docx package stamps.
//   node --import tsx scripts/cv-fixtures.ts
// Imported (e2e/cv-import-fifty.spec.ts), it writes nothing: its people and its PDF and DOCX
// writers make more CVs at test time, so no large set of files is committed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Document, Packer, Paragraph, TextRun, HeadingLevel, AlignmentType } from 'docx';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';

const out = path.resolve('packages/server/test/fixtures/cvs');
const latinFont = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const latinBold = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const fixedDate = new Date('2026-11-01T00:00:00Z');

export type Lang = 'en' | 'ar';
export interface Person {
  file: string;
  lang: Lang;
  format: 'pdf' | 'docx';
  name: string;
  email: string;
  /** As written in the CV. */
  phoneText: string;
  /** What the parser should find (E.164). */
  phone: string;
  skills: string[];
  education: string[];
  experience: Array<{ title: string; organisation: string; period: string }>;
  summary: string;
  /** Which layout: labels ("Name: ...") or a plain header. */
  style: 0 | 1 | 2;
}

export const enPeople: Array<Omit<Person, 'file' | 'lang' | 'format' | 'style'>> = [
  {
    name: 'Omar Hassan',
    email: 'omar.hassan@example.com',
    phoneText: '+20 100 123 4567',
    phone: '+201001234567',
    skills: ['Python', 'SQL', 'Data analysis', 'Power BI'],
    education: ['BSc in Computer Science, Cairo University, 2016'],
    experience: [
      { title: 'Data Analyst', organisation: 'Nile Retail', period: '2019 – 2024' },
      { title: 'Junior Analyst', organisation: 'Delta Bank', period: '2016 – 2019' },
    ],
    summary: 'Analyst who turns sales data into weekly decisions for store managers.',
  },
  {
    name: 'Sarah Mitchell',
    email: 'sarah.mitchell@example.org',
    phoneText: '+44 7911 123456',
    phone: '+447911123456',
    skills: ['Recruiting', 'Onboarding', 'Workday', 'Employer branding'],
    education: ['MA in Human Resource Management, University of Leeds, 2014'],
    experience: [
      { title: 'Talent Acquisition Lead', organisation: 'Brightwave', period: '2018 – present' },
      { title: 'HR Coordinator', organisation: 'Northgate Health', period: '2014 – 2018' },
    ],
    summary: 'Recruiter for engineering teams, from sourcing to the first day.',
  },
  {
    name: 'Youssef Adel',
    email: 'y.adel@example.net',
    phoneText: '+971 50 123 4567',
    phone: '+971501234567',
    skills: ['JavaScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
    education: ['BSc in Software Engineering, Ain Shams University, 2018'],
    experience: [
      { title: 'Full Stack Developer', organisation: 'Gulf Logistics', period: '2021 – present' },
      { title: 'Frontend Developer', organisation: 'Pixel House', period: '2018 – 2021' },
    ],
    summary: 'Developer of web apps for dispatchers and drivers.',
  },
  {
    name: 'Laila Mansour',
    email: 'laila.mansour@example.com',
    phoneText: '+966 55 123 4567',
    phone: '+966551234567',
    skills: ['Financial reporting', 'IFRS', 'Excel', 'SAP'],
    education: ['Bachelor of Commerce, King Saud University, 2012', 'CPA, 2016'],
    experience: [
      { title: 'Senior Accountant', organisation: 'Riyadh Builders', period: '2016 – 2023' },
      { title: 'Accountant', organisation: 'Al Noor Trading', period: '2012 – 2016' },
    ],
    summary: 'Accountant who closes the month in five days.',
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    phoneText: '+234 803 123 4567',
    phone: '+2348031234567',
    skills: ['Network security', 'Linux', 'AWS', 'Incident response'],
    education: ['MSc in Information Security, University of Lagos, 2017'],
    experience: [
      { title: 'Security Engineer', organisation: 'Paystream', period: '2019 – present' },
      { title: 'Systems Administrator', organisation: 'Lagos Telecom', period: '2015 – 2019' },
    ],
    summary: 'Engineer who keeps payment systems safe and observable.',
  },
  {
    name: 'Mona Fathy',
    email: 'mona.fathy@example.com',
    phoneText: '+20 122 765 4321',
    phone: '+201227654321',
    skills: ['UX research', 'Figma', 'Usability testing', 'Arabic typography'],
    education: ['Bachelor of Fine Arts, Helwan University, 2015'],
    experience: [
      { title: 'Product Designer', organisation: 'Souq Cart', period: '2019 – 2024' },
      { title: 'Graphic Designer', organisation: 'Cairo Press', period: '2015 – 2019' },
    ],
    summary: 'Designer of shopping apps used by two million people.',
  },
  {
    name: 'Karim Nabil',
    email: 'karim.nabil@example.com',
    phoneText: '+20 111 222 3344',
    phone: '+201112223344',
    skills: ['Sales', 'Negotiation', 'CRM', 'Key accounts'],
    education: ['Bachelor of Business Administration, Alexandria University, 2013'],
    experience: [
      { title: 'Sales Manager', organisation: 'Medline Egypt', period: '2018 – present' },
      { title: 'Sales Representative', organisation: 'Pharco', period: '2013 – 2018' },
    ],
    summary: 'Sales manager for hospital accounts in Alexandria and the Delta.',
  },
  {
    name: 'Hannah Becker',
    email: 'hannah.becker@example.de',
    phoneText: '+49 151 23456789',
    phone: '+4915123456789',
    skills: ['Project management', 'Scrum', 'Jira', 'Stakeholder management'],
    education: ['MSc in Industrial Engineering, TU Berlin, 2015'],
    experience: [
      { title: 'Project Manager', organisation: 'Solartec', period: '2017 – present' },
      { title: 'Planning Engineer', organisation: 'Bauwerk', period: '2015 – 2017' },
    ],
    summary: 'Project manager of solar plants from permit to grid connection.',
  },
];

export const arPeople: Array<Omit<Person, 'file' | 'lang' | 'format' | 'style'>> = [
  {
    name: 'أحمد محمود علي',
    email: 'ahmed.ali@example.com',
    phoneText: '+20 100 987 6543',
    phone: '+201009876543',
    skills: ['بايثون', 'تحليل البيانات', 'SQL', 'إكسل'],
    education: ['بكالوريوس علوم الحاسب، جامعة القاهرة، 2015'],
    experience: [
      { title: 'محلل بيانات', organisation: 'شركة النيل', period: '2018 – 2024' },
      { title: 'مساعد باحث', organisation: 'جامعة القاهرة', period: '2015 – 2018' },
    ],
    summary: 'محلل يحول بيانات المبيعات إلى قرارات أسبوعية.',
  },
  {
    name: 'فاطمة الزهراء حسن',
    email: 'fatma.hassan@example.com',
    phoneText: '+966 50 765 4321',
    phone: '+966507654321',
    skills: ['التوظيف', 'إدارة الموارد البشرية', 'المقابلات', 'التدريب'],
    education: ['ماجستير إدارة الموارد البشرية، جامعة الملك سعود، 2016'],
    experience: [
      { title: 'مديرة توظيف', organisation: 'مجموعة الرياض', period: '2019 – حتى الآن' },
      { title: 'أخصائية موارد بشرية', organisation: 'شركة الخليج', period: '2016 – 2019' },
    ],
    summary: 'مسؤولة توظيف لفرق الهندسة والمبيعات.',
  },
  {
    name: 'محمد عبد الرحمن',
    email: 'm.abdelrahman@example.net',
    phoneText: '+971 55 234 5678',
    phone: '+971552345678',
    skills: ['جافاسكريبت', 'رياكت', 'Node.js', 'قواعد البيانات'],
    education: ['بكالوريوس هندسة البرمجيات، جامعة عين شمس، 2017'],
    experience: [
      { title: 'مطور برمجيات', organisation: 'شركة دبي للتقنية', period: '2020 – حتى الآن' },
      { title: 'مطور واجهات', organisation: 'بيكسل هاوس', period: '2017 – 2020' },
    ],
    summary: 'مطور تطبيقات ويب لشركات النقل.',
  },
  {
    name: 'مريم يوسف إبراهيم',
    email: 'mariam.ibrahim@example.com',
    phoneText: '+962 79 123 4567',
    phone: '+962791234567',
    skills: ['المحاسبة', 'التقارير المالية', 'إكسل', 'SAP'],
    education: ['بكالوريوس تجارة، الجامعة الأردنية، 2013'],
    experience: [
      { title: 'محاسبة أولى', organisation: 'شركة عمان للبناء', period: '2016 – 2023' },
      { title: 'محاسبة', organisation: 'مؤسسة النور', period: '2013 – 2016' },
    ],
    summary: 'محاسبة تغلق حسابات الشهر في خمسة أيام.',
  },
  {
    name: 'خالد سمير عثمان',
    email: 'khaled.osman@example.com',
    phoneText: '+20 128 345 6789',
    phone: '+201283456789',
    skills: ['المبيعات', 'التفاوض', 'خدمة العملاء', 'CRM'],
    education: ['بكالوريوس إدارة أعمال، جامعة الإسكندرية، 2012'],
    experience: [
      { title: 'مدير مبيعات', organisation: 'شركة مصر للأدوية', period: '2017 – حتى الآن' },
      { title: 'مندوب مبيعات', organisation: 'فاركو', period: '2012 – 2017' },
    ],
    summary: 'مدير مبيعات لحسابات المستشفيات.',
  },
  {
    name: 'نور الهدى سعيد',
    email: 'nour.saeed@example.com',
    phoneText: '+212 612 345678',
    phone: '+212612345678',
    skills: ['التصميم الجرافيكي', 'فيجما', 'أبحاث المستخدم', 'الرسوم المتحركة'],
    education: ['بكالوريوس فنون جميلة، جامعة محمد الخامس، 2016'],
    experience: [
      { title: 'مصممة منتجات', organisation: 'سوق كارت', period: '2019 – 2024' },
      { title: 'مصممة جرافيك', organisation: 'دار النشر', period: '2016 – 2019' },
    ],
    summary: 'مصممة تطبيقات تسوق يستخدمها مليونا شخص.',
  },
  {
    name: 'عمر فاروق حسين',
    email: 'omar.farouk@example.com',
    phoneText: '+965 9876 5432',
    phone: '+96598765432',
    skills: ['أمن الشبكات', 'لينكس', 'AWS', 'الاستجابة للحوادث'],
    education: ['ماجستير أمن المعلومات، جامعة الكويت، 2018'],
    experience: [
      { title: 'مهندس أمن معلومات', organisation: 'بنك الكويت', period: '2019 – حتى الآن' },
      { title: 'مدير أنظمة', organisation: 'شركة الاتصالات', period: '2015 – 2019' },
    ],
    summary: 'مهندس يحمي أنظمة الدفع ويراقبها.',
  },
  {
    name: 'هدى عادل منصور',
    email: 'hoda.mansour@example.com',
    phoneText: '+20 155 444 3322',
    phone: '+201554443322',
    skills: ['إدارة المشروعات', 'سكرم', 'جيرا', 'التخطيط'],
    education: ['بكالوريوس هندسة مدنية، جامعة أسيوط، 2014'],
    experience: [
      { title: 'مديرة مشروعات', organisation: 'شركة الطاقة الشمسية', period: '2018 – حتى الآن' },
      { title: 'مهندسة تخطيط', organisation: 'شركة المقاولون', period: '2014 – 2018' },
    ],
    summary: 'مديرة مشروعات محطات الطاقة الشمسية.',
  },
];

const headings = {
  en: [
    { skills: 'Skills', education: 'Education', experience: 'Experience', summary: 'Summary' },
    {
      skills: 'Technical Skills',
      education: 'Academic Background',
      experience: 'Work Experience',
      summary: 'Profile',
    },
    {
      skills: 'Core Competencies',
      education: 'EDUCATION',
      experience: 'Professional Experience',
      summary: 'About me',
    },
  ],
  ar: [
    { skills: 'المهارات', education: 'التعليم', experience: 'الخبرات', summary: 'نبذة' },
    {
      skills: 'المهارات الفنية',
      education: 'المؤهلات العلمية',
      experience: 'الخبرة العملية',
      summary: 'الملخص',
    },
    {
      skills: 'مهارات',
      education: 'المؤهل الدراسي',
      experience: 'الخبرة المهنية',
      summary: 'نبذة عني',
    },
  ],
} as const;

interface Line {
  text: string;
  kind: 'name' | 'heading' | 'body' | 'contact';
}

/** The CV as lines, in logical order (the PDF writer draws Arabic lines right to left). */
export function linesOf(p: Person): Line[] {
  const h = headings[p.lang][p.style];
  const lines: Line[] = [];
  const label = (en: string, ar: string) => (p.lang === 'en' ? en : ar);
  if (p.style === 1) {
    lines.push({ text: `${label('Name', 'الاسم')}: ${p.name}`, kind: 'name' });
    lines.push({ text: `${label('E-mail', 'البريد')}: ${p.email}`, kind: 'contact' });
    lines.push({ text: `${label('Phone', 'الهاتف')}: ${p.phoneText}`, kind: 'contact' });
  } else {
    lines.push({ text: p.name, kind: 'name' });
    lines.push({ text: `${p.email} | ${p.phoneText}`, kind: 'contact' });
  }
  lines.push({ text: h.summary, kind: 'heading' });
  lines.push({ text: p.summary, kind: 'body' });
  lines.push({ text: h.experience, kind: 'heading' });
  for (const job of p.experience) {
    lines.push({
      text:
        p.lang === 'en'
          ? `${job.title} — ${job.organisation} (${job.period})`
          : `${job.title} — ${job.organisation}، ${job.period}`,
      kind: 'body',
    });
  }
  lines.push({ text: h.education, kind: 'heading' });
  for (const e of p.education) lines.push({ text: e, kind: 'body' });
  lines.push({ text: h.skills, kind: 'heading' });
  const separator = p.lang === 'ar' ? '، ' : p.style === 2 ? ' · ' : ', ';
  lines.push({ text: p.skills.join(separator), kind: 'body' });
  return lines;
}

const isLatinOnly = (s: string) => !/[\u0600-\u06FF]/.test(s);

export async function pdfOf(lines: Line[], lang: Lang, options: PDFKit.PDFDocumentOptions = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { CreationDate: fixedDate, ModDate: fixedDate, Title: 'CV' },
    ...options,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const line of lines) {
    const rtl = lang === 'ar' && !isLatinOnly(line.text) && line.kind !== 'contact';
    const size = line.kind === 'name' ? 20 : line.kind === 'heading' ? 14 : 11;
    doc.font(line.kind === 'name' || line.kind === 'heading' ? latinBold : latinFont);
    doc.fontSize(size);
    if (line.kind === 'heading') doc.moveDown(0.6);
    if (!rtl) {
      doc.text(line.text, { align: lang === 'ar' ? 'right' : 'left' });
      continue;
    }
    // pdfkit shapes Arabic letters but lays a line out left to right: an Arabic line is drawn
    // word by word from the right margin, as a word processor places it. A zero-width non-joiner
    // keeps lam and alef apart: pdfkit's lam-alef ligature maps back to the two letters reversed.
    const y = doc.y;
    let x = doc.page.width - doc.page.margins.right;
    const space = doc.widthOfString(' ');
    for (const word of line.text.split(' ')) {
      const shaped = word.replace(/ل([اأإآ])/g, 'ل\u200C$1');
      x -= doc.widthOfString(shaped);
      doc.text(shaped, x, y, { lineBreak: false });
      x -= space;
    }
    doc.x = doc.page.margins.left;
    doc.y = y + doc.currentLineHeight(true);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

export async function docxOf(lines: Line[], lang: Lang): Promise<Buffer> {
  const rtl = lang === 'ar';
  const doc = new Document({
    creator: 'talentpool test fixtures',
    sections: [
      {
        children: lines.map(
          (line) =>
            new Paragraph({
              heading:
                line.kind === 'name'
                  ? HeadingLevel.TITLE
                  : line.kind === 'heading'
                    ? HeadingLevel.HEADING_1
                    : undefined,
              bidirectional: rtl,
              alignment: rtl ? AlignmentType.RIGHT : AlignmentType.LEFT,
              children: [
                new TextRun({ text: line.text, rightToLeft: rtl && line.kind !== 'contact' }),
              ],
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A DOCX that carries a VBA project, as Word saves a .docm (decision 142: refused). */
async function withMacros(docx: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(docx);
  zip.file('word/vbaProject.bin', Buffer.from('fake VBA project for the tests'));
  const types = (await zip.file('[Content_Types].xml')?.async('string')) ?? '';
  zip.file(
    '[Content_Types].xml',
    types
      .replace(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        'application/vnd.ms-word.document.macroEnabled.main+xml',
      )
      .replace(
        '</Types>',
        '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>',
      ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function main() {
  await mkdir(out, { recursive: true });
  const people: Person[] = [];
  enPeople.forEach((p, i) =>
    people.push({
      ...p,
      lang: 'en',
      format: i % 2 === 0 ? 'pdf' : 'docx',
      style: (i % 3) as 0 | 1 | 2,
      file: `en-${slug(p.name)}.${i % 2 === 0 ? 'pdf' : 'docx'}`,
    }),
  );
  arPeople.forEach((p, i) =>
    people.push({
      ...p,
      lang: 'ar',
      format: i % 2 === 0 ? 'pdf' : 'docx',
      style: (i % 3) as 0 | 1 | 2,
      file: `ar-${slug(p.email.split('@')[0] ?? p.email)}.${i % 2 === 0 ? 'pdf' : 'docx'}`,
    }),
  );
  // The same person again (Omar Hassan, same e-mail and phone) in a newer DOCX: an import of both
  // must propose one merge, not make two applicants.
  const [omar, sarah, youssef] = people;
  if (!omar || !sarah || !youssef) throw new Error('people missing');
  people.push({
    ...omar,
    format: 'docx',
    style: 2,
    file: 'en-omar-hassan-2025.docx',
    duplicateOf: omar.file,
  } as Person);

  const truth: Array<Record<string, unknown>> = [];
  for (const p of people) {
    const lines = linesOf(p);
    const bytes = p.format === 'pdf' ? await pdfOf(lines, p.lang) : await docxOf(lines, p.lang);
    await writeFile(path.join(out, p.file), bytes);
    truth.push({
      file: p.file,
      lang: p.lang,
      name: p.name,
      email: p.email,
      phone: p.phone,
      skills: p.skills,
      education: p.education,
      experience: p.experience.map((e) => e.title),
      ...('duplicateOf' in p ? { duplicateOf: (p as { duplicateOf: string }).duplicateOf } : {}),
    });
  }

  // Bad input (decision 142).
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await writeFile(path.join(out, 'bad-picture-named.pdf'), png);
  await writeFile(path.join(out, 'bad-text-named.docx'), 'This is plain text, not a Word file.\n');
  await writeFile(
    path.join(out, 'bad-encrypted.pdf'),
    await pdfOf(linesOf(youssef), 'en', { userPassword: 'secret', ownerPassword: 'owner' }),
  );
  const manyPages: Line[] = [];
  for (let i = 0; i < 400; i += 1) manyPages.push({ text: `Page ${i + 1}`, kind: 'heading' });
  const doc = new PDFDocument({ size: 'A6', margin: 20, info: { CreationDate: fixedDate } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font(latinFont);
  manyPages.forEach((line, i) => {
    if (i > 0) doc.addPage();
    doc.text(line.text);
  });
  doc.end();
  await ended;
  await writeFile(path.join(out, 'bad-400-pages.pdf'), Buffer.concat(chunks));
  await writeFile(
    path.join(out, 'bad-macros.docx'),
    await withMacros(await docxOf(linesOf(sarah), 'en')),
  );
  const russian: Line[] = [
    { text: 'Иван Петров', kind: 'name' },
    { text: 'Опыт работы', kind: 'heading' },
    { text: 'Инженер — Газпром (2015 – 2020)', kind: 'body' },
    { text: 'Образование', kind: 'heading' },
    { text: 'Московский государственный университет, 2014', kind: 'body' },
    { text: 'Навыки', kind: 'heading' },
    { text: 'Сварка, чертежи, управление проектами', kind: 'body' },
  ];
  await writeFile(path.join(out, 'bad-unknown-language.pdf'), await pdfOf(russian, 'en'));

  await writeFile(path.join(out, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
  console.log(`wrote ${truth.length} CVs and 6 bad files to ${path.relative(process.cwd(), out)}`);
}

// Run as a script (not when imported).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
