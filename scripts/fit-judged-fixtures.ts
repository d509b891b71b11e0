// Issue 40 ("Measured, not claimed"): writes the judged set of the fit score,
// packages/domain/src/fit/judged/judgedSet.json: 22 postings, half in English and half in
// Arabic, each with 20 applicants from the demo generator (seed/candidates.ts, the people of
// `npm run seed`) and the grade a recruiter would give each of them, 0..3.
//   node --import tsx scripts/fit-judged-fixtures.ts
// Deterministic: run again, it writes the same file.
//
// What the score sees is what the product would know: a profile, or for a quarter of the
// applicants only a parsed CV (no ISI, no field, education and experience not always read,
// the country rarely); skills written as people write them (Arabic speakers often in Arabic,
// others with another spelling: "React.js", "Postgres"). The grade is given from the whole
// person (the generator's truth), by the rubric in gradeOf below, which does not read the ISI:
// a recruiter ranks qualifications; the style is what the score adds.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { scoreChecklist } from '../packages/domain/src/checklists/scoring';
import { areNeighbours } from '../packages/domain/src/fit/fieldMatch';
import { canonicalSkill, knownSkill } from '../packages/domain/src/fit/skillSynonyms';
import type { JudgedSet, JudgedApplicant } from '../packages/domain/src/fit/judged/evaluate';
import type { FitCandidate, FitPosting } from '../packages/domain/src/fit/types';
import { countryList, hlOfEdu, yearsOfExp } from '../packages/domain/src/plain/profile';
import {
  demoCandidate,
  seededRandom,
  type DemoCandidate,
} from '../packages/server/src/seed/candidates';

const out = path.resolve('packages/domain/src/fit/judged/judgedSet.json');

interface PostingTemplate {
  lang: 'en' | 'ar';
  title: string;
  description: string;
  field: string;
  /** What the job needs, in the synonym table's first spelling: the grader's truth. */
  core: string[];
  minEducation: string | null;
  minExperience: string | null;
  workplace: FitPosting['workplace'];
  country: string;
  /** Asks "Do you have the right to work in <country>?" with "No" as the knock-out. */
  rightToWork?: boolean;
  settings?: FitPosting['settings'];
}

