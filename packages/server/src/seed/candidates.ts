// Demo candidates (issue 6): realistic, complete profiles built from the spec's enumerations, with
// ISI results scored by scoreIsi from structured answers. Pure and deterministic: candidate n is
// always the same person, so seeding twice, or with a larger --users, never duplicates anyone.
import { isiKey } from '@talentpool/domain/isi/key';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import { isiScaleKeys, type IsiResult, type IsiScaleKey } from '@talentpool/domain/isi/types';
import {
  faculties,
  hiringBodies,
  hlOfEdu,
  jobRoles,
  professionalFields,
  yearsOfExp,
  type Faculty,
  type ProfessionalField,
} from '@talentpool/domain/profile/enums';
import type { CertificateItem, InternshipItem, JobItem, SkillItem } from '../db/schema';

export const candidateEmailDomain = 'demo.talentpool.local';
export const candidateEmail = (n: number): string =>
  `candidate-${String(n).padStart(4, '0')}@${candidateEmailDomain}`;

export interface DemoCandidate {
  n: number;
  email: string;
  lang: 'en' | 'ar';
  /** false: signed up but never finished the profile (never found by a search). */
  dataComplete: boolean;
  name: string | null;
  country: string | null;
  address: string | null;
  jobPosition: ProfessionalField | null;
  dateOfBirth: string | null;
  nationalID: string | null;
  mobileNO: string | null;
  wemail: string | null;
  HLOfEdu: string | null;
  faculty: Faculty | null;
  otherf: string | null;
  yearsOfExp: string | null;
  CV: string | null;
  longTermGoals: string | null;
  Motivation: string | null;
  job: JobItem[];
  certificates: CertificateItem[];
  internships: InternshipItem[];
  generalSkills: SkillItem[];
  technicalSkills: SkillItem[];
  /** 48 answers and their scored result, or null when the candidate has not taken the ISI. */
  answers: number[] | null;
  isi: IsiResult | null;
}

/** mulberry32: a small seeded generator, so candidate n is reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
function pickSome<T>(random: Random, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return out;
}

const firstNames = [
  'Ahmed',
  'Mohamed',
  'Omar',
  'Youssef',
  'Mostafa',
  'Karim',
  'Hassan',
  'Tarek',
  'Amr',
  'Khaled',
  'Mahmoud',
  'Ali',
  'Ibrahim',
  'Sherif',
  'Hany',
  'Ziad',
  'Adam',
  'Nour',
  'Salma',
  'Mariam',
  'Fatma',
  'Aya',
  'Yasmin',
  'Hana',
  'Laila',
  'Dina',
  'Rana',
  'Nada',
  'Sara',
  'Reem',
  'Heba',
  'Mona',
  'Farida',
  'Malak',
  'Jana',
  'Layla',
  'Lina',
  'Samir',
  'Rami',
  'Fadi',
  'Rania',
  'Noor',
  'James',
  'Emma',
  'Daniel',
  'Sofia',
  'Lucas',
  'Olivia',
  'David',
  'Chloe',
] as const;
const lastNames = [
  'Hassan',
  'Mostafa',
  'Abdelrahman',
  'El-Sayed',
  'Farouk',
  'Mansour',
  'Saleh',
  'Nasser',
  'Ibrahim',
  'Khalil',
  'Shawky',
  'Fathy',
  'Gamal',
  'Zaki',
  'Rashad',
  'Soliman',
  'Hamdy',
  'Ezzat',
  'Tawfik',
  'Youssef',
  'Al-Amin',
  'Haddad',
  'Khoury',
  'Aziz',
  'Barakat',
  'Darwish',
  'Othman',
  'Qasim',
  'Rahman',
  'Sabry',
  'Taha',
  'Wahba',
  'Morgan',
  'Carter',
  'Schneider',
] as const;
const arabicFirstNames = [
  'أحمد',
  'احمد',
  'مصطفى',
  'فاطمة',
  'آمنة',
  'إسراء',
  'محمد',
  'عمر',
  'يوسف',
  'مريم',
  'سارة',
  'نور',
  'ليلى',
  'خالد',
  'هدى',
  'كريم',
  'رنا',
] as const;
const arabicLastNames = [
  'حسن',
  'منصور',
  'الشريف',
  'عبد الرحمن',
  'فاروق',
  'إبراهيم',
  'صالح',
  'خليل',
  'ناصر',
  'زكي',
] as const;

const places: { country: string; cities: readonly string[] }[] = [
  { country: 'Egypt', cities: ['Cairo', 'Giza', 'Alexandria', 'Mansoura', 'Tanta', 'Assiut'] },
  { country: 'Egypt', cities: ['Nasr City, Cairo', 'Heliopolis, Cairo', '6th of October City'] },
  { country: 'Saudi Arabia', cities: ['Riyadh', 'Jeddah', 'Dammam'] },
  { country: 'United Arab Emirates', cities: ['Dubai', 'Abu Dhabi', 'Sharjah'] },
  { country: 'Jordan', cities: ['Amman', 'Irbid'] },
  { country: 'Morocco', cities: ['Casablanca', 'Rabat'] },
  { country: 'Kuwait', cities: ['Kuwait City'] },
  { country: 'Qatar', cities: ['Doha'] },
  { country: 'Lebanon', cities: ['Beirut'] },
  { country: 'United Kingdom', cities: ['London', 'Manchester'] },
];
const streets = [
  'Tahrir St.',
  'El-Nasr Rd.',
  'King Fahd Rd.',
  'Corniche St.',
  'Palestine St.',
  'Gamal Abdel Nasser St.',
  'Al Olaya St.',
  'Sheikh Zayed Rd.',
  'Rainbow St.',
  'Hamra St.',
] as const;

/**
 * Job titles, general skills and descriptions in Arabic for candidates with an Arabic name (issue
 * 21: the judged search queries need Arabic profiles, written with hamza, alef maqsura, ta
 * marbuta and tanwin as people write them). A title without a translation stays English.
 */
