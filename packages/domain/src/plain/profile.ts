// spec 3 (Enumerations): the values stored and sent are the spec's English strings; each has an
// Arabic label for display. Countries come from the maintained i18n-iso-countries package
// (ISO 3166-1, English and Arabic names) rather than a hand-typed list (issue 4).
// The zod-free half of profile/enums.ts (which re-exports all of this and adds each
// enumeration's schema): the job board and job page import from here, so the pages where
// strangers land do not download zod (decisions 104, 156).
import countries from 'i18n-iso-countries';
import countriesAr from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import countriesEn from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { Language } from './language';

export interface Option {
  value: string;
  label: string;
}

export interface PlainEnumeration<T extends string> {
  values: readonly [T, ...T[]];
  labelOf(value: string, lang: Language): string;
  options(lang: Language): Option[];
}

function enumeration<const T extends string>(
  values: readonly [T, ...T[]],
  arabic: Record<T, string>,
  // Issue 46: an English label where the spec's stored value is misspelt ('Free Lancer').
  english: Partial<Record<T, string>> = {},
): PlainEnumeration<T> {
  const labelOf = (value: string, lang: Language) =>
    lang === 'ar' && Object.hasOwn(arabic, value)
      ? arabic[value as T]
      : (english[value as T] ?? value);
  return {
    values,
    labelOf,
    options: (lang) => values.map((value) => ({ value, label: labelOf(value, lang) })),
  };
}

export const hlOfEdu = enumeration(
  ['Undergraduate student', 'Non-faculty graduate', 'Faculty degree', 'Post graduate degree'],
  {
    'Undergraduate student': 'طالب جامعي',
    'Non-faculty graduate': 'خريج غير جامعي',
    'Faculty degree': 'شهادة جامعية',
    'Post graduate degree': 'دراسات عليا',
  },
);
export type HLOfEdu = (typeof hlOfEdu.values)[number];

/**
 * Issue 46 (decision 245): bands that do not overlap. The spec's '>5 years' contained '>10 years';
 * it is now '6-10 years' (whole years: under 2, 2 to 5, 6 to 10, more than 10), and migration 0048
 * moved the stored values. The order is the scale the fit score reads (lowest first).
 */
export const yearsOfExp = enumeration(['<2 years', '2-5 years', '6-10 years', '>10 years'], {
  '<2 years': 'أقل من سنتين',
  '2-5 years': 'من 2 إلى 5 سنوات',
  '6-10 years': 'من 6 إلى 10 سنوات',
  '>10 years': 'أكثر من 10 سنوات',
});
export type YearsOfExp = (typeof yearsOfExp.values)[number];

export const jobRoles = enumeration(
  ['Management', 'Executive', 'Administrative', 'Technical', 'Consultation', 'Assistant'],
  {
    Management: 'إدارة',
    Executive: 'تنفيذي',
    Administrative: 'إداري',
    Technical: 'فني',
    Consultation: 'استشاري',
    Assistant: 'مساعد',
  },
);
export type JobRole = (typeof jobRoles.values)[number];

export const hiringBodies = enumeration(
  ['Free Lancer', 'Private Business', 'Non-Governmental Organization', 'Governmental Organization'],
  {
    'Free Lancer': 'عمل حر',
    'Private Business': 'قطاع خاص',
    'Non-Governmental Organization': 'منظمة غير حكومية',
    'Governmental Organization': 'جهة حكومية',
  },
  // The stored value stays the spec's; people read the word.
  { 'Free Lancer': 'Freelancer' },
);
export type HiringBody = (typeof hiringBodies.values)[number];

