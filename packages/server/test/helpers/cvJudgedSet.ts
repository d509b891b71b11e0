// Issue 37: the judged set of CVs, made at test time (no binaries checked in). Each made-up person
// (16 in English, 16 in Arabic) is written the ways real CVs are: an HTML CV printed to PDF by
// Chromium (one column, some under a "Curriculum Vitae" title; two columns with a sidebar; a photo
// beside the name; contact details with icons; labels in a table; the contact line in the page's
// footer; jobs with their period at the line's other edge), a Word file made with the
// docx package (a title, a photo before the name, the e-mail in the page header or footer, a
// two-column table, labels) and that Word file printed to PDF by LibreOffice (`soffice`). The
// person's data is the truth the parser is judged against: `npm run cv:accuracy` reads all of
// them, packages/server/test/cvAccuracy.test.ts a fixed part.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { chromium } from 'playwright-core';

export type Lang = 'en' | 'ar';
export type Producer = 'chromium' | 'libreoffice' | 'docx';

export interface Job {
  title: string;
  organisation: string;
  period: string;
}

export interface JudgedPerson {
  /** A file-name stem, unique in the set. */
  id: string;
  lang: Lang;
  name: string;
  email: string;
  /** As written in the CV. */
  phoneText: string;
  /** What the parser should find (E.164). */
  phone: string;
  /** The posting's country for a number written without its country code. */
  country?: string;
  /** A line under the name: the person's title. */
  headline: string;
  /** Another spelling of the name (Latin under an Arabic name or the reverse): not the name. */
  otherScript?: string;
  city: string;
  summary: string;
  skills: string[];
  education: string[];
  experience: Job[];
}

export interface JudgedCv {
  file: string;
  producer: Producer;
  layout: string;
  person: JudgedPerson;
}

interface Content {
  headline: string;
  summary: string;
  skills: string[];
  education: string[];
  experience: Job[];
}