const arabicTitles: Record<string, string> = {
  'Data Analyst': 'محلل بيانات',
  'Data Engineer': 'مهندس بيانات',
  'Database Administrator': 'مسؤول قواعد بيانات',
  'BI Developer': 'مطور ذكاء أعمال',
  'Software Engineer': 'مهندس برمجيات',
  'Frontend Developer': 'مطور واجهات أمامية',
  'Backend Developer': 'مطور أنظمة خلفية',
  'QA Engineer': 'مهندس ضمان الجودة',
  'DevOps Engineer': 'مهندس عمليات التطوير',
  'Credit Analyst': 'محلل ائتمان',
  'Relationship Manager': 'مدير علاقات',
  Teller: 'صراف',
  'Risk Officer': 'مسؤول مخاطر',
  'Business Analyst': 'محلل أعمال',
  'Project Manager': 'مدير مشروعات',
  'Operations Manager': 'مدير عمليات',
  'General Manager': 'مدير عام',
  'Marketing Specialist': 'أخصائي تسويق',
  'Digital Marketing Manager': 'مدير تسويق رقمي',
  'Brand Manager': 'مدير علامة تجارية',
  'SEO Specialist': 'أخصائي تحسين محركات البحث',
  'Site Engineer': 'مهندس موقع',
  Architect: 'مهندس معماري',
  'Project Engineer': 'مهندس مشروعات',
  'Quantity Surveyor': 'مساح كميات',
  Teacher: 'مُعلّمة',
  'Corporate Trainer': 'مدرب مؤسسي',
  'Curriculum Designer': 'مصمم مناهج',
  'Graphic Designer': 'مصمم جرافيك',
  'UI/UX Designer': 'مصمم واجهات المستخدم',
  'Interior Designer': 'مصمم ديكور داخلي',
  Nurse: 'ممرضة',
  'Clinic Coordinator': 'منسق عيادة',
  Physiotherapist: 'أخصائي علاج طبيعي',
  'Lab Technician': 'فني مختبر',
  Pharmacist: 'صيدلي',
  'Medical Representative': 'مندوب طبي',
  'HR Generalist': 'أخصائي موارد بشرية',
  Recruiter: 'مسؤول توظيف',
  'Talent Acquisition Specialist': 'أخصائي استقطاب المواهب',
  'Legal Counsel': 'مستشار قانوني',
  Lawyer: 'محامٍ',
  'Compliance Officer': 'مسؤول الامتثال',
  'Tour Guide': 'مرشد سياحي',
  'Travel Consultant': 'مستشار سفر',
  'Video Editor': 'محرر فيديو',
  Journalist: 'صحفي',
  'Content Producer': 'منتج محتوى',
  'Social Media Manager': 'مدير وسائل التواصل الاجتماعي',
  'Research Assistant': 'مساعد باحث',
  'Research Scientist': 'باحث علمي',
  'Logistics Coordinator': 'منسق لوجستيات',
  'Supply Chain Analyst': 'محلل سلاسل الإمداد',
  'Fleet Manager': 'مدير أسطول',
  'Food Safety Specialist': 'أخصائي سلامة الغذاء',
  'Production Engineer': 'مهندس إنتاج',
  'Quality Engineer': 'مهندس جودة',
  'Maintenance Engineer': 'مهندس صيانة',
  Agronomist: 'مهندس زراعي',
  Coordinator: 'منسق',
  Specialist: 'أخصائي',
  'Team Lead': 'قائد فريق',
  Officer: 'مسؤول',
  Associate: 'مساعد',
  'HR Business Partner': 'شريك أعمال الموارد البشرية',
  'BIM Modeler': 'مصمم نمذجة معلومات البناء',
  'Resident Physician': 'طبيب مقيم',
  'General Practitioner': 'طبيب عام',
  Dentist: 'طبيب أسنان',
  Veterinarian: 'طبيب بيطري',
  'Ship Officer': 'ضابط سفينة',
  Paralegal: 'مساعد قانوني',
  'Production Supervisor': 'مشرف إنتاج',
  'Art Director': 'مدير فني',
  'Hotel Front Office Manager': 'مدير مكتب الاستقبال بالفندق',
  'R&D Food Technologist': 'تقني تطوير أغذية',
  'Innovation Manager': 'مدير ابتكار',
  'Technology Transfer Officer': 'مسؤول نقل التكنولوجيا',
  'Product Manager': 'مدير منتج',
  'Regulatory Affairs Specialist': 'أخصائي شؤون تنظيمية',
  'QC Analyst': 'محلل مراقبة الجودة',
  'Instructional Designer': 'مصمم تعليمي',
  'Lab Researcher': 'باحث مختبر',
  'Farm Manager': 'مدير مزرعة',
  'Irrigation Engineer': 'مهندس ري',
  'Plant Supervisor': 'مشرف مصنع',
};
const arabicGeneralSkills: Record<string, string> = {
  Communication: 'التواصل',
  Teamwork: 'العمل الجماعي',
  'Problem solving': 'حل المشكلات',
  'Time management': 'إدارة الوقت',
  Leadership: 'القيادة',
  'Critical thinking': 'التفكير النقدي',
  Negotiation: 'التفاوض',
  Presentation: 'العرض والتقديم',
  Adaptability: 'القدرة على التكيف',
  'Attention to detail': 'الاهتمام بالتفاصيل',
  'Public speaking': 'الخطابة',
  'Customer focus': 'التركيز على العميل',
};
const descriptionPhrases = [
  ['owned day-to-day delivery and reporting.', 'مسؤول عن التنفيذ اليومي والتقارير.'],
  ['worked with cross-functional teams on key projects.', 'عمل مع فرق متعددة على مشروعات رئيسية.'],
  ['improved processes and trained new colleagues.', 'طوّر الإجراءات ودرّب الزملاء الجدد.'],
  ['handled clients and internal stakeholders.', 'تعامل مع العملاء والأطراف الداخلية.'],
] as const;

