// Issue 20 (decision 133): the texts of mail templates and screening questions in English and
// Arabic: field errors of the template parser and of screening answers, the names of the keys.
export const mailTemplatesMessagesEn = {
  'mailTemplates.subjectRequired': 'The subject is required',
  'mailTemplates.subjectTooLong': 'The subject is too long (at most 200 characters)',
  'mailTemplates.bodyRequired': 'The text is required',
  'mailTemplates.bodyTooLong': 'The text is too long (at most 5000 characters)',
  'mailTemplates.unknown': '{text} is not a placeholder. Use one of: {allowed}',
  'mailTemplates.notAllowed': '{text} cannot be used in this mail. Use one of: {allowed}',
  'mailTemplates.broken': 'A placeholder is not closed or not well formed: {text}',
  // decisions.md 16: the mails a stranger can trigger link only home (decision 213).
  'mailTemplates.foreignLink':
    'Anyone can cause this mail to be sent, so its links may lead only to {allowed}: {text}',
  'mailTemplates.key.invitation': 'Job invitation',
  'mailTemplates.key.stageChange': 'Stage change',
  'mailTemplates.key.rejection': 'Rejection',
  'mailTemplates.key.offer': 'Moved to the offer stage',
  'mailTemplates.key.hired': 'Hired',
  'mailTemplates.key.interviewInvitation': 'Interview invitation',
  'mailTemplates.key.interviewChange': 'Interview changed',
  'mailTemplates.key.interviewCancellation': 'Interview cancelled',
  'mailTemplates.key.interviewReminder': 'Interview reminder',
  'mailTemplates.key.interviewSlots': 'Choose an interview time',
  'mailTemplates.key.applicationReceived': 'Application received',
  // The default text of the "application received" mail (decision 155).
  'mailTemplates.received.body': '{company} received your application for "{title}".',
  'mailTemplates.received.follow': 'Follow your application here: {link}',
  'mailTemplates.received.ignore': 'If you did not apply, ignore this mail.',
  'mailTemplates.key.applyInvitation': 'Invitation to apply (job seekers with an account)',
  'mailTemplates.key.offerLetter': 'Offer letter (link to sign)',
  // The default text of the invitation to apply with an account (decision 173).
  'mailTemplates.applyInvitation.subject': '{company} invites you to apply for "{title}"',
  'mailTemplates.applyInvitation.body':
    '{company} found your profile and invites you to apply for "{title}".',
  'mailTemplates.applyInvitation.action': 'Open the posting and apply with your account: {link}',
  'mailTemplates.applyInvitation.ignore': 'If you are not interested, ignore this mail.',
  // Decision 273: the stock mail of a move to a stage of kind offer. The offer itself (its
  // figures, the letter, the link to sign) is a mail of its own (offerLetter), sent once approved.
  'mailTemplates.offerStage.subject': '{company} would like to make you an offer: {title}',
  'mailTemplates.offerStage.body':
    'Good news: {company} would like to make you an offer for "{title}".',
  'mailTemplates.offerStage.next':
    'Our team is preparing it. The offer itself, with its details, comes in a separate mail with a link where you can read it and answer.',
  'screening.questionsTooMany': 'At most 20 questions',
  'screening.textRequired': 'The question is required',
  'screening.textTooLong': 'The question is too long (at most 300 characters)',
  'screening.optionsCount': 'A choice question needs 2 to 10 options',
  'screening.optionInvalid': 'Each option needs a text of at most 100 characters, all different',
  'screening.idsUnique': 'Each question needs its own id',
  'screening.knockoutInvalid': 'This knock-out answer does not fit the question',
  'screening.reasonRequired': 'Choose the reason rejected applicants get',
  'screening.answerRequired': 'This question needs an answer',
  'screening.answerInvalid': 'This answer does not fit the question',
  'screening.answerUnknown': 'This question is not asked by the posting',
} as const;

export type MailTemplatesMessageKey = keyof typeof mailTemplatesMessagesEn;