const templates: PostingTemplate[] = [
  {
    lang: 'en',
    title: 'React developer',
    description:
      'Build our customer web app with React and TypeScript on a Node.js back end. You ship small changes daily.',
    field: 'Digital Services',
    core: ['React', 'TypeScript', 'Node.js'],
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    workplace: 'onsite',
    country: 'EG',
    rightToWork: true,
  },
  {
    lang: 'en',
    title: 'Junior data analyst',
    description:
      'Turn our sales data into answers: SQL every day, Python for the harder questions, dashboards in Power BI.',
    field: 'Data Management',
    core: ['SQL', 'Python', 'Power BI'],
    minEducation: 'Faculty degree',
    minExperience: '<2 years',
    workplace: 'hybrid',
    country: 'EG',
  },
  {
    lang: 'en',
    title: 'Credit analyst',
    description:
      'Assess corporate borrowers: credit analysis, financial modelling and IFRS statements. Based in Riyadh.',
    field: 'Banking',
    core: ['Credit analysis', 'Financial modelling', 'IFRS'],
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    workplace: 'onsite',
    country: 'SA',
    settings: { mustHaves: { location: true } },
  },
  {
    lang: 'en',
    title: 'Digital marketing specialist',
    description:
      'Run our Google Ads campaigns, improve SEO and report with Google Analytics. Remote, flexible hours.',
    field: 'Marketing',
    core: ['Google Ads', 'SEO', 'Google Analytics'],
    minEducation: null,
    minExperience: '<2 years',
    workplace: 'remote',
    country: '',
  },
  {
    lang: 'en',
    title: 'Site engineer',
    description:
      'Supervise our Dubai sites: site supervision, drawings in AutoCAD, schedules in Primavera P6.',
    field: 'Architecture and Construction',
    core: ['Site supervision', 'AutoCAD', 'Primavera P6'],
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    workplace: 'onsite',
    country: 'AE',
    rightToWork: true,
  },
  {
    lang: 'en',
    title: 'HR generalist',
    description: 'Own recruitment and payroll for 300 people and keep us right with labour law.',
    field: 'Human Resources',
    core: ['Recruitment', 'Payroll', 'Labour law'],
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    workplace: 'onsite',
    country: 'EG',
  },
  {
    lang: 'en',
    title: 'Quality engineer',
    description:
      'Lead our ISO 9001 system and Six Sigma projects on the production lines; lean manufacturing experience welcome.',
    field: 'Manufacturing',
    core: ['ISO 9001', 'Six Sigma', 'Lean manufacturing'],
    minEducation: 'Faculty degree',
    minExperience: '6-10 years',
    workplace: 'onsite',
    country: 'EG',
    settings: { mustHaves: { skills: ['ISO 9001'] } },
  },
  {
    lang: 'en',
    title: 'Staff nurse',
    description: 'Patient care on a surgical ward in Jeddah: infection control, first aid, shifts.',
    field: 'Health Services',
    core: ['Patient care', 'Infection control', 'First aid'],
    minEducation: 'Non-faculty graduate',
    minExperience: '2-5 years',
    workplace: 'onsite',
    country: 'SA',
    rightToWork: true,
  },
  {
    lang: 'en',
    title: 'UI designer',
    description:
      'Design screens in Figma, from prototyping to the final typography of our mobile app.',
    field: 'Design',
    core: ['Figma', 'Prototyping', 'Typography'],
    minEducation: null,
    minExperience: '2-5 years',
    workplace: 'remote',
    country: '',
  },
  {
    lang: 'en',
    title: 'Legal counsel',
    description:
      'Contract drafting and corporate law for a growing group; legal research for the board.',
    field: 'law',
    core: ['Contract drafting', 'Corporate law', 'Legal research'],
    minEducation: 'Faculty degree',
    minExperience: '6-10 years',
    workplace: 'onsite',
    country: 'EG',
  },
  {
    lang: 'en',
    title: 'Logistics coordinator',
    description:
      'Plan deliveries out of Amman: route planning, inventory management and orders in SAP.',
    field: 'Transportation',
    core: ['Route planning', 'Inventory management', 'SAP'],
    minEducation: 'Non-faculty graduate',
    minExperience: '<2 years',
    workplace: 'onsite',
    country: 'JO',
    settings: { mustHaves: { location: true } },
  },
  {
    lang: 'ar',
    title: 'مطور أنظمة خلفية',
    description:
      'نبحث عن مطور يبني خدماتنا بنود جي اس وجافا، ويشغلها في حاويات دوكر. العمل من مكتبنا في القاهرة.',
    field: 'Digital Services',
    core: ['Node.js', 'Java', 'Docker'],
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    workplace: 'onsite',
    country: 'EG',
    rightToWork: true,
  },
  {
    lang: 'ar',
    title: 'مهندس بيانات',
    description: 'بناء خطوط البيانات بلغة بايثون واستعلامات SQL وتقارير تابلو لفريق المبيعات.',
    field: 'Data Management',
    core: ['Python', 'SQL', 'Tableau'],
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    workplace: 'hybrid',
    country: 'EG',
  },
  {
    lang: 'ar',
    title: 'مسؤول مخاطر الائتمان',
    description:
      'تحليل الائتمان للشركات ومكافحة غسل الأموال وإعداد القوائم وفق المعايير الدولية لإعداد التقارير المالية. العمل في الرياض.',
    field: 'Banking',
    core: ['Credit analysis', 'Anti-money laundering', 'IFRS'],
    minEducation: 'Faculty degree',
    minExperience: '6-10 years',
    workplace: 'onsite',
    country: 'SA',
    settings: { mustHaves: { location: true } },
  },
  {
    lang: 'ar',
    title: 'أخصائي تسويق رقمي',
    description: 'إدارة حملات إعلانات جوجل وتحسين محركات البحث ووضع استراتيجية المحتوى لعلامتنا.',
    field: 'Marketing',
    core: ['Google Ads', 'SEO', 'Content strategy'],
    minEducation: null,
    minExperience: '2-5 years',
    workplace: 'hybrid',
    country: 'AE',
  },
  {
    lang: 'ar',
    title: 'مهندس إنشائي',
    description: 'إعداد الرسومات بالأوتوكاد والنمذجة بريفيت والتحليل الإنشائي لمشروعات سكنية.',
    field: 'Architecture and Construction',
    core: ['AutoCAD', 'Revit', 'Structural analysis'],
    minEducation: 'Faculty degree',
    minExperience: '6-10 years',
    workplace: 'onsite',
    country: 'EG',
    rightToWork: true,
  },
  {
    lang: 'ar',
    title: 'أخصائي موارد بشرية',
    description: 'التوظيف وإعداد الرواتب وإدارة الأداء لشركة ناشئة سريعة النمو.',
    field: 'Human Resources',
    core: ['Recruitment', 'Payroll', 'Performance management'],
    minEducation: 'Faculty degree',
    minExperience: '<2 years',
    workplace: 'onsite',
    country: 'EG',
  },
  {
    lang: 'ar',
    title: 'أخصائي سلامة الغذاء',
    description: 'تطبيق نظام هاسب ومتطلبات أيزو 22000 ومراقبة الجودة في مصنع للألبان.',
    field: 'Food industry',
    core: ['HACCP', 'ISO 22000', 'Quality control'],
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    workplace: 'onsite',
    country: 'EG',
  },
  {
    lang: 'ar',
    title: 'أخصائي شؤون تنظيمية',
    description: 'تسجيل الأدوية لدى الهيئة ومتابعة اليقظة الدوائية وممارسات التصنيع الجيد.',
    field: 'Pharmacy and Drug Industry',
    core: ['Drug registration', 'Pharmacovigilance', 'GMP'],
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    workplace: 'onsite',
    country: 'SA',
    rightToWork: true,
  },
  {
    lang: 'ar',
    title: 'مصمم تعليمي',
    description: 'تخطيط الدروس وبناء المقررات على مودل وإنتاج محتوى التعلم الإلكتروني. عن بعد.',
    field: 'Education and Training',
    core: ['Lesson planning', 'Moodle', 'E-learning authoring'],
    minEducation: 'Faculty degree',
    minExperience: '<2 years',
    workplace: 'remote',
    country: '',
  },
  {
    lang: 'ar',
    title: 'منتج محتوى فيديو',
    description: 'مونتاج الفيديو ببريمير والسرد القصصي والتصوير الفوتوغرافي لقنواتنا.',
    field: 'Media',
    core: ['Adobe Premiere', 'Storytelling', 'Photography'],
    minEducation: null,
    minExperience: '<2 years',
    workplace: 'onsite',
    country: 'EG',
  },
  {
    lang: 'ar',
    title: 'مهندس زراعي',
    description: 'تصميم شبكات الري بالتنقيط وتحليل التربة وتخطيط المحاصيل لمزارعنا في الصعيد.',
    field: 'Agriculture',
    core: ['Drip irrigation', 'Soil analysis', 'Crop planning'],
    minEducation: 'Faculty degree',
    minExperience: '2-5 years',
    workplace: 'onsite',
    country: 'EG',
    rightToWork: true,
  },
];