/** Job titles and technical skills per professional field; faculties that usually lead there. */
interface FieldProfile {
  titles: readonly string[];
  skills: readonly string[];
  faculties: readonly Faculty[];
}
const genericField: FieldProfile = {
  titles: ['Coordinator', 'Specialist', 'Team Lead', 'Officer', 'Associate'],
  skills: ['Microsoft Excel', 'Reporting', 'Project planning', 'CRM software'],
  faculties: ['Commerce', 'Arts', 'Business administration'],
};
const fieldProfiles: Partial<Record<ProfessionalField, FieldProfile>> = {
  'Architecture and Construction': {
    titles: ['Site Engineer', 'Architect', 'Project Engineer', 'Quantity Surveyor', 'BIM Modeler'],
    skills: ['AutoCAD', 'Revit', 'Primavera P6', 'Structural analysis', 'Site supervision'],
    faculties: ['Engineering', 'Applied Arts'],
  },
  Agriculture: {
    titles: ['Agronomist', 'Farm Manager', 'Irrigation Engineer'],
    skills: ['Soil analysis', 'Drip irrigation', 'Crop planning', 'GIS'],
    faculties: ['Agriculture', 'Science'],
  },
  'Education and Training': {
    titles: ['Teacher', 'Corporate Trainer', 'Curriculum Designer', 'Instructional Designer'],
    skills: ['Lesson planning', 'Moodle', 'Classroom management', 'E-learning authoring'],
    faculties: ['Education', 'Arts', 'Al-Alsun (Languages)', 'Kindergarten'],
  },
  Design: {
    titles: ['Graphic Designer', 'UI/UX Designer', 'Interior Designer', 'Art Director'],
    skills: ['Figma', 'Adobe Illustrator', 'Adobe Photoshop', 'Typography', 'Prototyping'],
    faculties: ['Applied Arts', 'Engineering', 'Arts'],
  },
  Manufacturing: {
    titles: ['Production Engineer', 'Quality Engineer', 'Plant Supervisor', 'Maintenance Engineer'],
    skills: ['Lean manufacturing', 'Six Sigma', 'ISO 9001', 'PLC programming'],
    faculties: ['Engineering', 'Science'],
  },
  'Health Services': {
    titles: ['Nurse', 'Clinic Coordinator', 'Physiotherapist', 'Lab Technician'],
    skills: ['Patient care', 'Infection control', 'Electronic health records', 'First aid'],
    faculties: ['Nursing', 'Physical Therapy', 'Applied Health Sciences Technology'],
  },
  Medicine: {
    titles: ['Resident Physician', 'General Practitioner', 'Dentist', 'Veterinarian'],
    skills: ['Clinical diagnosis', 'Emergency medicine', 'Medical research', 'Patient care'],
    faculties: ['Medicine', 'Dentistry', 'Veterinary Medicine'],
  },
  Banking: {
    titles: ['Credit Analyst', 'Relationship Manager', 'Teller', 'Risk Officer'],
    skills: ['Credit analysis', 'Financial modelling', 'Anti-money laundering', 'IFRS'],
    faculties: ['Commerce', 'Economics and Political Sciences', 'Business administration'],
  },
  Marketing: {
    titles: [
      'Marketing Specialist',
      'Digital Marketing Manager',
      'Brand Manager',
      'SEO Specialist',
    ],
    skills: ['Google Ads', 'SEO', 'Social media marketing', 'Content strategy', 'Google Analytics'],
    faculties: ['Commerce', 'Media', 'Business administration'],
  },
  'Business Management': {
    titles: ['Operations Manager', 'Business Analyst', 'Project Manager', 'General Manager'],
    skills: ['Budgeting', 'Agile', 'Stakeholder management', 'OKRs', 'Process improvement'],
    faculties: ['Business administration', 'Commerce', 'Engineering'],
  },
  'Data Management': {
    titles: ['Data Analyst', 'Data Engineer', 'Database Administrator', 'BI Developer'],
    skills: ['SQL', 'Python', 'Power BI', 'PostgreSQL', 'ETL', 'Tableau'],
    faculties: ['Computers and Information', 'Engineering', 'Science', 'Commerce'],
  },
  'Digital Services': {
    titles: [
      'Software Engineer',
      'Frontend Developer',
      'Backend Developer',
      'QA Engineer',
      'DevOps Engineer',
    ],
    skills: ['TypeScript', 'React', 'Node.js', 'Docker', 'Kubernetes', 'Java', 'Automated testing'],
    faculties: ['Computers and Information', 'Engineering', 'Science'],
  },
  'Innovation and Technology Transfer': {
    titles: ['Innovation Manager', 'Technology Transfer Officer', 'Product Manager'],
    skills: ['Patent research', 'Design thinking', 'Product roadmaps', 'Market research'],
    faculties: ['Engineering', 'Science', 'Business administration'],
  },
  'Pharmacy and Drug Industry': {
    titles: ['Pharmacist', 'Medical Representative', 'Regulatory Affairs Specialist', 'QC Analyst'],
    skills: ['GMP', 'Pharmacovigilance', 'HPLC', 'Drug registration'],
    faculties: ['Pharmacy', 'Science'],
  },
  'Human Resources': {
    titles: ['HR Generalist', 'Recruiter', 'Talent Acquisition Specialist', 'HR Business Partner'],
    skills: ['Recruitment', 'Payroll', 'Labour law', 'Performance management', 'HRIS'],
    faculties: ['Commerce', 'Business administration', 'Law', 'Arts'],
  },
  law: {
    titles: ['Legal Counsel', 'Lawyer', 'Compliance Officer', 'Paralegal'],
    skills: ['Contract drafting', 'Corporate law', 'Litigation', 'Legal research'],
    faculties: ['Law'],
  },
  Tourism: {
    titles: ['Tour Guide', 'Hotel Front Office Manager', 'Travel Consultant'],
    skills: ['Opera PMS', 'Customer service', 'Tour planning', 'Languages'],
    faculties: ['Tourism and Hotels', 'Al-Alsun (Languages)', 'Arts'],
  },
  Media: {
    titles: ['Video Editor', 'Content Producer', 'Journalist', 'Social Media Manager'],
    skills: ['Adobe Premiere', 'Copywriting', 'Storytelling', 'Photography'],
    faculties: ['Media', 'Arts', 'Applied Arts'],
  },
  Research: {
    titles: ['Research Assistant', 'Research Scientist', 'Lab Researcher'],
    skills: ['Statistics', 'R', 'Scientific writing', 'Experimental design'],
    faculties: ['Science', 'Earth Sciences', 'Medicine', 'Engineering'],
  },
  Transportation: {
    titles: ['Logistics Coordinator', 'Fleet Manager', 'Supply Chain Analyst', 'Ship Officer'],
    skills: ['SAP', 'Route planning', 'Inventory management', 'Incoterms'],
    faculties: ['Commerce', 'Engineering', 'Navigation Sciences and Space Technology'],
  },
  'Food industry': {
    titles: ['Food Safety Specialist', 'Production Supervisor', 'R&D Food Technologist'],
    skills: ['HACCP', 'ISO 22000', 'Quality control', 'Product development'],
    faculties: ['Agriculture', 'Science', 'Veterinary Medicine'],
  },
};
const generalSkillPool = [
  'Communication',
  'Teamwork',
  'Problem solving',
  'Time management',
  'Leadership',
  'Critical thinking',
  'Negotiation',
  'Presentation',
  'Adaptability',
  'Attention to detail',
  'Public speaking',
  'Customer focus',
] as const;
const companiesWorkedAt = [
  'Nile Systems',
  'Delta Holdings',
  'Orascom',
  'Vodafone Egypt',
  'Banque Misr',
  'Aramex',
  'Careem',
  'Fawry',
  'Instabug',
  'Swvl',
  'Emaar',
  'Majid Al Futtaim',
  'Local NGO',
  'Ministry of Health',
  'Freelance',
] as const;
const certificatePool = [
  { name: 'PMP', body: 'Project Management Institute' },
  { name: 'CCNA', body: 'Cisco' },
  { name: 'AWS Certified Cloud Practitioner', body: 'Amazon Web Services' },
  { name: 'IELTS 7.5', body: 'British Council' },
  { name: 'CIPD Level 5', body: 'CIPD' },
  { name: 'Google Analytics Certification', body: 'Google' },
  { name: 'CMA', body: 'Institute of Management Accountants' },
  { name: 'Scrum Master (PSM I)', body: 'Scrum.org' },
] as const;
const goalsPool = [
  'Lead a team that builds products people rely on every day.',
  'Become a recognised expert in my field within five years.',
  'Grow into a management role and mentor younger colleagues.',
  'Start my own company after gaining solid industry experience.',
  'Work on international projects and keep learning new skills.',
] as const;
const motivationPool = [
  'I enjoy solving hard problems and seeing measurable results.',
  'Helping people and making a real difference motivates me.',
  'I love learning, and every project teaches me something new.',
  'I am driven by quality work and a team that cares.',
  'Building things from scratch and improving them keeps me going.',
] as const;

