// One name for each thing, in each language (issue 23, decision 149): the terms a person meets on
// several screens. `en` and `ar` match the English text and its Arabic translation (any form of
// the word: with the article, plural, a suffix); `avoid` lists the other Arabic names the app
// used before for the same thing, which must not come back. locales/glossary.test.ts holds every
// text of the web app, the domain's messages and mails to this list.
export interface GlossaryEntry {
  /** The term as people read it in English. */
  term: string;
  /** Its one Arabic name. */
  arabic: string;
  en: RegExp;
  ar: RegExp;
  avoid: string[];
}

export const glossary: GlossaryEntry[] = [
  {
    term: 'My Avatar',
    arabic: 'نمطي',
    en: /\bMy Avatar\b/,
    ar: /نمطي/,
    avoid: ['صورتي الشخصية'],
  },
  {
    term: 'Find a Boss',
    arabic: 'ابحث عن مدير',
    en: /\bFind a Boss\b/i,
    ar: /ابحث عن مدير/,
    avoid: ['ابحث عن قائد'],
  },
  {
    term: 'Job Match',
    arabic: 'مطابقة الوظيفة',
    en: /\bJob Match\b/,
    ar: /مطابقة الوظيفة/,
    avoid: ['مطابقة الوظائف'],
  },
  {
    term: 'talent pool',
    arabic: 'مجموعة المرشحين',
    // The brand's own words ('The talent pool for a good hire') are not the feature.
    en: /(?<!(The|a) )\btalent pools?\b/i,
    ar: /مجموع(ة|ات) (ال)?مرشحين/,
    avoid: ['مجموعة المواهب', 'مجموعات المواهب', 'مجموعة مواهب'],
  },
  {
    term: 'single-use link',
    arabic: 'رابط لمرة واحدة',
    en: /\bsingle[- ]use links?\b/i,
    ar: /(رابط|روابط|رابطًا|الروابط)[^.]{0,20}لمرة واحدة/,
    avoid: [
      'رابط استخدام واحد',
      'الاستخدام الواحد',
      'أحادية الاستخدام',
      'للاستخدام مرة واحدة',
      'صالحًا لمرة واحدة',
      'صالحة لمرة واحدة',
      'يُستخدم مرة واحدة',
      'الاستخدام مرة واحدة',
    ],
  },
  {
    term: 'personality type',
    arabic: 'نمط الشخصية',
    en: /\bpersonality types?\b/i,
    ar: /(نمط|أنماط) (ال)?شخصي/,
    avoid: ['نوع الشخصية'],
  },
  {
    term: 'leadership style',
    arabic: 'نمط القيادة',
    en: /\bleadership styles?\b/i,
    ar: /(نمط|أنماط) (ال)?قياد/,
    avoid: ['أسلوب القيادة', 'الأسلوب القيادي', 'الأساليب القيادية', 'أسلوبك القيادي'],
  },
  {
    term: 'ISI questionnaire',
    arabic: 'استبيان ISI',
    en: /\bISI questionnaire\b/i,
    ar: /استبيان/,
    avoid: ['اختبار ISI', 'إلى الاختبار', 'ابدأ الاختبار'],
  },
  {
    term: 'description card',
    arabic: 'بطاقة وصف',
    en: /\bdescription cards?\b/i,
    ar: /بطاق(ة|ات|تي) (ال)?وصف/,
    avoid: [],
  },
  {
    term: 'scorecard',
    arabic: 'بطاقة التقييم',
    en: /\bscorecards?\b/i,
    ar: /بطاق(ة|ات|تي|ته) (ال)?تقييم|بطاقات الآخرين|بطاقتك|بطاقاته/,
    avoid: [],
  },
  {
    term: 'hiring process',
    arabic: 'مراحل التوظيف',
    en: /\bhiring process\b/i,
    ar: /مراحل التوظيف/,
    avoid: [],
  },
  {
    term: 'job seeker',
    arabic: 'باحث عن عمل',
    en: /\bjob seekers?\b/i,
    ar: /باحث(ين|ون|و)? عن عمل|الباحث(ين|ون)? عن عمل/,
    avoid: ['طالب عمل', 'طالبي عمل'],
  },
  // Issue 46 (decision 254): the brand, postings and the second factor, one name each.
  {
    term: 'TalentPool (the brand)',
    arabic: 'تالنت بول',
    en: /TalentPool/,
    ar: /تالنت بول/,
    avoid: ['تالنت پول', 'تالنتبول'],
  },
  {
    term: 'job posting',
    arabic: 'وظيفة',
    en: /\bpostings?\b/i,
    ar: /وظيف|وظائف/,
    avoid: ['إعلان وظيفة', 'إعلانات الوظائف', 'إعلانات وظائف', 'هذا الإعلان', 'نشر الإعلان'],
  },
  {
    term: 'second factor',
    arabic: 'العامل الثاني',
    en: /\bsecond factor\b/i,
    ar: /(ال)?عامل(ًا)? (ال)?ثان/,
    avoid: ['التحقق بخطوتين', 'المصادقة الثنائية'],
  },
  {
    term: 'Candidates (the company search)',
    arabic: 'المرشحون',
    en: /^Candidates$/,
    ar: /^المرشحون$/,
    avoid: [],
  },
];
