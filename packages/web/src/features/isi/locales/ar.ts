// Arabic texts of the ISI screens (same keys as en.ts).
import { questionnaireAr } from './questionnaire/ar';
import type { isiEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const isiAr: Shape<typeof isiEn> = {
  questionnaire: questionnaireAr,
  avatar: {
    title: 'صورتي الشخصية',
    loadFailed: 'تعذّر تحميل نتائجك.',
    emptyTitle: 'لم تُجب عن الاستبيان بعد',
    emptyBody:
      'أجب عن استبيان ISI لتعرف نمط شخصيتك وأسلوبك القيادي ودرجاتك الثماني. يستغرق أقل من 10 دقائق.',
    toTest: 'إلى الاختبار',
    personality: 'نمط الشخصية',
    leadership: 'الأسلوب القيادي',
    scoresTitle: 'درجاتك الثماني',
    chartTitle: 'أساليب التفكير وأساليب الإدراك',
    chartDescription:
      'رسم بياني بالأعمدة لأساليب التفكير الأربعة وأساليب الإدراك الأربعة، من 0 إلى 100.',
    retake: 'أجب عن الاستبيان مرة أخرى',
    moreAboutTypes: 'عن أنماط ISI الثمانية',
    downloadTitle: 'نزّل تقريرك',
    downloadEn: 'تقرير PDF (English)',
    downloadAr: 'تقرير PDF (العربية)',
    downloading: 'جارٍ إعداد التقرير…',
    downloadFailed: 'تعذّر إنشاء التقرير. يرجى المحاولة مرة أخرى.',
    historyTitle: 'محاولاتك',
    historyDate: 'التاريخ',
    takenOn: 'بتاريخ {{date}}',
  },
  info: {
    title: 'أنماط ISI الثمانية',
    intro:
      'يصف مقياس الأساليب الفكرية الطريقة التي يفضّلها الشخص في التفكير وفي استقبال المعلومات. أعلى مقاييس التفكير الأربعة يحدّد أحد أنماط الخبرة (الشخصية) الأربعة، وأعلى مقاييس الإدراك الأربعة يحدّد أحد الأساليب القيادية الأربعة. يستخدم كل شخص الأساليب الثمانية جميعها؛ والنتيجة تسمّي أقوى تفضيلاته.',
    leadershipTitle: 'الأساليب القيادية',
    expertTitle: 'أساليب الخبرة (أنماط الشخصية)',
    scale: 'المقياس: {{scale}}',
    strengths: 'نقاط القوة',
    toAvatar: 'صورتي الشخصية',
    takeTest: 'أجب عن الاستبيان',
  },
  report: {
    title: 'تقرير ISI',
    subtitle: 'مقياس الأساليب الفكرية',
    personality: 'نمط الشخصية',
    leadership: 'الأسلوب القيادي',
    scores: 'الدرجات (0–100)',
    thinking: 'أساليب التفكير',
    perceptional: 'أساليب الإدراك',
    date: 'التاريخ: {{date}}',
    footer: 'TalentPool · تصف نتائج ISI تفضيلات الشخص، ولا تحكم على قدراته.',
  },
};
