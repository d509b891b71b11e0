// User-facing texts shared by server and web: error texts per code and the spec's validation
// messages (spec 5 and 8). Keys are stable; zod schemas carry keys as their messages, and the
// server (error fields) and the web app (form errors) translate them with translate().
// Each feature keeps its texts in <feature>/messages.ts and is spread in here, once per language.
// Spelling follows decisions.md section 8 ('Oops, something went wrong').
import type { ErrorCode } from './errors';
import type { Language } from './language';
import { linksMessagesAr, linksMessagesEn } from './links/messages';
import { accountsMessagesAr, accountsMessagesEn } from './accounts/messages';
import { isiMessagesAr, isiMessagesEn } from './isi/messages';
import { checklistsMessagesAr, checklistsMessagesEn } from './checklists/messages';
import { profileMessagesAr, profileMessagesEn } from './profile/messages';
import { companyMessagesAr, companyMessagesEn } from './company/messages';
import { jobsMessagesAr, jobsMessagesEn } from './jobs/messages';
import { fitMessagesAr, fitMessagesEn } from './jobs/fitMessages';
import { fitScoreMessagesAr, fitScoreMessagesEn } from './fit/messages';
import { membersMessagesAr, membersMessagesEn } from './members/messages';
import { interviewsMessagesAr, interviewsMessagesEn } from './interviews/messages';
import { operatorMessagesAr, operatorMessagesEn } from './operator/messages';
import { retentionMessagesAr, retentionMessagesEn } from './retention/messages';
import { poolsMessagesAr, poolsMessagesEn } from './pools/messages';
import { mailTemplatesMessagesAr, mailTemplatesMessagesEn } from './mailTemplates/messages';
import { cvMessagesAr, cvMessagesEn } from './cv/messages';
import { processMessagesAr, processMessagesEn } from './process/messages';
import { reportsMessagesAr, reportsMessagesEn } from './reports/messages';
import {
  candidateActionsMessagesAr,
  candidateActionsMessagesEn,
} from './candidateActions/messages';
import { notificationsMessagesAr, notificationsMessagesEn } from './notifications/messages';
import { offersMessagesAr, offersMessagesEn } from './offers/messages';
import { approvalMessagesAr, approvalMessagesEn } from './jobs/approvalMessages';
// Issue 42: single sign-on.
import { ssoMessagesAr, ssoMessagesEn } from './sso/messages';
import { webhooksMessagesAr, webhooksMessagesEn } from './webhooks/messages';
import { apiKeysMessagesAr, apiKeysMessagesEn } from './apiKeys/messages';
// Issue 46: the job seeker's side.
import { seekerDetailsMessagesAr, seekerDetailsMessagesEn } from './profile/seekerDetails';
import { seekerMessagesAr, seekerMessagesEn } from './seeker/messages';

const errorsEn = {
  'error.VALIDATION_FAILED': 'Some fields need your attention.',
  'error.UNAUTHENTICATED': 'Please log in again.',
  'error.WRONG_PASSWORD': 'Password is incorrect',
  'error.EMAIL_NOT_VERIFIED':
    'Email is not verified: open your email to complete the verification step.',
  'error.FORBIDDEN': 'You are not allowed to do this.',
  'error.ACCOUNT_DISABLED': 'This account has been disabled. Contact support.',
  'error.USER_NOT_FOUND': "User Doesn't Exist",
  'error.NOT_FOUND': 'Not found.',
  'error.EMAIL_TAKEN': 'User Already Exists',
  'error.LINK_ALREADY_REQUESTED': 'This email was already requested!',
  'error.LINK_USED': 'This link has already been used.',
  'error.LINK_NOT_FOUND': 'This link does not exist.',
  'error.LINK_EXPIRED': 'This link has expired.',
  'error.ALREADY_APPLIED': 'You have already applied to this job.',
  'error.JOB_CLOSED': 'This job is not open for applications.',
  'error.FILE_TOO_LARGE': 'The file is too large.',
  'error.UNSUPPORTED_FILE': 'This type of file is not accepted.',
  'error.RATE_LIMITED': 'Too many attempts. Please wait and try again.',
  'error.MAIL_CAP_REACHED':
    'Your company has sent as many e-mails as it can today. Please try again tomorrow.',
  'error.LAST_OWNER': 'A company needs at least one owner: make someone else owner first.',
  'error.TOTP_REQUIRED': 'Enter the code from your authenticator app.',
  'error.TOTP_INVALID': 'That code is wrong or was already used.',
  // Issue 42 (decisions.md 18): the company signs its members in through its identity provider.
  'error.SSO_REQUIRED':
    'Your company signs you in through its identity provider: use "Sign in with your company".',
  'error.OTHER_ACCOUNT_TYPE': 'This e-mail and password belong to the other kind of account.',
  'error.CHOOSE_ACCOUNT_TYPE':
    'This e-mail has a job seeker account and a company account. Which one do you want to use?',
  'error.HEADERS_TOO_LARGE': 'The request is too large.',
  'error.SERVICE_UNAVAILABLE': 'The service is unavailable. Please try again shortly.',
  'error.INSUFFICIENT_STORAGE':
    'There is no room to store the file right now. Please try again later.',
  'error.IDEMPOTENCY_KEY_IN_USE': 'This request is still being processed. Please wait a moment.',
  'error.IDEMPOTENCY_KEY_REUSED': 'This request key was already used for a different request.',
  'error.STAGE_NOT_FOUND': 'This stage is not (or no longer) in the posting’s process.',
  'error.NOT_YOUR_TURN': 'Another approver decides first: wait for your turn.',
  'error.OFFER_NOT_APPROVED': 'Every approver must approve the offer before it is sent.',
  'error.OFFER_CLOSED': 'This offer is closed: it was already answered or withdrawn.',
  'error.OFFER_EXPIRED': 'This offer has expired.',
  'error.APPROVAL_PENDING': 'This posting already waits for approval.',
  'error.APPROVAL_CLOSED': 'This approval request is closed: it was already answered or withdrawn.',
  'error.STAGE_IN_USE': 'Applicants are still in a stage you removed: choose where they move.',
  'error.APPLICATION_DECIDED': 'This application is already decided: there is nothing to withdraw.',
  'error.MERGE_CONFLICT':
    'These applications cannot be merged (or unmerged) now: both belong to accounts, the person applied again, or it was already undone.',
  'error.INTERNAL': 'Oops, something went wrong',
  'error.NETWORK': 'Cannot reach the server. Check your connection and try again.',
} as const;

