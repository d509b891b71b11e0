// Decision 147: the texts of the daily digest of new applicants (the mail and the server's field
// errors), English and Arabic. The settings screen's texts live in the web app (security feature).
export const notificationsMessagesEn = {
  'notifications.digestInvalid': 'Choose on or off.',
  'notifications.tokenInvalid': 'This unsubscribe link is not valid.',
  'notifications.digestSubject': '{count} new applicants on {day}',
  'notifications.digestSubjectOne': 'One new applicant on {day}',
  'notifications.digestGreeting': 'Hello {member},',
  'notifications.digestIntro': 'New applicants to your postings on {day}:',
  'notifications.digestPosting': '{title}: {count}',
  'notifications.digestMore': 'And {count} more.',
  'notifications.digestOpen': 'Open the pipeline',
  'notifications.digestNoName': 'An applicant',
  'notifications.digestWhy':
    'You receive this e-mail at most once a day because you are on the hiring team of these postings.',
  'notifications.digestSettings': 'Change your notifications',
  'notifications.digestUnsubscribe': 'Stop this daily e-mail',
} as const;

export const notificationsMessagesAr: Record<keyof typeof notificationsMessagesEn, string> = {
  'notifications.digestInvalid': 'اختر تشغيلًا أو إيقافًا.',
  'notifications.tokenInvalid': 'رابط إلغاء الاشتراك هذا غير صالح.',
  'notifications.digestSubject': '{count} متقدمين جدد يوم {day}',
  'notifications.digestSubjectOne': 'متقدم جديد يوم {day}',
  'notifications.digestGreeting': 'مرحبًا {member}،',
  'notifications.digestIntro': 'المتقدمون الجدد إلى وظائفك يوم {day}:',
  'notifications.digestPosting': '{title}: {count}',
  'notifications.digestMore': 'و{count} آخرون.',
  'notifications.digestOpen': 'افتح مسار الوظيفة',
  'notifications.digestNoName': 'متقدم',
  'notifications.digestWhy':
    'تصلك هذه الرسالة مرة واحدة في اليوم على الأكثر لأنك في فريق التوظيف لهذه الوظائف.',
  'notifications.digestSettings': 'غيّر إعدادات الإشعارات',
  'notifications.digestUnsubscribe': 'أوقف هذه الرسالة اليومية',
};