const enContent: Content[] = [
  {
    headline: 'Data Analyst',
    summary: 'Analyst who turns sales data into weekly decisions for store managers.',
    skills: ['Python', 'SQL', 'Data analysis', 'Power BI'],
    education: ['BSc in Computer Science, Cairo University, 2016'],
    experience: [
      { title: 'Data Analyst', organisation: 'Nile Retail', period: '2019 – 2024' },
      { title: 'Junior Analyst', organisation: 'Delta Bank', period: '2016 – 2019' },
    ],
  },
  {
    headline: 'Talent Acquisition Lead',
    summary: 'Recruiter for engineering teams, from sourcing to the first day.',
    skills: ['Recruiting', 'Onboarding', 'Workday', 'Employer branding'],
    education: ['MA in Human Resource Management, University of Leeds, 2014'],
    experience: [
      { title: 'Talent Acquisition Lead', organisation: 'Brightwave', period: '2018 – present' },
      { title: 'HR Coordinator', organisation: 'Northgate Health', period: '2014 – 2018' },
    ],
  },
  {
    headline: 'Full Stack Developer',
    summary: 'Developer of web apps for dispatchers and drivers.',
    skills: ['JavaScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
    education: ['BSc in Software Engineering, Ain Shams University, 2018'],
    experience: [
      { title: 'Full Stack Developer', organisation: 'Gulf Logistics', period: '2021 – present' },
      { title: 'Frontend Developer', organisation: 'Pixel House', period: '2018 – 2021' },
    ],
  },
  {
    headline: 'Senior Accountant',
    summary: 'Accountant who closes the month in five days.',
    skills: ['Financial reporting', 'IFRS', 'Excel', 'SAP'],
    education: ['Bachelor of Commerce, King Saud University, 2012'],
    experience: [
      { title: 'Senior Accountant', organisation: 'Riyadh Builders', period: '2016 – 2023' },
      { title: 'Accountant', organisation: 'Al Noor Trading', period: '2012 – 2016' },
    ],
  },
  {
    headline: 'Security Engineer',
    summary: 'Engineer who keeps payment systems safe and observable.',
    skills: ['Network security', 'Linux', 'AWS', 'Incident response'],
    education: ['MSc in Information Security, University of Lagos, 2017'],
    experience: [
      { title: 'Security Engineer', organisation: 'Paystream', period: '2019 – present' },
      { title: 'Systems Administrator', organisation: 'Lagos Telecom', period: '2015 – 2019' },
    ],
  },
  {
    headline: 'Product Designer',
    summary: 'Designer of shopping apps used by two million people.',
    skills: ['UX research', 'Figma', 'Usability testing', 'Arabic typography'],
    education: ['Bachelor of Fine Arts, Helwan University, 2015'],
    experience: [
      { title: 'Product Designer', organisation: 'Souq Cart', period: '2019 – 2024' },
      { title: 'Graphic Designer', organisation: 'Cairo Press', period: '2015 – 2019' },
    ],
  },
  {
    headline: 'Sales Manager',
    summary: 'Sales manager for hospital accounts in Alexandria and the Delta.',
    skills: ['Sales', 'Negotiation', 'CRM', 'Key accounts'],
    education: ['Bachelor of Business Administration, Alexandria University, 2013'],
    experience: [
      { title: 'Sales Manager', organisation: 'Medline Egypt', period: '2018 – present' },
      { title: 'Sales Representative', organisation: 'Pharco', period: '2013 – 2018' },
    ],
  },
  {
    headline: 'Project Manager',
    summary: 'Project manager of solar plants from permit to grid connection.',
    skills: ['Project management', 'Scrum', 'Jira', 'Stakeholder management'],
    education: ['MSc in Industrial Engineering, TU Berlin, 2015'],
    experience: [
      { title: 'Project Manager', organisation: 'Solartec', period: '2017 – present' },
      { title: 'Planning Engineer', organisation: 'Bauwerk', period: '2015 – 2017' },
    ],
  },
];

const arContent: Content[] = [
  {
    headline: 'محلل بيانات',
    summary: 'محلل يحول بيانات المبيعات إلى قرارات أسبوعية لمديري الفروع.',
    skills: ['بايثون', 'تحليل البيانات', 'SQL', 'إكسل'],
    education: ['بكالوريوس علوم الحاسب، جامعة القاهرة، 2015'],
    experience: [
      { title: 'محلل بيانات', organisation: 'شركة النيل', period: '2018 – 2024' },
      { title: 'مساعد باحث', organisation: 'جامعة القاهرة', period: '2015 – 2018' },
    ],
  },
  {
    headline: 'مديرة توظيف',
    summary: 'مسؤولة توظيف لفرق الهندسة والمبيعات من البحث حتى أول يوم عمل.',
    skills: ['التوظيف', 'إدارة الموارد البشرية', 'المقابلات', 'التدريب'],
    education: ['ماجستير إدارة الموارد البشرية، جامعة الملك سعود، 2016'],
    experience: [
      { title: 'مديرة توظيف', organisation: 'مجموعة الرياض', period: '2019 – حتى الآن' },
      { title: 'أخصائية موارد بشرية', organisation: 'شركة الخليج', period: '2016 – 2019' },
    ],
  },
  {
    headline: 'مطور برمجيات',
    summary: 'مطور تطبيقات ويب لشركات النقل والتوصيل.',
    skills: ['جافاسكريبت', 'React', 'Node.js', 'قواعد البيانات'],
    education: ['بكالوريوس هندسة البرمجيات، جامعة عين شمس، 2017'],
    experience: [
      { title: 'مطور برمجيات', organisation: 'شركة دبي للتقنية', period: '2020 – حتى الآن' },
      { title: 'مطور واجهات', organisation: 'بيكسل هاوس', period: '2017 – 2020' },
    ],
  },
  {
    headline: 'محاسبة أولى',
    summary: 'محاسبة تغلق حسابات الشهر في خمسة أيام.',
    skills: ['المحاسبة', 'التقارير المالية', 'إكسل', 'SAP'],
    education: ['بكالوريوس تجارة، الجامعة الأردنية، 2013'],
    experience: [
      { title: 'محاسبة أولى', organisation: 'شركة عمان للبناء', period: '2016 – 2023' },
      { title: 'محاسبة', organisation: 'مؤسسة النور', period: '2013 – 2016' },
    ],
  },
  {
    headline: 'مدير مبيعات',
    summary: 'مدير مبيعات لحسابات المستشفيات في الإسكندرية والدلتا.',
    skills: ['المبيعات', 'التفاوض', 'خدمة العملاء', 'CRM'],
    education: ['بكالوريوس إدارة أعمال، جامعة الإسكندرية، 2012'],
    experience: [
      { title: 'مدير مبيعات', organisation: 'شركة مصر للأدوية', period: '2017 – حتى الآن' },
      { title: 'مندوب مبيعات', organisation: 'فاركو', period: '2012 – 2017' },
    ],
  },
  {
    headline: 'مصممة منتجات',
    summary: 'مصممة تطبيقات تسوق يستخدمها مليونا شخص.',
    skills: ['التصميم الجرافيكي', 'Figma', 'أبحاث المستخدم', 'الرسوم المتحركة'],
    education: ['بكالوريوس فنون جميلة، جامعة محمد الخامس، 2016'],
    experience: [
      { title: 'مصممة منتجات', organisation: 'سوق كارت', period: '2019 – 2024' },
      { title: 'مصممة جرافيك', organisation: 'دار النشر', period: '2016 – 2019' },
    ],
  },
  {
    headline: 'مهندس أمن معلومات',
    summary: 'مهندس يحمي أنظمة الدفع ويراقبها.',
    skills: ['أمن الشبكات', 'لينكس', 'AWS', 'الاستجابة للحوادث'],
    education: ['ماجستير أمن المعلومات، جامعة الكويت، 2018'],
    experience: [
      { title: 'مهندس أمن معلومات', organisation: 'بنك الكويت', period: '2019 – حتى الآن' },
      { title: 'مدير أنظمة', organisation: 'شركة الاتصالات', period: '2015 – 2019' },
    ],
  },
  {
    headline: 'مديرة مشروعات',
    summary: 'مديرة مشروعات محطات الطاقة الشمسية من الترخيص حتى التشغيل.',
    skills: ['إدارة المشروعات', 'سكرم', 'Jira', 'التخطيط'],
    education: ['بكالوريوس هندسة مدنية، جامعة أسيوط، 2014'],
    experience: [
      { title: 'مديرة مشروعات', organisation: 'شركة الطاقة الشمسية', period: '2018 – حتى الآن' },
      { title: 'مهندسة تخطيط', organisation: 'شركة المقاولون', period: '2014 – 2018' },
    ],
  },
];

/** [name, e-mail, phone as written, E.164, country for a local number, other script]. */
type Who = [string, string, string, string, string?, string?];

const enWho: Who[] = [
  ['Omar Hassan', 'omar.hassan@example.com', '+20 100 123 4567', '+201001234567'],
  ['Sarah Mitchell', 'sarah.mitchell@example.org', '+44 7911 123456', '+447911123456'],
  ['Youssef Adel', 'y.adel@example.net', '+971 50 123 4567', '+971501234567'],
  ['Laila Mansour', 'laila.mansour@example.com', '+966 55 123 4567', '+966551234567'],
  ['Daniel Okafor', 'daniel.okafor@example.com', '+234 803 123 4567', '+2348031234567'],
  ['Mona Fathy', 'mona.fathy@example.com', '0020 122 765 4321', '+201227654321'],
  ['Karim Nabil', 'karim.nabil@example.com', '011 1222 3344', '+201112223344', 'EG'],
  ['Hannah Becker', 'hannah.becker@example.de', '+49 151 23456789', '+4915123456789'],
  ['Priya Raman', 'priya.raman@example.in', '+91 98765 43210', '+919876543210'],
  ["James O'Connor", 'james.oconnor@example.ie', '+353 85 123 4567', '+353851234567'],
  [
    'Aisha Al-Mansoori',
    'aisha.almansoori@example.ae',
    '050 765 4321',
    '+971507654321',
    'AE',
    'عائشة المنصوري',
  ],
  [
    'Mohamed El-Sayed',
    'mohamed.elsayed@example.com',
    '(+20) 10 1234 5678',
    '+201012345678',
    undefined,
    'محمد السيد',
  ],
  ['Emily Chen', 'emily.chen@example.com', '+1 415 555 0132', '+14155550132'],
  ['Tarek Zidan', 't.zidan@example.com', '+966 50 321 6549', '+966503216549'],
  ['Nadia Benali', 'nadia.benali@example.fr', '+33 6 12 34 56 78', '+33612345678'],
  ['Ahmed Abdel Aziz', 'ahmed.abdelaziz@example.com', '01223456789', '+201223456789', 'EG'],
];

const arWho: Who[] = [
  ['أحمد محمود علي', 'ahmed.ali@example.com', '+20 100 987 6543', '+201009876543'],
  ['فاطمة الزهراء حسن', 'fatma.hassan@example.com', '+966 50 765 4321', '+966507654321'],
  ['مُحَمَّد عَبْد الرَّحْمَن', 'm.abdelrahman@example.net', '+971 55 234 5678', '+971552345678'],
  ['مريم يوسف إبراهيم', 'mariam.ibrahim@example.com', '+962 79 123 4567', '+962791234567'],
  ['خالد سمير عثمان', 'khaled.osman@example.com', '0020 128 345 6789', '+201283456789'],
  ['نور الهدى سعيد', 'nour.saeed@example.com', '+212 612 345678', '+212612345678'],
  ['عُمَر فاروق حُسَيْن', 'omar.farouk@example.com', '+965 9876 5432', '+96598765432'],
  ['هدى عادل منصور', 'hoda.mansour@example.com', '01554443322', '+201554443322', 'EG'],
  [
    'سارة عبد الله القحطاني',
    'sara.alqahtani@example.sa',
    '055 123 4567',
    '+966551234567',
    'SA',
    'Sara Alqahtani',
  ],
  ['يوسف إبراهيم الشمري', 'yousef.alshammari@example.com', '+966 54 987 6543', '+966549876543'],
  ['ليلى حسن المصري', 'laila.almasri@example.com', '+20 111 555 6677', '+201115556677'],
  [
    'عبد الرحمن سالم الكعبي',
    'abdulrahman.alkaabi@example.ae',
    '+971 50 987 6543',
    '+971509876543',
    undefined,
    'Abdulrahman Al Kaabi',
  ],
  ['رَنا مَحْمود', 'rana.mahmoud@example.com', '0020 100 222 3344', '+201002223344'],
  ['طارق زياد النجار', 'tarek.alnajjar@example.com', '+962 77 765 4321', '+962777654321'],
  ['إيمان عبد العزيز', 'eman.abdelaziz@example.com', '010 9876 5432', '+201098765432', 'EG'],
  ['حسام الدين فتحي', 'hossam.fathy@example.com', '+20 127 111 2233', '+201271112233'],
];

const enCities = ['Cairo', 'London', 'Dubai', 'Riyadh', 'Lagos', 'Alexandria', 'Berlin', 'Pune'];
const arCities = ['القاهرة', 'الرياض', 'دبي', 'عمّان', 'الإسكندرية', 'الرباط', 'الكويت', 'جدة'];

function personOf(who: Who, lang: Lang, i: number): JudgedPerson {
  const [name, email, phoneText, phone, country, otherScript] = who;
  const content = (lang === 'en' ? enContent : arContent)[i % 8] as Content;
  return {
    id: `${lang}-${String(i + 1).padStart(2, '0')}-${email.split('@')[0]?.replace(/\W+/g, '-')}`,
    lang,
    name,
    email,
    phoneText,
    phone,
    ...(country ? { country } : {}),
    ...(otherScript ? { otherScript } : {}),
    city: (lang === 'en' ? enCities : arCities)[i % 8] as string,
    ...content,
  };
}

export const judgedPeople: JudgedPerson[] = [
  ...enWho.map((w, i) => personOf(w, 'en', i)),
  ...arWho.map((w, i) => personOf(w, 'ar', i)),
];

// ---------------------------------------------------------------------------------------------
// Words of the CVs

const words = {
  en: {
    summary: ['Summary', 'Profile', 'About me'],
    experience: ['Experience', 'Work Experience', 'Professional Experience'],
    education: ['Education', 'Academic Background', 'EDUCATION'],
    skills: ['Skills', 'Technical Skills', 'Core Competencies'],
    contact: 'Contact',
    languages: 'Languages',
    languageList: 'Arabic (native), English (fluent)',
    nameLabel: 'Name',
    cvTitle: 'Curriculum Vitae',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    cityLabel: 'City',
    photo: 'Photo',
  },
  ar: {
    summary: ['نبذة', 'الملخص', 'نبذة عني'],
    experience: ['الخبرات', 'الخبرة العملية', 'الخبرة المهنية'],
    education: ['التعليم', 'المؤهلات العلمية', 'المؤهل الدراسي'],
    skills: ['المهارات', 'المهارات الفنية', 'مهارات'],
    contact: 'بيانات الاتصال',
    languages: 'اللغات',
    languageList: 'العربية (اللغة الأم)، الإنجليزية (جيدة جدًا)',
    nameLabel: 'الاسم',
    cvTitle: 'السيرة الذاتية',
    emailLabel: 'البريد الإلكتروني',
    phoneLabel: 'الهاتف',
    cityLabel: 'المدينة',
    photo: 'صورة',
  },
} as const;

const jobLine = (p: JudgedPerson, j: Job) =>
  p.lang === 'en'
    ? `${j.title} — ${j.organisation} (${j.period})`
    : `${j.title} — ${j.organisation}، ${j.period}`;
const skillLine = (p: JudgedPerson, sep?: string) =>
  p.skills.join(sep ?? (p.lang === 'ar' ? '، ' : ', '));

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A grey square with a silhouette, as CV templates leave for the photo. */
const photoSvg = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#d5d9de"/><circle cx="48" cy="38" r="18" fill="#9aa3ad"/><rect x="18" y="62" width="60" height="34" rx="17" fill="#9aa3ad"/></svg>',
).toString('base64')}`;

// ---------------------------------------------------------------------------------------------
// HTML CVs (printed by Chromium)

export const htmlLayouts = [
  'classic',
  'sidebar',
  'photo',
  'icons',
  'labels',
  'footer',
  'dates',
] as const;
type HtmlLayout = (typeof htmlLayouts)[number];

function sectionsHtml(p: JudgedPerson, v: number, which: Array<'s' | 'x' | 'e' | 'k'>) {
  const w = words[p.lang];
  const parts: Record<'s' | 'x' | 'e' | 'k', string> = {
    s: `<h2>${w.summary[v]}</h2><p>${esc(p.summary)}</p>`,
    x: `<h2>${w.experience[v]}</h2>${p.experience
      .map((j) => `<p class="job">${esc(jobLine(p, j))}</p><p class="muted">${esc(p.city)}</p>`)
      .join('')}`,
    e: `<h2>${w.education[v]}</h2>${p.education.map((e) => `<p>${esc(e)}</p>`).join('')}`,
    k: `<h2>${w.skills[v]}</h2><p>${esc(skillLine(p, v === 2 ? ' · ' : undefined))}</p>`,
  };
  return which.map((k) => parts[k]).join('\n');
}

export function htmlOf(p: JudgedPerson, layout: HtmlLayout): string {
  const w = words[p.lang];
  const rtl = p.lang === 'ar';
  const v = judgedPeople.indexOf(p) % 3;
  // A phone number in a right-to-left line keeps its order only inside a left-to-right span, as
  // careful authors write it; half the Arabic CVs do not (the browser then draws its groups
  // right to left, and the reader must put them back).
  const phone = rtl && v !== 1 ? `<span dir="ltr">${esc(p.phoneText)}</span>` : esc(p.phoneText);
  const mail = `<a href="mailto:${p.email}">${esc(p.email)}</a>`;
  const other = p.otherScript ? `<p class="other">${esc(p.otherScript)}</p>` : '';
  let body: string;
  switch (layout) {
    case 'classic':
      // A third of them carry the CV's own title above the name, as many do.
      body = `${v === 2 ? `<p class="cv-title">${w.cvTitle}</p>` : ''}<h1>${esc(p.name)}</h1>${other}<p class="headline">${esc(p.headline)}</p>
