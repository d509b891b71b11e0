// Issue 40 (decisions.md 21): the voluntary survey's texts (the apply form, the guest form and
// the fairness report share them). Same keys in both languages.
export const surveyEn = {
  title: 'A voluntary survey (optional)',
  intro:
    'These answers help the company check that its hiring treats every group fairly. They are kept apart from your application: the company never sees your answers, only counts of many people. Skipping them changes nothing.',
  notAnswered: 'No answer',
  gender: {
    label: 'Gender',
    female: 'Woman',
    male: 'Man',
    other: 'Another gender',
    preferNot: 'Prefer not to say',
  },
  ageBand: {
    label: 'Age',
    under25: 'Under 25',
    '25to34': '25 to 34',
    '35to44': '35 to 44',
    '45to54': '45 to 54',
    '55plus': '55 or older',
    preferNot: 'Prefer not to say',
  },
  nationality: { label: 'Nationality', preferNot: 'Prefer not to say' },
  disability: {
    label: 'Do you have a disability?',
    yes: 'Yes',
    no: 'No',
    preferNot: 'Prefer not to say',
  },
};

export const surveyAr: typeof surveyEn = {
  title: 'استبيان اختياري',
  intro:
    'تساعد هذه الإجابات الشركة على التحقق من أن التوظيف يعامل كل الفئات بعدل. تُحفظ منفصلة عن طلبك: لا ترى الشركة إجاباتك أبدًا، بل أعدادًا لكثير من الناس فقط. تخطيها لا يغير شيئًا.',
  notAnswered: 'بلا إجابة',
  gender: {
    label: 'النوع',
    female: 'امرأة',
    male: 'رجل',
    other: 'نوع آخر',
    preferNot: 'أفضل عدم الإجابة',
  },
  ageBand: {
    label: 'العمر',
    under25: 'أقل من 25',
    '25to34': 'من 25 إلى 34',
    '35to44': 'من 35 إلى 44',
    '45to54': 'من 45 إلى 54',
    '55plus': '55 فأكثر',
    preferNot: 'أفضل عدم الإجابة',
  },
  nationality: { label: 'الجنسية', preferNot: 'أفضل عدم الإجابة' },
  disability: {
    label: 'هل لديك إعاقة؟',
    yes: 'نعم',
    no: 'لا',
    preferNot: 'أفضل عدم الإجابة',
  },
};
