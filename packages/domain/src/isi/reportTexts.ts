// Issue 22 (decision 136): the texts of the ISI PDF report, the same content in both languages.
// The server renders the report (features/isi/report.ts); type and scale names come from plain/isi
// and the type texts from typeTexts.
import type { Language } from '../language';

export const isiReportTexts: Record<
  Language,
  {
    title: string;
    subtitle: string;
    preparedFor: (name: string) => string;
    date: (date: string) => string;
    personality: string;
    leadership: string;
    scores: string;
    thinking: string;
    perceptional: string;
    chartAlt: (values: string) => string;
    scoreLine: (scale: string, score: number) => string;
    withPercentile: (line: string, percentile: number) => string;
    normsTitle: string;
    normsGroup: (count: number) => string;
    normsSimulated: string;
    normsNotEnough: (count: number, minimum: number) => string;
    qualityTitle: string;
    qualityNone: string;
    qualityAdvice: string;
    straightLining: string;
    tooFast: string;
    inconsistent: string;
    footer: string;
  }
> = {
  en: {
    title: 'ISI report',
    subtitle: 'Intellectual Style Inventory',
    preparedFor: (name) => `Prepared for ${name}`,
    date: (date) => `Date: ${date}`,
    personality: 'Personality type',
    leadership: 'Leadership style',
    scores: 'Scores (0 to 100)',
    thinking: 'Thinking styles',
    perceptional: 'Perceptional styles',
    chartAlt: (values) => `Bar chart of the eight scale scores: ${values}`,
    scoreLine: (scale, score) => `${scale}: ${score}`,
    withPercentile: (line, p) => `${line} (percentile ${p})`,
    normsTitle: 'Compared with others',
    normsGroup: (count) =>
      `Percentiles among the current results of ${count} people on TalentPool (each person's latest attempt).`,
    normsSimulated: 'Some of them are simulated demo answers.',
    normsNotEnough: (count, minimum) =>
      `Not enough answers yet for percentiles: ${count} current results, ${minimum} needed.`,
    qualityTitle: 'Response quality',
    qualityNone: 'No sign of careless answering in this attempt.',
    qualityAdvice:
      'This attempt may not show you well. Consider taking the questionnaire again, calmly, reading each statement.',
    straightLining: 'The same answer was given to almost every statement.',
    tooFast: 'The statements were answered in under 2 seconds each.',
    inconsistent: 'Some statements and their opposites were both agreed with.',
    footer: 'TalentPool. ISI results describe preferences, not ability.',
  },
  ar: {
    title: 'تقرير ISI',
    subtitle: 'مقياس الأساليب الفكرية',
    preparedFor: (name) => `أُعدّ من أجل ${name}`,
    date: (date) => `التاريخ: ${date}`,
    personality: 'نمط الشخصية',
    leadership: 'نمط القيادة',
    scores: 'الدرجات من 0 إلى 100',
    thinking: 'أساليب التفكير',
    perceptional: 'أساليب الإدراك',
    chartAlt: (values) => `رسم بالأعمدة لدرجات المقاييس الثمانية: ${values}`,
    scoreLine: (scale, score) => `${scale}: ${score}`,
    withPercentile: (line, p) => `${line}، المئين ${p}`,
    normsTitle: 'مقارنة بالآخرين',
    normsGroup: (count) =>
      `المئينات بين النتائج الحالية لـ ${count} شخصًا على تالنت بول، أي آخر محاولة لكل شخص.`,
    normsSimulated: 'بعضها إجابات تجريبية محاكاة.',
    normsNotEnough: (count, minimum) =>
      `لا توجد إجابات كافية للمئينات بعد: ${count} نتيجة حالية، ويلزم ${minimum}.`,
    qualityTitle: 'جودة الإجابة',
    qualityNone: 'لا أثر لإجابة متسرعة أو غير منتبهة في هذه المحاولة.',
    qualityAdvice:
      'قد لا تعبّر هذه المحاولة عنك جيدًا. فكّر في إعادة الاستبيان بهدوء مع قراءة كل عبارة.',
    straightLining: 'أُعطيت الإجابة نفسها عن كل العبارات تقريبًا.',
    tooFast: 'أُجيب عن العبارات في أقل من ثانيتين لكل منها.',
    inconsistent: 'وُوفق على بعض العبارات وعلى عكسها معًا.',
    footer: 'تالنت بول. تصف نتائج ISI التفضيلات، ولا تحكم على القدرات.',
  },
};

/**
 * The name of the downloaded report file (issue 23): the report's title and the person's name,
 * so a company that keeps several reports can tell them apart. Characters that file systems
 * refuse (/ \ : * ? " < > | and control characters) become spaces; a long name is cut.
 */
export function isiReportFileName(name: string, lang: Language): string {
  const safe = name
    .replace(/[/\\:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim();
  const title = isiReportTexts[lang].title;
  return safe ? `${title} - ${safe}.pdf` : `${title}.pdf`;
}