/** spec 3: 28 faculties. The spec names one only as "a language faculty": we call it Al-Alsun. */
export const faculties = enumeration(
  [
    'Engineering',
    'Medicine',
    'Pharmacy',
    'Veterinary Medicine',
    'Dentistry',
    'Commerce',
    'Arts',
    'Education',
    'Business administration',
    'Law',
    'Science',
    'Nursing',
    'Physical Education',
    'Computers and Information',
    'Economics and Political Sciences',
    'Media',
    'Physical Therapy',
    'Agriculture',
    'Applied Health Sciences Technology',
    'Kindergarten',
    'Applied Arts',
    'Al-Alsun (Languages)',
    'Social Work',
    'Earth Sciences',
    'Tourism and Hotels',
    'Special Needs Science',
    'Navigation Sciences and Space Technology',
    'Other',
  ],
  {
    Engineering: 'الهندسة',
    Medicine: 'الطب',
    Pharmacy: 'الصيدلة',
    'Veterinary Medicine': 'الطب البيطري',
    Dentistry: 'طب الأسنان',
    Commerce: 'التجارة',
    Arts: 'الآداب',
    Education: 'التربية',
    'Business administration': 'إدارة الأعمال',
    Law: 'الحقوق',
    Science: 'العلوم',
    Nursing: 'التمريض',
    'Physical Education': 'التربية الرياضية',
    'Computers and Information': 'الحاسبات والمعلومات',
    'Economics and Political Sciences': 'الاقتصاد والعلوم السياسية',
    Media: 'الإعلام',
    'Physical Therapy': 'العلاج الطبيعي',
    Agriculture: 'الزراعة',
    'Applied Health Sciences Technology': 'تكنولوجيا العلوم الصحية التطبيقية',
    Kindergarten: 'رياض الأطفال',
    'Applied Arts': 'الفنون التطبيقية',
    'Al-Alsun (Languages)': 'الألسن',
    'Social Work': 'الخدمة الاجتماعية',
    'Earth Sciences': 'علوم الأرض',
    'Tourism and Hotels': 'السياحة والفنادق',
    'Special Needs Science': 'علوم ذوي الاحتياجات الخاصة',
    'Navigation Sciences and Space Technology': 'علوم الملاحة وتكنولوجيا الفضاء',
    Other: 'أخرى',
  },
);
export type Faculty = (typeof faculties.values)[number];

/**
 * spec 3: 34 professional fields (the user's jobPosition), spelled as the spec writes them, and
 * issue 46's 18 more (decision 246); 'Other' stays last.
 */
