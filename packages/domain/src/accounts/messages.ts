// spec 4, 5 and 8 (Authentication): the validation messages, popups and mails of the accounts
// feature. English texts are the spec's wording; the spelling fix of decisions.md section 8 lives
// in error.INTERNAL. Mail texts use {link} as the place of the link.
export const accountsMessagesEn = {
  'accounts.emailInvalid': 'Invalid email address',
  'accounts.emailRequired': 'Email field is required',
  'accounts.loginPasswordRequired': 'Password field is required',
  'accounts.passwordRequired': 'Password field is required',
  'accounts.passwordTooShort': 'Password must be at least 8 characters',
  'accounts.passwordTooLong': 'Password must be at most 128 characters',
  'accounts.passwordsDiffer': 'Both passwords need to be the same',
  'accounts.signupSent': 'An email has been sent to you: open it to verify your account.',
  // decisions.md 23 (decision 251): the same answer for every address.
  'accounts.resetSent':
    'If an account uses this e-mail, a link to choose a new password is on its way. Check your inbox.',
  'accounts.verificationResent':
    'If this e-mail belongs to an account that is not verified yet, a new verification link is on its way.',
  'accounts.passwordChanged': 'Password is changed successfully',
  'accounts.loggedOut': 'You are logged out.',
  'accounts.passwordTooCommon':
    'This password is one of the most common passwords. Please choose another one.',
  'accounts.passwordIsEmail': 'Password must not be your email address',
  'accounts.passwordBlank': 'Password must not be only spaces',
  'accounts.currentPasswordRequired': 'Current password field is required',
  'accounts.passwordChangedSessions':
    'Password is changed successfully. Your other sessions have been logged out.',
  'accounts.totpAlreadyEnabled':
    'The second factor is already on. Turn it off first to set up a new one.',
  'accounts.totpNotStarted': 'Start the set-up of the second factor first.',
  'accounts.totpNotEnabled': 'The second factor is not on.',
  'accounts.emailChangeSent':
    'We sent a link to the new address. Your login email changes once you open it.',
  'accounts.emailSame': 'This is already your email address',
  'accounts.mail.verifySubject': 'Verify your TalentPool account',
  'accounts.mail.verifyIntro': 'Welcome to TalentPool! Please confirm your e-mail address.',
  'accounts.mail.verifyAction': 'Verify my account',
  'accounts.mail.verifyText':
    'Open this link to verify your account (it works once, for 24 hours):\n{link}\n\nIf you did not sign up, ignore this mail.',
  'accounts.mail.resetSubject': 'Reset your TalentPool password',
  'accounts.mail.resetIntro':
    'Someone asked to reset the password of your TalentPool {account} ({email}).',
  'accounts.mail.accountUser': 'job seeker account',
  'accounts.mail.accountCompany': 'company account',
  'accounts.mail.resetAction': 'Choose a new password',
  'accounts.mail.resetText':
    'Open this link to choose a new password (it works once, for 1 hour):\n{link}\n\nIf you did not ask for this, ignore this mail: your password stays the same.',
  'accounts.mail.passwordChangedSubject': 'Your TalentPool password was changed',
  'accounts.mail.passwordChangedIntro':
    'The password of your TalentPool account ({email}) was changed.',
  'accounts.mail.passwordChangedAction': 'Reset my password',
  'accounts.mail.passwordChangedText':
    'If this was you, there is nothing to do.\nIf this was not you, reset your password now with "Forgot password" on the login page:\n{link}',
  // Issue 38: the owner hears when the second factor is turned on or off.
  'accounts.mail.totpOnSubject': 'The second factor was turned on for your TalentPool account',
  'accounts.mail.totpOnIntro':
    'The second factor (a code from an authenticator app) was turned on for your TalentPool account ({email}).',
  'accounts.mail.totpOnAction': 'Reset my password',
  'accounts.mail.totpOnText':
    'If this was you, keep your recovery codes safe.\nIf this was not you, someone has your password: reset it now with "Forgot password" on the login page:\n{link}',
  'accounts.mail.totpOffSubject': 'The second factor was turned off for your TalentPool account',
  'accounts.mail.totpOffIntro':
    'The second factor was turned off for your TalentPool account ({email}): the password alone now logs in.',
  'accounts.mail.totpOffAction': 'Reset my password',
  'accounts.mail.totpOffText':
    'If this was you, there is nothing to do.\nIf this was not you, reset your password now with "Forgot password" on the login page, then turn the second factor on again:\n{link}',
  'accounts.mail.emailChangeSubject': 'Confirm your new TalentPool email address',
  'accounts.mail.emailChangeIntro':
    'Someone asked to use this address ({email}) as the login email of a TalentPool account.',
  'accounts.mail.emailChangeAction': 'Confirm this address',
  'accounts.mail.emailChangeText':
    'Open this link to confirm the change (it works once, for 24 hours):\n{link}\n\nIf you did not ask for this, ignore this mail: nothing changes.',
  'accounts.mail.emailChangingSubject': 'Your TalentPool login email is being changed',
  'accounts.mail.emailChangingIntro':
    'Someone asked to change the login email of your TalentPool account to {email}. The change applies once the new address is confirmed.',
  'accounts.mail.emailChangingAction': 'Cancel this change',
  'accounts.mail.emailChangingText':
    'If this was you, there is nothing to do.\nIf this was not you, cancel the change with this link, then reset your password with "Forgot password" on the login page: someone else knows it.\n{link}',
} as const;