const errorsAr: Record<keyof typeof errorsEn, string> = {
  'error.VALIDATION_FAILED': 'بعض الحقول تحتاج إلى مراجعتك.',
  'error.UNAUTHENTICATED': 'يرجى تسجيل الدخول مرة أخرى.',
  'error.WRONG_PASSWORD': 'كلمة المرور غير صحيحة',
  'error.EMAIL_NOT_VERIFIED':
    'البريد الإلكتروني غير مُفعّل: افتح بريدك الإلكتروني لإكمال خطوة التفعيل.',
  'error.FORBIDDEN': 'غير مسموح لك بهذا الإجراء.',
  'error.ACCOUNT_DISABLED': 'تم إيقاف هذا الحساب. تواصل مع الدعم.',
  'error.USER_NOT_FOUND': 'المستخدم غير موجود',
  'error.NOT_FOUND': 'غير موجود.',
  'error.EMAIL_TAKEN': 'المستخدم موجود بالفعل',
  'error.LINK_ALREADY_REQUESTED': 'تم طلب رابط لهذا البريد الإلكتروني من قبل!',
  'error.LINK_USED': 'تم استخدام هذا الرابط من قبل.',
  'error.LINK_NOT_FOUND': 'هذا الرابط غير موجود.',
  'error.LINK_EXPIRED': 'انتهت صلاحية هذا الرابط.',
  'error.ALREADY_APPLIED': 'لقد تقدمت لهذه الوظيفة من قبل.',
  'error.JOB_CLOSED': 'هذه الوظيفة لا تستقبل طلبات.',
  'error.FILE_TOO_LARGE': 'الملف كبير جدًا.',
  'error.UNSUPPORTED_FILE': 'هذا النوع من الملفات غير مقبول.',
  'error.RATE_LIMITED': 'محاولات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.',
  'error.MAIL_CAP_REACHED':
    'أرسلت شركتك اليوم أقصى عدد من رسائل البريد الإلكتروني. يرجى المحاولة غدًا.',
  'error.LAST_OWNER': 'تحتاج الشركة إلى مالك واحد على الأقل: اجعل شخصًا آخر مالكًا أولًا.',
  'error.TOTP_REQUIRED': 'أدخل الرمز من تطبيق المصادقة.',
  'error.TOTP_INVALID': 'هذا الرمز غير صحيح أو استُخدم من قبل.',
  'error.SSO_REQUIRED':
    'تسجّل شركتك دخولك عبر مزوّد الهوية الخاص بها: استخدم «تسجيل الدخول عبر شركتك».',
  'error.OTHER_ACCOUNT_TYPE': 'هذا البريد الإلكتروني وكلمة المرور لنوع الحساب الآخر.',
  'error.CHOOSE_ACCOUNT_TYPE':
    'لهذا البريد الإلكتروني حساب باحث عن عمل وحساب شركة. أيهما تريد استخدامه؟',
  'error.HEADERS_TOO_LARGE': 'الطلب كبير جدًا.',
  'error.SERVICE_UNAVAILABLE': 'الخدمة غير متاحة حاليًا. يرجى المحاولة بعد قليل.',
  'error.INSUFFICIENT_STORAGE': 'لا توجد مساحة لحفظ الملف الآن. يرجى المحاولة لاحقًا.',
  'error.IDEMPOTENCY_KEY_IN_USE': 'ما زال هذا الطلب قيد المعالجة. يرجى الانتظار قليلًا.',
  'error.IDEMPOTENCY_KEY_REUSED': 'استُخدم مفتاح هذا الطلب من قبل لطلب مختلف.',
  'error.STAGE_NOT_FOUND': 'هذه المرحلة ليست (أو لم تعد) ضمن مراحل الوظيفة.',
  'error.NOT_YOUR_TURN': 'يقرر معتمد آخر أولًا: انتظر دورك.',
  'error.OFFER_NOT_APPROVED': 'يجب أن يوافق جميع المعتمدين على العرض قبل إرساله.',
  'error.OFFER_CLOSED': 'هذا العرض مغلق: تم الرد عليه أو سحبه.',
  'error.OFFER_EXPIRED': 'انتهت صلاحية هذا العرض.',
  'error.APPROVAL_PENDING': 'هذه الوظيفة بانتظار الموافقة بالفعل.',
  'error.APPROVAL_CLOSED': 'طلب الموافقة هذا مغلق: تم الرد عليه أو سحبه.',
  'error.STAGE_IN_USE': 'ما زال متقدمون في مرحلة حذفتها: اختر المرحلة التي ينتقلون إليها.',
  'error.APPLICATION_DECIDED': 'حُسم هذا الطلب بالفعل: لا شيء لتسحبه.',
  'error.MERGE_CONFLICT':
    'لا يمكن دمج هذين الطلبين (أو فصلهما) الآن: كلاهما لحسابين، أو تقدّم الشخص مرة أخرى، أو أُلغي الدمج من قبل.',
  'error.INTERNAL': 'عذرًا، حدث خطأ ما',
  'error.NETWORK': 'تعذر الوصول إلى الخادم. تحقق من اتصالك ثم حاول مرة أخرى.',
};