<p>${mail} | ${phone} | ${esc(p.city)}</p>
${sectionsHtml(p, v, ['s', 'x', 'e', 'k'])}`;
      break;
    case 'sidebar':
      body = `<div class="grid"><aside><img src="${photoSvg}" alt="${w.photo}" width="96" height="96">
<h1>${esc(p.name)}</h1>${other}<p class="headline">${esc(p.headline)}</p>
<h3>${w.contact}</h3><p>${w.emailLabel}</p><p>${mail}</p><p>${w.phoneLabel}</p><p>${phone}</p><p>${esc(p.city)}</p>
${sectionsHtml(p, v, ['k'])}<h3>${w.languages}</h3><p>${w.languageList}</p></aside>
<main>${sectionsHtml(p, v, ['s', 'x', 'e'])}</main></div>`;
      break;
    case 'photo':
      body = `<div class="top"><img src="${photoSvg}" alt="${w.photo}" width="110" height="110"><div>
<h1>${esc(p.name)}</h1>${other}<p class="headline">${esc(p.headline)}</p><p>${phone} · ${mail}</p></div></div>
${sectionsHtml(p, v, ['s', 'x', 'e', 'k'])}`;
      break;
    case 'icons':
      body = `<header class="band"><h1>${esc(p.name)}</h1>${other}<p class="headline">${esc(p.headline)}</p>