const perPosting = { sameField: 6, neighbours: 4, others: 10 } as const;
/** The demo candidates drawn from: enough for six of every field. */
const pool: DemoCandidate[] = Array.from({ length: 1500 }, (_, i) => demoCandidate(i + 1)).filter(
  (c) => c.dataComplete,
);
const codeOf = (name: string | null) => countryList.find((c) => c.name === name)?.code ?? null;
const level = (order: readonly string[], v: string | null) => (v === null ? -1 : order.indexOf(v));

/** Another spelling of a skill, as its writer would: Arabic for an Arabic speaker. */
function spelled(skill: string, lang: 'en' | 'ar', random: () => number): string {
  const entry = knownSkill(skill);
  if (!entry) return skill;
  const arabic = entry.names.filter((n) => /[\u0600-\u06FF]/.test(n));
  const latin = entry.names.filter((n) => !/[\u0600-\u06FF]/.test(n));
  if (lang === 'ar' && arabic.length > 0 && random() < 0.7) return arabic[0] as string;
  if (random() < 0.3 && latin.length > 1)
    return latin[1 + Math.floor(random() * (latin.length - 1))] as string;
  return skill;
}

/** Does the whole person fail one of the posting's must-haves? */
function failsMustHave(t: PostingTemplate, c: DemoCandidate, knockedOut: boolean): boolean {
  if (knockedOut) return true;
  if (
    t.settings?.mustHaves?.location &&
    t.workplace !== 'remote' &&
    codeOf(c.country) !== t.country
  )
    return true;
  const skills = new Set(c.technicalSkills.map((s) => canonicalSkill(s.name)));
  if ((t.settings?.mustHaves?.skills ?? []).some((s) => !skills.has(canonicalSkill(s))))
    return true;
  if (
    t.minExperience &&
    level(yearsOfExp.values, c.yearsOfExp) < level(yearsOfExp.values, t.minExperience)
  )
    return true;
  if (t.minEducation && level(hlOfEdu.values, c.HLOfEdu) < level(hlOfEdu.values, t.minEducation))
    return true;
  return false;
}

/**
 * The recruiter's grade. 0: fails a must-have, or another field without any of the job's
 * skills. 3: the job's field and at least half its skills. 2: the job's field with fewer, or a
 * neighbouring field with some. 1: a neighbouring field without them, or another field with some.
 */
function gradeOf(t: PostingTemplate, c: DemoCandidate, fails: boolean): number {
  if (fails) return 0;
  const held = new Set(c.technicalSkills.map((s) => canonicalSkill(s.name)));
  const overlap = t.core.filter((s) => held.has(canonicalSkill(s))).length / t.core.length;
  const same = c.jobPosition === t.field;
  const near = c.jobPosition !== null && areNeighbours(c.jobPosition, t.field);
  if (same) return overlap >= 0.5 ? 3 : 2;
  if (near) return overlap > 0 ? 2 : 1;
  return overlap > 0 ? 1 : 0;
}