const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const experienceYears: Record<string, [number, number]> = {
  '<2 years': [0, 1],
  '2-5 years': [2, 5],
  '6-10 years': [6, 10],
  '>10 years': [11, 20],
};

/**
 * 48 answers with a personality: the candidate leans towards one thinking and one perceptional
 * scale (answers around 4-5 on them) and answers the others around 2-4, reverse-keyed statements
 * mirrored. scoreIsi turns them into the result, as for a real attempt.
 */
export function structuredAnswers(random: Random): number[] {
  const strongThinking = pick(random, [0, 1, 2, 3]);
  const strongPerception = pick(random, [4, 5, 6, 7]);
  const lean: Record<IsiScaleKey, number> = {} as Record<IsiScaleKey, number>;
  isiScaleKeys.forEach((scale, i) => {
    lean[scale] =
      i === strongThinking || i === strongPerception ? 4.2 + random() * 0.6 : 2 + random() * 1.8;
  });
  return isiKey.map((entry) => {
    const keyed = Math.min(5, Math.max(1, Math.round(lean[entry.scale] + (random() - 0.5) * 1.6)));
    return entry.reverse ? 6 - keyed : keyed;
  });
}

/** Candidate n (1-based). Every 20th never finished the profile; every 12th has no ISI yet. */
export function demoCandidate(n: number): DemoCandidate {
  const random = seededRandom(0x7a1e0 + n * 7919);
  const email = candidateEmail(n);
  const arabicName = random() < 0.15;
  const lang: 'en' | 'ar' = arabicName || random() < 0.2 ? 'ar' : 'en';
  const base = {
    n,
    email,
    lang,
    job: [],
    certificates: [],
    internships: [],
    generalSkills: [],
    technicalSkills: [],
  };
  if (n % 20 === 0) {
    return {
      ...base,
      dataComplete: false,
      name: null,
      country: null,
      address: null,
      jobPosition: null,
      dateOfBirth: null,
      nationalID: null,
      mobileNO: null,
      wemail: null,
      HLOfEdu: null,
      faculty: null,
      otherf: null,
      yearsOfExp: null,
      CV: null,
      longTermGoals: null,
      Motivation: null,
      answers: null,
      isi: null,
    };
  }

  const name = arabicName
    ? `${pick(random, arabicFirstNames)} ${pick(random, arabicLastNames)}`
    : `${pick(random, firstNames)} ${pick(random, lastNames)}`;
  // Most candidates work in a field with a detailed profile; some in any of the 34.
  const detailed = Object.keys(fieldProfiles) as ProfessionalField[];
  const jobPosition: ProfessionalField =
    random() < 0.75 ? pick(random, detailed) : pick(random, professionalFields.values);
  const field = fieldProfiles[jobPosition] ?? genericField;
  const HLOfEdu = pick(random, hlOfEdu.values);
  const faculty: Faculty =
    random() < 0.8 ? pick(random, field.faculties) : pick(random, faculties.values);
  const experience = pick(random, yearsOfExp.values);
  const [minYears, maxYears] = experienceYears[experience] ?? [0, 1];
  const years = between(random, minYears, maxYears);
  const thisYear = 2026;
  const birthYear = thisYear - 22 - years - between(random, 0, 4);
  const place = pick(random, places);
  const city = pick(random, place.cities);

  const jobs: JobItem[] = [];
  let end = thisYear;
  const jobCount = years === 0 ? 1 : Math.min(3, 1 + Math.floor(years / 4));
  for (let j = 0; j < jobCount; j++) {
    const length = Math.max(1, Math.round(years / jobCount));
    const start = end - length;
    const title = pick(random, field.titles);
    const senior = j === 0 && years > 5;
    const role = pick(random, jobRoles.values);
    const hiringbody = pick(random, hiringBodies.values);
    const startDate = isoDay(start, between(random, 1, 12), 1);
    const endDate = isoDay(end, between(random, 1, 12), 28);
    const at = pick(random, companiesWorkedAt);
    const [phrase, arabicPhrase] = pick(random, descriptionPhrases);
    const arabicTitle = arabicName ? arabicTitles[title] : undefined;
    jobs.push({
      _id: `seed-${n}-job-${j}`,
      jobtitle: arabicTitle
        ? `${arabicTitle}${senior ? ' أول' : ''}`
        : senior
          ? `Senior ${title}`
          : title,
      role,
      hiringbody,
      startDate,
      endDate,
      description: arabicTitle
        ? `${arabicTitle} في ${at}: ${arabicPhrase}`
        : `${title} at ${at}: ${phrase}`,
    });
    end = start;
  }

  const certificates: CertificateItem[] = pickSome(
    random,
    certificatePool,
    between(random, 0, 2),
  ).map((c, i) => ({ _id: `seed-${n}-cert-${i}`, name: c.name, body: c.body }));
  const internships: InternshipItem[] =
    random() < 0.5
      ? [
          {
            _id: `seed-${n}-intern-0`,
            position: `${pick(random, field.titles)} Intern`,
            place: pick(random, companiesWorkedAt),
            startDate: isoDay(birthYear + 21, 7, 1),
            endDate: isoDay(birthYear + 21, 9, 30),
            description: 'Summer internship.',
          },
        ]
      : [];
  const answers = n % 12 === 0 ? null : structuredAnswers(random);

  return {
    ...base,
    dataComplete: true,
    name,
    country: place.country,
    address: `${between(random, 1, 120)} ${pick(random, streets)}, ${city}`,
    jobPosition,
    dateOfBirth: isoDay(birthYear, between(random, 1, 12), between(random, 1, 28)),
    nationalID:
      String(between(random, 2, 3)) +
      String(n).padStart(6, '0') +
      String(between(random, 1000000, 9999999)),
    mobileNO: `+20 1${between(random, 0, 2)}${String(between(random, 10_000_000, 99_999_999))}`,
    wemail: '',
    HLOfEdu,
    faculty,
    otherf: faculty === 'Other' ? 'Fine Arts' : '',
    yearsOfExp: experience,
    CV: `https://drive.example.com/cv/candidate-${String(n).padStart(4, '0')}.pdf`,
    longTermGoals: pick(random, goalsPool),
    Motivation: pick(random, motivationPool),
    job: jobs,
    certificates,
    internships,
    generalSkills: pickSome(random, generalSkillPool, between(random, 2, 4)).map((s) => ({
      name: (arabicName && arabicGeneralSkills[s]) || s,
    })),
    technicalSkills: pickSome(random, field.skills, between(random, 2, 4)).map((s) => ({
      name: s,
    })),
    answers,
    isi: answers ? scoreIsi(answers) : null,
  };
}

export function demoCandidates(count: number, from = 1): DemoCandidate[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => demoCandidate(from + i));
}