<p class="icons"><span>✉ ${mail}</span><span>☎ ${phone}</span><span>⌂ ${esc(p.city)}</span></p></header>
${sectionsHtml(p, v, ['s', 'k', 'x', 'e'])}`;
      break;
    case 'labels':
      body = `<table class="labels"><tr><td>${w.nameLabel}:</td><td><b>${esc(p.name)}</b></td></tr>
<tr><td>${w.emailLabel}:</td><td>${mail}</td></tr><tr><td>${w.phoneLabel}:</td><td>${phone}</td></tr>
<tr><td>${w.cityLabel}:</td><td>${esc(p.city)}</td></tr></table>
${sectionsHtml(p, v, ['s', 'x', 'e', 'k'])}`;
      break;
    case 'dates':
      // Jobs with their period at the other edge of the line (a flex row, as templates do).
      body = `<h1 class="centre">${esc(p.name)}</h1>${other}<p class="centre">${mail} | ${phone}</p>
<h2>${w.experience[v]}</h2>${p.experience
        .map(
          (j) =>
            `<div class="dated"><b>${esc(`${j.title} — ${j.organisation}`)}</b><span>${esc(j.period)}</span></div>`,
        )
        .join('')}
${sectionsHtml(p, v, ['e', 'k', 's'])}`;
      break;
    case 'footer':
      body = `<h1>${esc(p.name)}</h1>${other}<p class="headline">${esc(p.headline)}</p>
