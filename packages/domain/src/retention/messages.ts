// Decision 124: the retention setting's field messages (en/ar).
import { retentionMonths } from './schemas';

export const retentionMessagesEn = {
  'retention.monthsInvalid': 'Enter a whole number of months.',
  'retention.monthsOutOfRange': `Choose between ${retentionMonths.min} and ${retentionMonths.max} months.`,
} as const;

export const retentionMessagesAr: Record<keyof typeof retentionMessagesEn, string> = {
  'retention.monthsInvalid': 'أدخل عددًا صحيحًا من الأشهر.',
  'retention.monthsOutOfRange': `اختر بين ${retentionMonths.min} و${retentionMonths.max} شهرًا.`,
};