export const accountsMessagesAr: Record<keyof typeof accountsMessagesEn, string> = {
  'accounts.emailInvalid': 'عنوان البريد الإلكتروني غير صالح',
  'accounts.emailRequired': 'حقل البريد الإلكتروني مطلوب',
  'accounts.loginPasswordRequired': 'حقل كلمة المرور مطلوب',
  'accounts.passwordRequired': 'حقل كلمة المرور مطلوب',
  'accounts.passwordTooShort': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  'accounts.passwordTooLong': 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
  'accounts.passwordsDiffer': 'يجب أن تتطابق كلمتا المرور',
  'accounts.signupSent': 'تم إرسال بريد إلكتروني إليك: افتحه لتفعيل حسابك.',
  'accounts.resetSent':
    'إذا كان هذا البريد الإلكتروني لحساب لدينا، فرابط اختيار كلمة مرور جديدة في الطريق إليه. تفقّد بريدك.',
  'accounts.verificationResent':
    'إذا كان هذا البريد الإلكتروني لحساب لم يُفعَّل بعد، فرابط تفعيل جديد في الطريق إليه.',
  'accounts.passwordChanged': 'تم تغيير كلمة المرور بنجاح',
  'accounts.loggedOut': 'تم تسجيل خروجك.',
  'accounts.passwordTooCommon':
    'كلمة المرور هذه من أكثر كلمات المرور شيوعًا. يرجى اختيار كلمة أخرى.',
  'accounts.passwordIsEmail': 'يجب ألا تكون كلمة المرور هي عنوان بريدك الإلكتروني',
  'accounts.passwordBlank': 'يجب ألا تتكون كلمة المرور من مسافات فقط',
  'accounts.currentPasswordRequired': 'حقل كلمة المرور الحالية مطلوب',
  'accounts.passwordChangedSessions':
    'تم تغيير كلمة المرور بنجاح. تم تسجيل خروجك من جلساتك الأخرى.',
  'accounts.totpAlreadyEnabled': 'العامل الثاني مفعّل بالفعل. أوقفه أولًا لإعداد عامل جديد.',
  'accounts.totpNotStarted': 'ابدأ إعداد العامل الثاني أولًا.',
  'accounts.totpNotEnabled': 'العامل الثاني غير مفعّل.',
  'accounts.emailChangeSent': 'أرسلنا رابطًا إلى العنوان الجديد. يتغير بريد الدخول عند فتحك له.',
  'accounts.emailSame': 'هذا هو عنوان بريدك الإلكتروني بالفعل',
  'accounts.mail.verifySubject': 'فعّل حسابك في تالنت بول',
  'accounts.mail.verifyIntro': 'مرحبًا بك في تالنت بول! يرجى تأكيد عنوان بريدك الإلكتروني.',
  'accounts.mail.verifyAction': 'فعّل حسابي',
  'accounts.mail.verifyText':
    'افتح هذا الرابط لتفعيل حسابك (يعمل مرة واحدة خلال 24 ساعة):\n{link}\n\nإذا لم تقم بالتسجيل فتجاهل هذه الرسالة.',
  'accounts.mail.resetSubject': 'إعادة تعيين كلمة المرور في تالنت بول',
  'accounts.mail.resetIntro':
    'طلب أحدهم إعادة تعيين كلمة المرور ل{account} في تالنت بول ({email}).',
  'accounts.mail.accountUser': 'حسابك كباحث عن عمل',
  'accounts.mail.accountCompany': 'حساب شركتك',
  'accounts.mail.resetAction': 'اختر كلمة مرور جديدة',
  'accounts.mail.resetText':
    'افتح هذا الرابط لاختيار كلمة مرور جديدة (يعمل مرة واحدة خلال ساعة واحدة):\n{link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
  'accounts.mail.passwordChangedSubject': 'تم تغيير كلمة المرور في تالنت بول',
  'accounts.mail.passwordChangedIntro': 'تم تغيير كلمة المرور لحسابك في تالنت بول ({email}).',
  'accounts.mail.passwordChangedAction': 'إعادة تعيين كلمة المرور',
  'accounts.mail.passwordChangedText':
    'إذا كنت أنت من قام بذلك فلا حاجة لفعل أي شيء.\nوإذا لم تكن أنت، فأعد تعيين كلمة المرور الآن عبر «نسيت كلمة المرور» في صفحة الدخول:\n{link}',
  'accounts.mail.totpOnSubject': 'تم تفعيل العامل الثاني لحسابك في تالنت بول',
  'accounts.mail.totpOnIntro':
    'تم تفعيل العامل الثاني (رمز من تطبيق المصادقة) لحسابك في تالنت بول ({email}).',
  'accounts.mail.totpOnAction': 'إعادة تعيين كلمة المرور',
  'accounts.mail.totpOnText':
    'إذا كنت أنت من قام بذلك فاحفظ رموز الاسترداد في مكان آمن.\nوإذا لم تكن أنت، فهناك من يعرف كلمة المرور: أعد تعيينها الآن عبر «نسيت كلمة المرور» في صفحة الدخول:\n{link}',
  'accounts.mail.totpOffSubject': 'تم إيقاف العامل الثاني لحسابك في تالنت بول',
  'accounts.mail.totpOffIntro':
    'تم إيقاف العامل الثاني لحسابك في تالنت بول ({email}): كلمة المرور وحدها تكفي الآن للدخول.',
  'accounts.mail.totpOffAction': 'إعادة تعيين كلمة المرور',
  'accounts.mail.totpOffText':
    'إذا كنت أنت من قام بذلك فلا حاجة لفعل أي شيء.\nوإذا لم تكن أنت، فأعد تعيين كلمة المرور الآن عبر «نسيت كلمة المرور» في صفحة الدخول، ثم فعّل العامل الثاني من جديد:\n{link}',
  'accounts.mail.emailChangeSubject': 'أكّد عنوان بريدك الإلكتروني الجديد في تالنت بول',
  'accounts.mail.emailChangeIntro':
    'طلب أحدهم استخدام هذا العنوان ({email}) بريدًا للدخول إلى حساب في تالنت بول.',
  'accounts.mail.emailChangeAction': 'تأكيد هذا العنوان',
  'accounts.mail.emailChangeText':
    'افتح هذا الرابط لتأكيد التغيير (يعمل مرة واحدة خلال 24 ساعة):\n{link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغير شيء.',
  'accounts.mail.emailChangingSubject': 'يجري تغيير بريد الدخول لحسابك في تالنت بول',
  'accounts.mail.emailChangingIntro':
    'طلب أحدهم تغيير بريد الدخول لحسابك في تالنت بول إلى {email}. يسري التغيير عند تأكيد العنوان الجديد.',
  'accounts.mail.emailChangingAction': 'ألغِ هذا التغيير',
  'accounts.mail.emailChangingText':
    'إذا كنت أنت من قام بذلك فلا حاجة لفعل أي شيء.\nوإذا لم تكن أنت، فألغِ التغيير بهذا الرابط، ثم أعد تعيين كلمة مرورك عبر «نسيت كلمة المرور» في صفحة الدخول: فهي معروفة لشخص آخر.\n{link}',
};