${sectionsHtml(p, v, ['s', 'x', 'e', 'k'])}
<footer>${mail} &nbsp;•&nbsp; ${phone} &nbsp;•&nbsp; ${esc(p.city)}</footer>`;
      break;
  }
  const font = rtl
    ? "'Noto Naskh Arabic', 'Noto Sans Arabic', sans-serif"
    : "'DejaVu Sans', 'Noto Sans', sans-serif";
  return `<!doctype html><html lang="${p.lang}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<title>CV</title><style>
@page { size: A4; margin: 16mm; }
body { font-family: ${font}; font-size: 11pt; color: #222; margin: 0; }
h1 { font-size: 24pt; margin: 0 0 4pt; } h2 { font-size: 13pt; margin: 14pt 0 4pt; color: #1d4e89; }
h3 { font-size: 11pt; margin: 10pt 0 2pt; } p { margin: 2pt 0; } a { color: inherit; text-decoration: none; }
.headline { color: #555; } .muted { color: #888; font-size: 9pt; } .other { color: #666; }
.grid { display: grid; grid-template-columns: 62mm 1fr; gap: 10mm; }
aside { background: #f1f3f6; padding: 6mm; min-height: 250mm; }
.top { display: flex; gap: 8mm; align-items: center; }
.band { background: #1d4e89; color: #fff; padding: 6mm; } .band .headline { color: #dde; }
.icons span { margin-inline-end: 8mm; }
.labels td { padding: 1pt 4mm 1pt 0; }
.cv-title { text-align: center; font-size: 15pt; letter-spacing: 0.1em; color: #555; }
.centre { text-align: center; } .dated { display: flex; justify-content: space-between; margin: 3pt 0; }
footer { position: fixed; bottom: 0; left: 0; right: 0; font-size: 9pt; color: #555; text-align: center; }
</style></head><body>${body}</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Word files (docx), also printed to PDF by LibreOffice

export const docxLayouts = ['title', 'photo', 'header', 'table', 'labels', 'footer'] as const;
type DocxLayout = (typeof docxLayouts)[number];

/** A 48x48 grey PNG: the photo placeholder of a Word template. */
async function photoPng(): Promise<Buffer> {
  // A tiny valid PNG made without an image library: one grey pixel, scaled by the document.
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mPYt28fAAWIAtn/ymInAAAAAElFTkSuQmCC',
    'base64',
  );
}

export async function docxOf(p: JudgedPerson, layout: DocxLayout): Promise<Buffer> {
  const w = words[p.lang];
  const rtl = p.lang === 'ar';
  const v = judgedPeople.indexOf(p) % 3;
  const align = rtl ? AlignmentType.RIGHT : AlignmentType.LEFT;
  const font = rtl ? 'Noto Naskh Arabic' : 'DejaVu Sans';
  const run = (text: string, opts: { bold?: boolean; size?: number } = {}) =>
    new TextRun({ text, font, rightToLeft: rtl && /[\u0600-\u06FF]/.test(text), ...opts });
  const para = (text: string, opts: { heading?: 'title' | 'h1'; size?: number } = {}) =>
    new Paragraph({
      bidirectional: rtl,
      alignment: align,
      ...(opts.heading === 'title'
        ? { heading: HeadingLevel.TITLE }
        : opts.heading === 'h1'
          ? { heading: HeadingLevel.HEADING_1 }
          : {}),
      children: [run(text, { ...(opts.size ? { size: opts.size } : {}) })],
    });
  const sections = (which: Array<'s' | 'x' | 'e' | 'k'>) =>
    which.flatMap((k) => {
      if (k === 's') return [para(w.summary[v] as string, { heading: 'h1' }), para(p.summary)];
      if (k === 'x')
        return [
          para(w.experience[v] as string, { heading: 'h1' }),
          ...p.experience.map((j) => para(jobLine(p, j))),
        ];
      if (k === 'e')
        return [
          para(w.education[v] as string, { heading: 'h1' }),
          ...p.education.map((e) => para(e)),
        ];
      return [
        para(w.skills[v] as string, { heading: 'h1' }),
        para(skillLine(p, v === 2 ? ' · ' : undefined)),
      ];
    });
  const contact = `${p.email} | ${p.phoneText} | ${p.city}`;
  const nameLines = [
    para(p.name, { heading: 'title' }),
    ...(p.otherScript ? [para(p.otherScript)] : []),
    para(p.headline),
  ];
  let children: Array<Paragraph | Table> = [];
  let header: Header | undefined;
  let footer: Footer | undefined;
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const noBorders = { top: none, bottom: none, left: none, right: none };
  switch (layout) {
    case 'title':
      children = [...nameLines, para(contact), ...sections(['s', 'x', 'e', 'k'])];
      break;
    case 'photo':
      children = [
        new Paragraph({
          alignment: align,
          children: [
            new ImageRun({
              type: 'png',
              data: await photoPng(),
              transformation: { width: 96, height: 96 },
            }),
          ],
        }),
        ...nameLines,
        para(`✉ ${p.email}   ☎ ${p.phoneText}`),
        ...sections(['s', 'x', 'e', 'k']),
      ];
      break;
    case 'header':
      header = new Header({ children: [para(`${p.email} · ${p.phoneText}`)] });
      children = [...nameLines, ...sections(['s', 'x', 'e', 'k'])];
      break;
    case 'footer':
      footer = new Footer({ children: [para(contact)] });
      children = [...nameLines, ...sections(['s', 'k', 'x', 'e'])];
      break;
    case 'table': {
      const side = [
        para(w.contact, { heading: 'h1' }),
        para(p.email),
        para(p.phoneText),
        para(p.city),
        ...sections(['k']),
        para(w.languages, { heading: 'h1' }),
        para(w.languageList),
      ];
      const main = sections(['s', 'x', 'e']);
      // A right-to-left table lists its first cell on the right: the sidebar is the first cell.
      children = [
        ...nameLines,
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          columnWidths: [3000, 6000],
          visuallyRightToLeft: rtl,
          borders: { ...noBorders, insideHorizontal: none, insideVertical: none },
          rows: [
            new TableRow({
              children: [
                new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: side }),
                new TableCell({ width: { size: 6000, type: WidthType.DXA }, children: main }),
              ],
            }),
          ],
        }),
      ];
      break;
    }
    case 'labels':
      children = [
        para(`${w.nameLabel}: ${p.name}`, { size: 32 }),
        para(`${w.emailLabel}: ${p.email}`),
        para(`${w.phoneLabel}: ${p.phoneText}`),
        ...sections(['s', 'x', 'e', 'k']),
      ];
      break;
  }
  const doc = new Document({
    creator: 'talentpool judged CVs',
    sections: [
      {
        ...(header ? { headers: { default: header } } : {}),
        ...(footer ? { footers: { default: footer } } : {}),
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

// ---------------------------------------------------------------------------------------------
// Making the set

const run = promisify(execFile);

export interface MakeOptions {
  /** Only these producers (default all three). */
  producers?: Producer[];
  /** Only the people whose index passes (default everyone). */
  pick?: (person: JudgedPerson, index: number) => boolean;
  chromiumPath?: string;
}

/**
 * Writes the set into `dir` and answers what each file is. LibreOffice prints the Word files of
 * the set (one `soffice` for all of them; a first start takes a few seconds).
 */
export async function makeJudgedSet(dir: string, options: MakeOptions = {}): Promise<JudgedCv[]> {
  const producers = options.producers ?? ['chromium', 'docx', 'libreoffice'];
  const people = judgedPeople.filter((p, i) => options.pick?.(p, i) ?? true);
  await mkdir(dir, { recursive: true });
  const cvs: JudgedCv[] = [];

  if (producers.includes('chromium')) {
    const browser = await chromium.launch({
      executablePath: options.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage();
      for (const p of people) {
        const layout = htmlLayouts[judgedPeople.indexOf(p) % htmlLayouts.length] as HtmlLayout;
        await page.setContent(htmlOf(p, layout), { waitUntil: 'load' });
        const file = `${p.id}.chromium.pdf`;
        await writeFile(path.join(dir, file), await page.pdf({ format: 'A4' }));
        cvs.push({ file, producer: 'chromium', layout, person: p });
      }
    } finally {
      await browser.close();
    }
  }

  const needDocx = producers.includes('docx') || producers.includes('libreoffice');
  if (needDocx) {
    const docxDir = path.join(dir, 'docx');
    await mkdir(docxDir, { recursive: true });
    const written: Array<{ file: string; layout: DocxLayout; person: JudgedPerson }> = [];
    for (const p of people) {
      const i = judgedPeople.indexOf(p);
      // Another layout than the same person's HTML CV.
      const layout = docxLayouts[(i + 2) % docxLayouts.length] as DocxLayout;
      const file = `${p.id}.docx`;
      await writeFile(path.join(docxDir, file), await docxOf(p, layout));
      written.push({ file, layout, person: p });
    }
    if (producers.includes('docx')) {
      for (const d of written) {
        cvs.push({ file: `docx/${d.file}`, producer: 'docx', layout: d.layout, person: d.person });
      }
    }
    if (producers.includes('libreoffice')) {
      const outDir = path.join(dir, 'libreoffice');
      // A profile of its own: a LibreOffice already open elsewhere on the machine is not used.
      await run(
        'soffice',
        [
          `-env:UserInstallation=file://${path.join(dir, 'lo-profile')}`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          outDir,
          ...written.map((d) => path.join(docxDir, d.file)),
        ],
        { timeout: 300_000 },
      );
      for (const d of written) {
        const file = `libreoffice/${d.file.replace(/\.docx$/, '.pdf')}`;
        await readFile(path.join(dir, file)); // fails loudly when LibreOffice skipped one
        cvs.push({ file, producer: 'libreoffice', layout: d.layout, person: d.person });
      }
    }
  }
  return cvs;
}

// ---------------------------------------------------------------------------------------------
// Judging

export const judgedFields = [
  'name',
  'email',
  'phone',
  'skills',
  'education',
  'experience',
] as const;
export type JudgedField = (typeof judgedFields)[number];

/**
 * Two texts are the same answer when they differ only in case, spacing, Unicode form and Arabic
 * short vowels (a name read without its harakat is still the person's name: a recruiter reads it
 * the same, and PDF text extraction drops or misplaces the marks that sit on letters).
 */
export const sameText = (a: string, b: string) => {
  const norm = (s: string) =>
    s
      .normalize('NFKC')
      .replace(/[\u064B-\u0652\u0670]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  return norm(a) === norm(b);
};

interface Proposed {
  name?: string;
  email?: string;
  phone?: string;
  skills?: string[];
  education?: string[];
  experience?: Array<{ title: string }>;
}

/** Which fields the parser got right: lists need every item of the CV among the proposals. */
export function judge(
  truth: Pick<JudgedPerson, 'name' | 'email' | 'phone' | 'skills' | 'education'> & {
    experience: Array<{ title: string } | string>;
  },
  found: Proposed,
): Record<JudgedField, boolean> {
  const all = (have: string[] | undefined, want: string[]) =>
    want.every((w) => (have ?? []).some((h) => sameText(h, w)));
  return {
    name: sameText(found.name ?? '', truth.name),
    email: (found.email ?? '') === truth.email.toLowerCase(),
    phone: found.phone === truth.phone,
    skills: all(found.skills, truth.skills),
    education: all(found.education, truth.education),
    experience: all(
      found.experience?.map((e) => e.title),
      truth.experience.map((e) => (typeof e === 'string' ? e : e.title)),
    ),
  };
}