/** Field messages every feature shares (docs/decisions/115). */
const inputEn = {
  'input.controlCharacter': 'Remove the control characters from this text.',
  'input.bidiControl': 'Remove the text-direction control characters from this text.',
} as const;
const inputAr: Record<keyof typeof inputEn, string> = {
  'input.controlCharacter': 'احذف أحرف التحكم من هذا النص.',
  'input.bidiControl': 'احذف أحرف التحكم في اتجاه النص من هذا النص.',
};

const en = {
  ...errorsEn,
  ...inputEn,
  ...accountsMessagesEn,
  ...isiMessagesEn,
  ...checklistsMessagesEn,
  ...profileMessagesEn,
  ...companyMessagesEn,
  ...linksMessagesEn,
  ...jobsMessagesEn,
  ...fitMessagesEn,
  ...fitScoreMessagesEn,
  ...membersMessagesEn,
  ...interviewsMessagesEn,
  ...operatorMessagesEn,
  ...retentionMessagesEn,
  ...poolsMessagesEn,
  ...mailTemplatesMessagesEn,
  ...cvMessagesEn,
  ...processMessagesEn,
  ...reportsMessagesEn,
  ...candidateActionsMessagesEn,
  ...offersMessagesEn,
  ...approvalMessagesEn,
  ...notificationsMessagesEn,
  ...ssoMessagesEn,
  ...webhooksMessagesEn,
  ...apiKeysMessagesEn,
  ...seekerDetailsMessagesEn,
  ...seekerMessagesEn,
};
export type MessageKey = keyof typeof en;
const ar: Record<MessageKey, string> = {
  ...errorsAr,
  ...inputAr,
  ...accountsMessagesAr,
  ...isiMessagesAr,
  ...checklistsMessagesAr,
  ...profileMessagesAr,
  ...companyMessagesAr,
  ...linksMessagesAr,
  ...jobsMessagesAr,
  ...fitMessagesAr,
  ...fitScoreMessagesAr,
  ...membersMessagesAr,
  ...interviewsMessagesAr,
  ...operatorMessagesAr,
  ...retentionMessagesAr,
  ...poolsMessagesAr,
  ...offersMessagesAr,
  ...approvalMessagesAr,
  ...mailTemplatesMessagesAr,
  ...cvMessagesAr,
  ...processMessagesAr,
  ...reportsMessagesAr,
  ...candidateActionsMessagesAr,
  ...notificationsMessagesAr,
  ...ssoMessagesAr,
  ...webhooksMessagesAr,
  ...apiKeysMessagesAr,
  ...seekerDetailsMessagesAr,
  ...seekerMessagesAr,
};

export const messages: Record<Language, Record<MessageKey, string>> = { en, ar };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** Translates a message key; text that is not a key (a library's default message) passes through. */
export function translate(keyOrText: string, lang: Language): string {
  return isMessageKey(keyOrText) ? messages[lang][keyOrText] : keyOrText;
}

export function errorMessage(code: ErrorCode | 'NETWORK', lang: Language): string {
  return messages[lang][`error.${code}`];
}