function applicantOf(
  t: PostingTemplate,
  c: DemoCandidate,
  random: () => number,
  asked: { questionId: string; text: string } | null,
): JudgedApplicant {
  const skills = [...c.technicalSkills, ...c.generalSkills].map((s) =>
    spelled(s.name, c.lang, random),
  );
  const home = codeOf(c.country);
  // Someone abroad answers "No" to the right to work unless they hold a permit.
  const knockedOut = asked !== null && home !== t.country && random() < 0.6;
  const screening = asked ? [{ ...asked, knockedOut }] : [];
  const cvOnly = random() < 0.25;
  const candidate: FitCandidate = cvOnly
    ? {
        source: 'cv',
        isi: null,
        skills,
        education: random() < 0.7 ? c.HLOfEdu : null,
        experience: random() < 0.8 ? c.yearsOfExp : null,
        field: null,
        country: random() < 0.5 ? c.country : null,
        screening,
      }
    : {
        source: 'profile',
        isi: c.isi ? { flp: c.isi.flp, frp: c.isi.frp, brp: c.isi.brp, blp: c.isi.blp } : null,
        skills,
        education: c.HLOfEdu,
        experience: c.yearsOfExp,
        field: c.jobPosition,
        country: c.country,
        screening,
      };
  const fails = failsMustHave(t, c, knockedOut);
  return { id: `candidate-${c.n}`, grade: gradeOf(t, c, fails), failsMustHave: fails, candidate };
}

function take(list: DemoCandidate[], count: number, random: () => number, used: Set<number>) {
  const out: DemoCandidate[] = [];
  const free = list.filter((c) => !used.has(c.n));
  while (out.length < count && free.length > 0) {
    const [c] = free.splice(Math.floor(random() * free.length), 1);
    if (c) {
      out.push(c);
      used.add(c.n);
    }
  }
  return out;
}

export function judgedSet(): JudgedSet {
  const postings = templates.map((t, index) => {
    const random = seededRandom(0x40f17 + index * 104729);
    const items = Array.from({ length: 6 }, () => Math.floor(random() * 25));
    const profile = scoreChecklist('jobmatch', items);
    if (!profile.ok) throw new Error('checklist');
    const country = countryList.find((c) => c.code === t.country);
    const asked =
      t.rightToWork && country
        ? {
            questionId: 'rightToWork',
            text:
              t.lang === 'ar'
                ? `هل يحق لك العمل في ${country.nameAr}؟`
                : `Do you have the right to work in ${country.name}?`,
          }
        : null;
    // Who applies: people of the job's field, half of them meeting its minimums; people of
    // neighbouring fields; anyone else. For a posting on site, about half live in its country.
    const used = new Set<number>();
    const local = (c: DemoCandidate) => t.workplace === 'remote' || codeOf(c.country) === t.country;
    const meets = (c: DemoCandidate) => !failsMustHave({ ...t, settings: {} }, c, false);
    const same = pool.filter((c) => c.jobPosition === t.field);
    const near = pool.filter(
      (c) =>
        c.jobPosition !== null &&
        c.jobPosition !== t.field &&
        areNeighbours(c.jobPosition, t.field),
    );
    const other = pool.filter((c) => c.jobPosition !== t.field);
    const people = [
      ...take(
        same.filter((c) => meets(c) && local(c)),
        2,
        random,
        used,
      ),
      ...take(same.filter(meets), 1, random, used),
      ...take(same, perPosting.sameField - 3, random, used),
      ...take(near.filter(local), 2, random, used),
      ...take(near, perPosting.neighbours - 2, random, used),
      ...take(other.filter(local), 4, random, used),
    ];
    const total = perPosting.sameField + perPosting.neighbours + perPosting.others;
    people.push(...take(other, total - people.length, random, used));
    // The order of application: shuffled.
    for (let i = people.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [people[i], people[j]] = [people[j] as DemoCandidate, people[i] as DemoCandidate];
    }
    const posting: FitPosting = {
      title: t.title,
      description: t.description,
      field: t.field,
      workplace: t.workplace,
      country: t.country,
      minEducation: t.minEducation,
      minExperience: t.minExperience,
      requirementProfile: profile.profile,
      ...(t.settings ? { settings: t.settings } : {}),
    };
    return {
      id: `posting-${String(index + 1).padStart(2, '0')}`,
      lang: t.lang,
      posting,
      applicants: people.map((c) => applicantOf(t, c, random, asked)),
    };
  });
  return { generatedBy: 'scripts/fit-judged-fixtures.ts', postings };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(out, `${JSON.stringify(judgedSet())}\n`);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
