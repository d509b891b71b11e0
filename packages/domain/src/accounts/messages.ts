// spec 4, 5 and 8 (Authentication): the validation messages, popups and mails of the accounts
// feature. English texts are the spec's wording; the spelling fix of decisions.md section 8 lives
// in error.INTERNAL. Mail texts use {link} as the place of the link.
export const accountsMessagesEn = {
  'accounts.emailInvalid': 'Invalid email address',
  'accounts.emailRequired': ' Email field is required',
  'accounts.loginPasswordRequired': 'Password field is required',
  'accounts.passwordRequired': 'password field is required',
  'accounts.passwordTooShort': 'Password must be at least 8 characters',
  'accounts.passwordTooLong': 'Password must be at most 128 characters',
  'accounts.passwordsDiffer': 'Both password need to be the same',
  'accounts.signupSent': 'An email has been sent, to you go to verify your account!!',
  'accounts.resetSent': 'An Email to reset your password was sent to you',
  'accounts.passwordChanged': 'Password is changed successfully',
  'accounts.loggedOut': 'You are logged out.',
  'accounts.mail.verifySubject': 'Verify your TalentPool account',
  'accounts.mail.verifyIntro': 'Welcome to TalentPool! Please confirm your e-mail address.',
  'accounts.mail.verifyAction': 'Verify my account',
  'accounts.mail.verifyText':
    'Open this link to verify your account (it works once, for 24 hours):\n{link}\n\nIf you did not sign up, ignore this mail.',
  'accounts.mail.resetSubject': 'Reset your TalentPool password',
  'accounts.mail.resetIntro': 'Someone asked to reset the password of your TalentPool account.',
  'accounts.mail.resetAction': 'Choose a new password',
  'accounts.mail.resetText':
    'Open this link to choose a new password (it works once, for 1 hour):\n{link}\n\nIf you did not ask for this, ignore this mail: your password stays the same.',
} as const;

export const accountsMessagesAr: Record<keyof typeof accountsMessagesEn, string> = {
  'accounts.emailInvalid': 'عنوان البريد الإلكتروني غير صالح',
  'accounts.emailRequired': ' حقل البريد الإلكتروني مطلوب',
  'accounts.loginPasswordRequired': 'حقل كلمة المرور مطلوب',
  'accounts.passwordRequired': 'حقل كلمة المرور مطلوب',
  'accounts.passwordTooShort': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'accounts.passwordTooLong': 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
  'accounts.passwordsDiffer': 'يجب أن تتطابق كلمتا المرور',
  'accounts.signupSent': 'تم إرسال بريد إلكتروني إليك، اذهب لتفعيل حسابك!!',
  'accounts.resetSent': 'تم إرسال بريد إلكتروني إليك لإعادة تعيين كلمة المرور',
  'accounts.passwordChanged': 'تم تغيير كلمة المرور بنجاح',
  'accounts.loggedOut': 'تم تسجيل خروجك.',
  'accounts.mail.verifySubject': 'فعّل حسابك في تالنت بول',
  'accounts.mail.verifyIntro': 'مرحبًا بك في تالنت بول! يرجى تأكيد عنوان بريدك الإلكتروني.',
  'accounts.mail.verifyAction': 'فعّل حسابي',
  'accounts.mail.verifyText':
    'افتح هذا الرابط لتفعيل حسابك (يعمل مرة واحدة خلال 24 ساعة):\n{link}\n\nإذا لم تقم بالتسجيل فتجاهل هذه الرسالة.',
  'accounts.mail.resetSubject': 'إعادة تعيين كلمة المرور في تالنت بول',
  'accounts.mail.resetIntro': 'طلب أحدهم إعادة تعيين كلمة المرور لحسابك في تالنت بول.',
  'accounts.mail.resetAction': 'اختر كلمة مرور جديدة',
  'accounts.mail.resetText':
    'افتح هذا الرابط لاختيار كلمة مرور جديدة (يعمل مرة واحدة خلال ساعة واحدة):\n{link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
};