export const professionalFields = enumeration(
  [
    'Architecture and Construction',
    'Agriculture',
    'Education and Training',
    'Design',
    'Manufacturing',
    'Health Services',
    'Medicine',
    'Fitness and Beauty',
    'Banking',
    'Trading',
    'Fund Raising',
    'law',
    'Advertisement and Promotion',
    'Marketing',
    'International affairs',
    'Business Management',
    'Real Estate',
    'Data Management',
    'Mass Communication',
    'Pharmacy and Drug Industry',
    'Tourism',
    'Arts and Music',
    'Media',
    'Press',
    'Transportation',
    'Academia',
    'Research',
    'Innovation and Technology Transfer',
    'Entrepreneurship',
    'Digital Services',
    'Food industry',
    'Human Resources',
    'Fashion',
    // Issue 46 (decision 246): the main industries of the Egyptian and Gulf job markets, from the
    // job boards' public category lists (Wuzzuf, Bayt), which the spec's 34 fields lacked.
    'IT and Software Development',
    'Accounting and Finance',
    'Sales and Retail',
    'Engineering',
    'Customer Service and Support',
    'Administration',
    'Logistics and Supply Chain',
    'Purchasing and Procurement',
    'Hospitality and Food Services',
    'Oil, Gas and Energy',
    'Telecommunications',
    'Installation and Maintenance',
    'Quality',
    'Project Management',
    'Operations',
    'Insurance',
    'Security and Safety',
    'Writing and Translation',
    'Other',
  ],
  {
    'Architecture and Construction': 'العمارة والتشييد',
    Agriculture: 'الزراعة',
    'Education and Training': 'التعليم والتدريب',
    Design: 'التصميم',
    Manufacturing: 'التصنيع',
    'Health Services': 'الخدمات الصحية',
    Medicine: 'الطب',
    'Fitness and Beauty': 'اللياقة والتجميل',
    Banking: 'البنوك',
    Trading: 'التجارة',
    'Fund Raising': 'جمع التبرعات',
    law: 'القانون',
    'Advertisement and Promotion': 'الإعلان والترويج',
    Marketing: 'التسويق',
    'International affairs': 'الشؤون الدولية',
    'Business Management': 'إدارة الأعمال',
    'Real Estate': 'العقارات',
    'Data Management': 'إدارة البيانات',
    'Mass Communication': 'الاتصال الجماهيري',
    'Pharmacy and Drug Industry': 'الصيدلة وصناعة الدواء',
    Tourism: 'السياحة',
    'Arts and Music': 'الفنون والموسيقى',
    Media: 'الإعلام',
    Press: 'الصحافة',
    Transportation: 'النقل',
    Academia: 'الأوساط الأكاديمية',
    Research: 'البحث العلمي',
    'Innovation and Technology Transfer': 'الابتكار ونقل التكنولوجيا',
    Entrepreneurship: 'ريادة الأعمال',
    'Digital Services': 'الخدمات الرقمية',
    'Food industry': 'الصناعات الغذائية',
    'Human Resources': 'الموارد البشرية',
    Fashion: 'الأزياء',
    'IT and Software Development': 'تكنولوجيا المعلومات وتطوير البرمجيات',
    'Accounting and Finance': 'المحاسبة والمالية',
    'Sales and Retail': 'المبيعات والتجزئة',
    Engineering: 'الهندسة',
    'Customer Service and Support': 'خدمة العملاء والدعم',
    Administration: 'الشؤون الإدارية',
    'Logistics and Supply Chain': 'اللوجستيات وسلاسل الإمداد',
    'Purchasing and Procurement': 'المشتريات',
    'Hospitality and Food Services': 'الضيافة والخدمات الغذائية',
    'Oil, Gas and Energy': 'النفط والغاز والطاقة',
    Telecommunications: 'الاتصالات',
    'Installation and Maintenance': 'التركيب والصيانة',
    Quality: 'الجودة',
    'Project Management': 'إدارة المشروعات',
    Operations: 'العمليات',
    Insurance: 'التأمين',
    'Security and Safety': 'الأمن والسلامة',
    'Writing and Translation': 'الكتابة والترجمة',
    Other: 'أخرى',
  },
);
export type ProfessionalField = (typeof professionalFields.values)[number];

countries.registerLocale(countriesEn);
countries.registerLocale(countriesAr);

const englishNames = countries.getNames('en', { select: 'official' });
const arabicNames = countries.getNames('ar', { select: 'official' });

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** English name: the stored value (spec 3 stores the country as text). */
  name: string;
  nameAr: string;
}

// One collator per language, made once: localeCompare with a locale argument builds one per
// comparison, and the ~2,000 comparisons of this module's start were a long task on a phone
// (decision 285). Same order as localeCompare(…, lang).
const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator('en'),
  ar: new Intl.Collator('ar'),
};

/** Every ISO 3166-1 country and territory, sorted by English name. */
export const countryList: readonly Country[] = Object.entries(englishNames)
  .map(([code, name]) => ({ code, name, nameAr: arabicNames[code] ?? name }))
  .sort((a, b) => collators.en.compare(a.name, b.name));

const countryByName = new Map(countryList.map((c) => [c.name, c]));

export function isCountryName(value: string): boolean {
  return countryByName.has(value);
}

export function countryLabel(name: string, lang: Language): string {
  const country = countryByName.get(name);
  return country ? (lang === 'ar' ? country.nameAr : country.name) : name;
}

export function countryOptions(lang: Language): Option[] {
  const options = countryList.map((c) => ({
    value: c.name,
    label: lang === 'ar' ? c.nameAr : c.name,
  }));
  return lang === 'ar' ? options.sort((a, b) => collators.ar.compare(a.label, b.label)) : options;
}
