import type { SharedFirstScreenTexts } from './en';

// Arabic texts of the shared components of the first screen; same keys as en.ts.
export const sharedFirstScreenAr: SharedFirstScreenTexts = {
  hero: {
    eyebrow: 'التوظيف بمقياس الشخصية ISI',
    title: 'مجمع المواهب لتوظيف موفَّق',
    lead: 'تربط تالنت بول الباحثين عن عمل بأصحاب العمل. يبني المرشحون ملفًا شخصيًا مفصلًا ويجيبون عن استبيان ISI، وتجد الشركات الأشخاص الذين تناسب مهاراتهم ونمط قيادتهم الوظيفة، باللغتين العربية والإنجليزية.',
    explore: 'استكشف',
    start: 'أنشئ حسابًا مجانيًا',
    imageAlt: 'أربعة أشخاص متصلون بحقيبة شركة عليها علامة صح: مرشحون يطابقون وظيفة',
  },
  measuredAccuracy: {
    claimLabel: 'دقة في التنبؤ بنجاح التوظيف',
    sample_zero: 'لم تُقس على أي تعيين بعد',
    sample_one: 'مقاسة على تعيين واحد أبلغت الشركات عن نتيجته',
    sample_two: 'مقاسة على تعيينين أبلغت الشركات عن نتيجتهما',
    sample_few: 'مقاسة على {{count}} تعيينات أبلغت الشركات عن نتائجها',
    sample_many: 'مقاسة على {{count}} تعيينًا أبلغت الشركات عن نتائجها',
    sample_other: 'مقاسة على {{count}} تعيين أبلغت الشركات عن نتائجها',
    figureRange: '(فترة الثقة 95٪ من {{low}} إلى {{high}})',
    soFar_zero: 'لا نتائج حتى الآن',
    soFar_one: 'نتيجة واحدة حتى الآن',
    soFar_two: 'نتيجتان حتى الآن',
    soFar_few: '{{count}} نتائج حتى الآن',
    soFar_many: '{{count}} نتيجة حتى الآن',
    soFar_other: '{{count}} نتيجة حتى الآن',
    range: 'من تعيينات أبلغت الشركات عن نتائجها: تقع الدقة بين {{low}} و{{high}} (فترة ثقة 95٪).',
    rangeNote: 'النتائج أقل من أن تعطي نسبة واحدة: تظهر النسبة بعد تسجيل {{minimum}} نتيجة.',
    notEnough: 'لم يُقس عدد كافٍ من التعيينات بعد',
    notEnoughBody:
      'تقيس تالنت بول دقتها من نتائج التعيينات التي تبلغ عنها الشركات. تظهر النسبة بعد تسجيل {{minimum}} نتائج.',
  },
  formField: {
    charsLeft_zero: 'لم يبقَ أي حرف',
    charsLeft_one: 'متبقٍ حرف واحد',
    charsLeft_two: 'متبقٍ حرفان',
    charsLeft_few: 'متبقية {{count, number}} أحرف',
    charsLeft_many: 'متبقٍ {{count, number}} حرفًا',
    charsLeft_other: 'متبقٍ {{count, number}} حرف',
  },
};
