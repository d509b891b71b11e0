// Arabic texts of the questionnaire (same keys as en.ts; decision 104).
import type { questionnaireEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const questionnaireAr: Shape<typeof questionnaireEn> = {
  title: 'استبيان ISI',
  instructionsTitle: 'مقياس الأساليب الفكرية',
  intro:
    'يتكوّن هذا الاستبيان من 48 عبارة موزعة على 6 صفحات. اختر لكل عبارة مدى موافقتك على أنها تصفك.',
  duration: 'يستغرق أقل من 10 دقائق.',
  scaleTitle: 'مقياس الإجابة',
  scaleIntro: 'يُجاب عن كل عبارة على مقياس من 1 إلى 5:',
  guidanceTitle: 'إرشادات',
  guidance1: 'أجب عن كل العبارات: لا تنتقل الصفحة إلا بعد الإجابة عن العبارات الثماني كلها.',
  guidance2: 'فكّر في طريقتك المعتادة في العمل والدراسة، لا في الطريقة التي تتمنى أن تكون عليها.',
  guidance3: 'لا توجد إجابات صحيحة أو خاطئة، ولا أسئلة خادعة.',
  guidance4: 'اترك خيار «غير متأكد» للعبارات التي لا تستطيع حقًا أن تحسم رأيك فيها.',
  tipsTitle: 'نصائح',
  tip1: 'اعتمد على ردّ فعلك الأول، ولا تُطل التفكير في عبارة واحدة.',
  tip2: 'يمكنك استخدام لوحة المفاتيح: اضغط من 1 إلى 5 للإجابة، أو مفاتيح الأسهم للتنقل.',
  tip3: 'تُحفظ إجاباتك في علامة التبويب هذه حتى ترسلها، حتى لو أعدت تحميل الصفحة.',
  start: 'ابدأ',
  continue: 'تابع من حيث توقفت',
  pageHeading: 'الصفحة {{page, number}} من {{count, number}}',
  progress: 'التقدّم',
  statementLabel: 'العبارة {{n, number}}',
  previous: 'السابق',
  next: 'التالي',
  done: 'إنهاء',
  missing: '* هناك أسئلة لم تتم الإجابة عنها *',
  sending: 'جارٍ التحميل...',
  sendFailed: 'تعذّر إرسال إجاباتك: {{reason}} إجاباتك محفوظة.',
  retry: 'أرسل مرة أخرى',
  loadFailed: 'تعذّر تحميل الاستبيان.',
  congratulations: 'تهانينا!',
  completed: 'لقد أكملت استبيان ISI. أُرسلت إجاباتك إلى الشركة التي دعتك.',
  completedResults: 'لقد أكملت استبيان ISI. نتائجك جاهزة في نمطي.',
  toHome: 'إلى الصفحة الرئيسية',
  toResults: 'اعرض نتائجي في نمطي',
};
