// Decisions 141 and 142: texts of applying without an account and of CV parsing and imports, in
// English and Arabic: the server's field errors, the reasons a file gave no fields, the privacy
// notice the applicant agrees to (its version is guestPrivacyNoticeVersion) and the confirmation
// mail. The web app's screen texts live in packages/web/src/features/{guestApply,cvImport}.
import { cvLimits } from '../plain/cv';

export const cvMessagesEn = {
  'cv.nameRequired': 'Enter your full name.',
  'cv.nameTooLong': `A name has at most ${cvLimits.nameMax} characters.`,
  'cv.phoneRequired': 'Enter your phone number.',
  'cv.phoneInvalid': 'Enter the phone number with its country code, like +20 100 123 4567.',
  'cv.cvRequired': 'Attach your CV.',
  'cv.cvUnknown': 'Upload your CV again: this one is no longer here.',
  'cv.consentRequired': 'Agree to the privacy notice to send your application.',
  'cv.consentOutdated': 'The privacy notice has changed: read it again and agree.',
  'cv.macros': 'A Word file with macros is not accepted. Save it as .docx or PDF.',
  'cv.filesRequired': 'Choose at least one CV.',
  'cv.tooManyFiles': `Import at most ${cvLimits.importMaxFiles} CVs at a time.`,
  'cv.resolveInvalid': 'Choose to merge or to dismiss.',
  'cv.notDuplicate': 'This file is not waiting for a decision.',
  'cv.reason.unsupported': 'Not a PDF or Word (.docx) file.',
  'cv.reason.macros': 'A Word file with macros.',
  'cv.reason.tooLarge': 'Larger than 10 MB.',
  'cv.reason.encrypted': 'The PDF is protected by a password.',
  'cv.reason.tooManyPages': `More than ${cvLimits.pdfMaxPages} pages.`,
  'cv.reason.unreadable': 'The file could not be read.',
  'cv.reason.noText': 'The file holds no text (a scan?).',
  'cv.reason.unknownLanguage': 'Written in a language we cannot read yet.',
  'cv.missing.name': 'No name found in the CV.',
  'cv.missing.email': 'No e-mail address found in the CV.',
  'cv.missing.phone': 'No phone number found in the CV.',
  'cv.privacyNotice':
    '{company} keeps your application, your CV and your answers to consider you for this job and for up to two years for other jobs at {company}. You can ask {company} to see, correct or delete them at any time. Your data is not shared with anyone else.',
  // Decision 155: the platform's own paragraph after the company's "application received" text.
  'cv.mail.signup':
    'Want to keep your applications in one place? Create an account with this e-mail ({email}) and confirm it: this application moves to your account.',
} as const;

export type CvMessageKey = keyof typeof cvMessagesEn;

export const cvMessagesAr: Record<CvMessageKey, string> = {
  'cv.nameRequired': 'اكتب اسمك الكامل.',
  'cv.nameTooLong': `الاسم ${cvLimits.nameMax} حرف على الأكثر.`,
  'cv.phoneRequired': 'اكتب رقم هاتفك.',
  'cv.phoneInvalid': 'اكتب رقم الهاتف مع رمز الدولة، مثل ‎+20 100 123 4567.',
  'cv.cvRequired': 'أرفق سيرتك الذاتية.',
  'cv.cvUnknown': 'ارفع سيرتك الذاتية مرة أخرى: هذا الملف لم يعد موجودًا.',
  'cv.consentRequired': 'وافق على إشعار الخصوصية لإرسال طلبك.',
  'cv.consentOutdated': 'تغيّر إشعار الخصوصية: اقرأه مرة أخرى ووافق عليه.',
  'cv.macros': 'ملف وورد به وحدات ماكرو غير مقبول. احفظه بصيغة ‎.docx أو PDF.',
  'cv.filesRequired': 'اختر سيرة ذاتية واحدة على الأقل.',
  'cv.tooManyFiles': `استورد ${cvLimits.importMaxFiles} سيرة ذاتية على الأكثر في المرة الواحدة.`,
  'cv.resolveInvalid': 'اختر الدمج أو التجاهل.',
  'cv.notDuplicate': 'هذا الملف لا ينتظر قرارًا.',
  'cv.reason.unsupported': 'ليس ملف PDF أو وورد ‎(.docx).',
  'cv.reason.macros': 'ملف وورد به وحدات ماكرو.',
  'cv.reason.tooLarge': 'أكبر من 10 ميجابايت.',
  'cv.reason.encrypted': 'ملف PDF محمي بكلمة مرور.',
  'cv.reason.tooManyPages': `أكثر من ${cvLimits.pdfMaxPages} صفحة.`,
  'cv.reason.unreadable': 'تعذرت قراءة الملف.',
  'cv.reason.noText': 'الملف لا يحتوي على نص (صورة ممسوحة؟).',
  'cv.reason.unknownLanguage': 'مكتوب بلغة لا نقرؤها بعد.',
  'cv.missing.name': 'لم نجد اسمًا في السيرة الذاتية.',
  'cv.missing.email': 'لم نجد بريدًا إلكترونيًا في السيرة الذاتية.',
  'cv.missing.phone': 'لم نجد رقم هاتف في السيرة الذاتية.',
  'cv.privacyNotice':
    'تحتفظ {company} بطلبك وسيرتك الذاتية وإجاباتك للنظر فيك لهذه الوظيفة ولمدة تصل إلى سنتين لوظائف أخرى لدى {company}. يمكنك أن تطلب من {company} الاطلاع عليها أو تصحيحها أو حذفها في أي وقت. لا تُشارك بياناتك مع أي جهة أخرى.',
  'cv.mail.signup':
    'تريد أن تجمع طلباتك في مكان واحد؟ أنشئ حسابًا بهذا البريد ({email}) وأكّده: ينتقل هذا الطلب إلى حسابك.',
};
