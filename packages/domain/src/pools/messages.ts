// Decision 137: the texts of talent pools and saved searches in English and Arabic: the server's
// field errors and the alert mail. The web app's screen texts live in
// packages/web/src/features/pools/locales.
import { poolLimits } from './schemas';

export const poolsMessagesEn = {
  'pools.nameRequired': 'Give the pool a name.',
  'pools.nameTooLong': `A pool name has at most ${poolLimits.nameMax} characters.`,
  'pools.nameTaken': 'Your company already has a pool with this name.',
  'pools.tooManyPools': `A company can keep at most ${poolLimits.poolsMax} pools.`,
  'pools.noteInvalid': 'Write the note as text.',
  'pools.noteTooLong': `A note has at most ${poolLimits.noteMax} characters.`,
  'pools.userIdsInvalid': 'Choose candidates from the list.',
  'pools.userIdsRequired': 'Choose at least one candidate.',
  'pools.tooManyUsers': `Add at most ${poolLimits.addMax} candidates at a time.`,
  'pools.jobRequired': 'Choose a posting.',
  'savedSearches.nameRequired': 'Give the search a name.',
  'savedSearches.nameTooLong': `A search name has at most ${poolLimits.nameMax} characters.`,
  'savedSearches.tooMany': `You can keep at most ${poolLimits.savedSearchesMax} saved searches.`,
  'savedSearches.tokenInvalid': 'This unsubscribe link is not valid.',
  'savedSearches.alertSubject': '{count} new candidates for “{name}”',
  'savedSearches.alertSubjectOne': 'One new candidate for “{name}”',
  'savedSearches.alertGreeting': 'Hello {member},',
  'savedSearches.alertIntro':
    'Since the last alert, these candidates completed a profile that matches your saved search “{name}”:',
  'savedSearches.alertMore': 'And {count} more: open the search to see them all.',
  'savedSearches.alertOpen': 'Open the search',
  'savedSearches.alertWhy':
    'You receive this e-mail once a day at most, because you turned on the alert of this saved search.',
  // Not "Stop these alerts": SpamAssassin's END_FUTURE_EMAILS (2.5) reads it as spam's wording.
  'savedSearches.alertUnsubscribe': 'Turn off this alert',
  'savedSearches.alertNoName': 'A candidate',
} as const;

export const poolsMessagesAr: Record<keyof typeof poolsMessagesEn, string> = {
  'pools.nameRequired': 'أعطِ المجموعة اسمًا.',
  'pools.nameTooLong': `اسم المجموعة ${poolLimits.nameMax} حرفًا على الأكثر.`,
  'pools.nameTaken': 'لدى شركتك مجموعة بهذا الاسم بالفعل.',
  'pools.tooManyPools': `يمكن للشركة أن تحتفظ بـ${poolLimits.poolsMax} مجموعة على الأكثر.`,
  'pools.noteInvalid': 'اكتب الملاحظة نصًا.',
  'pools.noteTooLong': `الملاحظة ${poolLimits.noteMax} حرف على الأكثر.`,
  'pools.userIdsInvalid': 'اختر المرشحين من القائمة.',
  'pools.userIdsRequired': 'اختر مرشحًا واحدًا على الأقل.',
  'pools.tooManyUsers': `أضف ${poolLimits.addMax} مرشح على الأكثر في كل مرة.`,
  'pools.jobRequired': 'اختر وظيفة.',
  'savedSearches.nameRequired': 'أعطِ البحث اسمًا.',
  'savedSearches.nameTooLong': `اسم البحث ${poolLimits.nameMax} حرفًا على الأكثر.`,
  'savedSearches.tooMany': `يمكنك الاحتفاظ بـ${poolLimits.savedSearchesMax} بحثًا محفوظًا على الأكثر.`,
  'savedSearches.tokenInvalid': 'رابط إلغاء الاشتراك هذا غير صالح.',
  'savedSearches.alertSubject': '{count} مرشحين جدد لبحث «{name}»',
  'savedSearches.alertSubjectOne': 'مرشح جديد لبحث «{name}»',
  'savedSearches.alertGreeting': 'مرحبًا {member}،',
  'savedSearches.alertIntro':
    'منذ التنبيه الأخير، أكمل هؤلاء المرشحون ملفًا يطابق بحثك المحفوظ «{name}»:',
  'savedSearches.alertMore': 'و{count} آخرون: افتح البحث لتراهم جميعًا.',
  'savedSearches.alertOpen': 'افتح البحث',
  'savedSearches.alertWhy':
    'تصلك هذه الرسالة مرة واحدة في اليوم على الأكثر، لأنك فعّلت التنبيه لهذا البحث المحفوظ.',
  'savedSearches.alertUnsubscribe': 'أوقف هذه التنبيهات',
  'savedSearches.alertNoName': 'مرشح',
};