export const mailTemplatesMessagesAr: Record<MailTemplatesMessageKey, string> = {
  'mailTemplates.subjectRequired': 'الموضوع مطلوب',
  'mailTemplates.subjectTooLong': 'الموضوع طويل جدًا (200 حرف على الأكثر)',
  'mailTemplates.bodyRequired': 'النص مطلوب',
  'mailTemplates.bodyTooLong': 'النص طويل جدًا (5000 حرف على الأكثر)',
  'mailTemplates.unknown': '{text} ليس عنصرًا نائبًا. استخدم أحد: {allowed}',
  'mailTemplates.notAllowed': 'لا يمكن استخدام {text} في هذه الرسالة. استخدم أحد: {allowed}',
  'mailTemplates.broken': 'عنصر نائب غير مغلق أو غير صحيح: {text}',
  'mailTemplates.foreignLink':
    'يمكن لأي شخص أن يتسبب في إرسال هذه الرسالة، لذا لا تؤدي روابطها إلا إلى {allowed}: {text}',
  'mailTemplates.key.invitation': 'دعوة إلى وظيفة',
  'mailTemplates.key.stageChange': 'تغيير المرحلة',
  'mailTemplates.key.rejection': 'رفض',
  'mailTemplates.key.offer': 'الانتقال إلى مرحلة العرض',
  'mailTemplates.key.hired': 'التوظيف',
  'mailTemplates.key.interviewInvitation': 'دعوة إلى مقابلة',
  'mailTemplates.key.interviewChange': 'تغيير موعد المقابلة',
  'mailTemplates.key.interviewCancellation': 'إلغاء المقابلة',
  'mailTemplates.key.interviewReminder': 'تذكير بالمقابلة',
  'mailTemplates.key.interviewSlots': 'اختيار موعد المقابلة',
  'mailTemplates.key.applicationReceived': 'استلام الطلب',
  'mailTemplates.received.body': 'استلمت {company} طلبك لوظيفة "{title}".',
  'mailTemplates.received.follow': 'تابع طلبك من هنا: {link}',
  'mailTemplates.received.ignore': 'إذا لم تتقدم بهذا الطلب فتجاهل هذه الرسالة.',
  'mailTemplates.key.applyInvitation': 'دعوة إلى التقديم (للباحثين عن عمل الذين لديهم حساب)',
  'mailTemplates.key.offerLetter': 'خطاب العرض الوظيفي (رابط للتوقيع)',
  'mailTemplates.applyInvitation.subject': 'تدعوك {company} إلى التقديم على وظيفة "{title}"',
  'mailTemplates.applyInvitation.body':
    'اطّلعت {company} على ملفك وتدعوك إلى التقديم على وظيفة "{title}".',
  'mailTemplates.applyInvitation.action': 'افتح الوظيفة وقدّم بحسابك: {link}',
  'mailTemplates.applyInvitation.ignore': 'إذا لم تكن مهتمًا فتجاهل هذه الرسالة.',
  'mailTemplates.offerStage.subject': 'ترغب {company} في أن تقدّم لك عرضًا وظيفيًا: {title}',
  'mailTemplates.offerStage.body':
    'أخبار سارة: ترغب {company} في أن تقدّم لك عرضًا لوظيفة "{title}".',
  'mailTemplates.offerStage.next':
    'يُعِدّ فريقنا العرض الآن. سيصلك العرض نفسه بتفاصيله في رسالة منفصلة، مع رابط تقرؤه فيه وتجيب عليه.',
  'screening.questionsTooMany': '20 سؤالًا على الأكثر',
  'screening.textRequired': 'نص السؤال مطلوب',
  'screening.textTooLong': 'السؤال طويل جدًا (300 حرف على الأكثر)',
  'screening.optionsCount': 'يحتاج سؤال الاختيار إلى 2 إلى 10 خيارات',
  'screening.optionInvalid': 'يحتاج كل خيار إلى نص من 100 حرف على الأكثر، دون تكرار',
  'screening.idsUnique': 'يحتاج كل سؤال إلى معرّف خاص به',
  'screening.knockoutInvalid': 'إجابة الاستبعاد هذه لا تناسب السؤال',
  'screening.reasonRequired': 'اختر السبب الذي يُرفض به المتقدمون',
  'screening.answerRequired': 'هذا السؤال يحتاج إلى إجابة',
  'screening.answerInvalid': 'هذه الإجابة لا تناسب السؤال',
  'screening.answerUnknown': 'هذا السؤال ليس من أسئلة الوظيفة',
};
