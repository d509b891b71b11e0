// spec 8 (link messages) and spec 4 (One-time link): the texts of single-use links in English and
// Arabic, for the server's errors and the invitation mail. The web app's screen texts live in
// packages/web/src/features/links/locales.
export const linksMessagesEn = {
  'links.emailInvalid': 'Invalid email address',
  'links.emailRequired': 'Email field is required',
  'links.revoked': 'This link was withdrawn by the company that sent it.',
  'links.notFound': 'This link does not exist.',
  'links.mailSubject': '{company} invites you to take the ISI questionnaire',
  'links.mailGreeting': 'Hello,',
  'links.mailIntro':
    '{company} invites you to take the Intellectual Style Inventory (ISI), a questionnaire of 48 short statements that takes less than 10 minutes. You do not need an account.',
  'links.mailAction': 'Start the questionnaire',
  'links.mailSingleUse': 'The link works once: your answers are sent to {company} when you finish.',
  'links.mailExpiry': 'The link is valid until {date}.',
  'links.mailIgnore': 'If you did not expect this invitation, you can ignore this e-mail.',
  'links.doneSubject': '{email} has completed the ISI questionnaire',
  'links.doneIntro': '{email} has completed the ISI questionnaire you sent with a single-use link.',
  'links.doneResult': 'Personality type: {type}. Leadership style: {style}.',
  'links.doneAction': 'See the eight scores in your list of users',
} as const;

export const linksMessagesAr: Record<keyof typeof linksMessagesEn, string> = {
  'links.emailInvalid': 'عنوان البريد الإلكتروني غير صالح',
  'links.emailRequired': 'حقل البريد الإلكتروني مطلوب',
  'links.revoked': 'سحبت الشركة التي أرسلت هذا الرابط صلاحيته.',
  'links.notFound': 'هذا الرابط غير موجود.',
  'links.mailSubject': 'تدعوك {company} إلى الإجابة عن استبيان ISI',
  'links.mailGreeting': 'مرحبًا،',
  'links.mailIntro':
    'تدعوك {company} إلى الإجابة عن مقياس الأساليب الفكرية (ISI)، وهو استبيان من 48 عبارة قصيرة يستغرق أقل من 10 دقائق. لا تحتاج إلى حساب.',
  'links.mailAction': 'ابدأ الاستبيان',
  'links.mailSingleUse': 'يعمل الرابط مرة واحدة فقط: تُرسل إجاباتك إلى {company} عند الانتهاء.',
  'links.mailExpiry': 'الرابط صالح حتى {date}.',
  'links.mailIgnore': 'إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.',
  'links.doneSubject': 'أكمل {email} استبيان ISI',
  'links.doneIntro': 'أكمل {email} استبيان ISI الذي أرسلته إليه برابط لمرة واحدة.',
  'links.doneResult': 'نمط الشخصية: {type}. نمط القيادة: {style}.',
  'links.doneAction': 'اعرض الدرجات الثماني في قائمة المستخدمين لديك',
};
