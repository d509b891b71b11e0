// Issue 42 (decisions.md 18, decisions 241-244): texts of single sign-on, English and Arabic.
// Field messages of the settings form and the reasons a sign-in is refused.
export const ssoMessagesEn = {
  'sso.issuerInvalid': 'Enter the issuer address of your identity provider (https://...)',
  'sso.issuerHttps': 'The issuer address must start with https://',
  'sso.issuerUnreachable':
    'The identity provider did not answer with its OpenID configuration at this address',
  'sso.clientIdRequired': 'Enter the client ID your identity provider gave you',
  'sso.clientSecretRequired': 'Enter the client secret your identity provider gave you',
  'sso.domainInvalid': 'Enter a domain such as example.org (no @, no https://)',
  'sso.domainPublic': 'A public mailbox domain cannot be used for single sign-on',
  'sso.domainsRequired': 'Enter at least one e-mail domain',
  'sso.domainsTooMany': 'At most 20 domains',
  'sso.domainsRepeated': 'Each domain once',
  'sso.domainNotOwned':
    'This domain is not shown to be yours: an owner or admin with a verified address there is needed',
  'sso.domainTaken': 'Another company already signs in with this domain',
  'sso.defaultRoleInvalid': 'Choose the role of new members (not owner)',
  'sso.requiredInvalid': 'Say whether single sign-on is required',
  // Why a sign-in through the identity provider was refused (the /auth screen shows these).
  'sso.notConfigured': 'This company does not use single sign-on.',
  'sso.stateInvalid': 'This sign-in link is no longer valid. Start the sign-in again.',
  'sso.providerRefused': 'Your identity provider refused the sign-in.',
  'sso.codeRefused':
    'Your identity provider did not confirm this sign-in (the code was used or expired). Start again.',
  'sso.tokenInvalid': 'The answer of your identity provider could not be checked. Start again.',
  'sso.emailNotVerified': 'Your identity provider has not verified your e-mail address.',
  'sso.domainNotAllowed': 'Your e-mail address is not in a domain of this company.',
  'sso.otherCompany': 'Your e-mail address already signs in to another company.',
  'sso.memberRemoved': 'You were removed from this company. Ask an owner or admin to invite you.',
  'sso.providerUnavailable': 'Your identity provider could not be reached. Try again later.',
} as const;

export const ssoMessagesAr: Record<keyof typeof ssoMessagesEn, string> = {
  'sso.issuerInvalid': 'أدخل عنوان جهة الإصدار لدى مزوّد الهوية (https://...)',
  'sso.issuerHttps': 'يجب أن يبدأ عنوان جهة الإصدار بـ https://',
  'sso.issuerUnreachable': 'لم يُجب مزوّد الهوية بإعدادات OpenID الخاصة به على هذا العنوان',
  'sso.clientIdRequired': 'أدخل معرّف العميل الذي أعطاك إياه مزوّد الهوية',
  'sso.clientSecretRequired': 'أدخل سرّ العميل الذي أعطاك إياه مزوّد الهوية',
  'sso.domainInvalid': 'أدخل نطاقًا مثل example.org (بلا @ وبلا https://)',
  'sso.domainPublic': 'لا يمكن استخدام نطاق بريد عام لتسجيل الدخول الموحّد',
  'sso.domainsRequired': 'أدخل نطاق بريد واحدًا على الأقل',
  'sso.domainsTooMany': '20 نطاقًا على الأكثر',
  'sso.domainsRepeated': 'كل نطاق مرة واحدة',
  'sso.domainNotOwned': 'لم يثبت أن هذا النطاق لكم: يلزم مالك أو مسؤول بعنوان موثّق على هذا النطاق',
  'sso.domainTaken': 'شركة أخرى تسجّل الدخول بهذا النطاق بالفعل',
  'sso.defaultRoleInvalid': 'اختر دور الأعضاء الجدد (غير المالك)',
  'sso.requiredInvalid': 'حدد ما إذا كان تسجيل الدخول الموحّد مطلوبًا',
  'sso.notConfigured': 'هذه الشركة لا تستخدم تسجيل الدخول الموحّد.',
  'sso.stateInvalid': 'رابط تسجيل الدخول هذا لم يعد صالحًا. ابدأ تسجيل الدخول من جديد.',
  'sso.providerRefused': 'رفض مزوّد الهوية تسجيل الدخول.',
  'sso.codeRefused': 'لم يؤكد مزوّد الهوية تسجيل الدخول هذا (الرمز مستخدم أو منتهٍ). ابدأ من جديد.',
  'sso.tokenInvalid': 'تعذّر التحقق من إجابة مزوّد الهوية. ابدأ من جديد.',
  'sso.emailNotVerified': 'لم يوثّق مزوّد الهوية عنوان بريدك الإلكتروني.',
  'sso.domainNotAllowed': 'عنوان بريدك ليس في أحد نطاقات هذه الشركة.',
  'sso.otherCompany': 'عنوان بريدك يسجّل الدخول إلى شركة أخرى بالفعل.',
  'sso.memberRemoved': 'أُزلت من هذه الشركة. اطلب من مالك أو مسؤول أن يدعوك.',
  'sso.providerUnavailable': 'تعذّر الوصول إلى مزوّد الهوية. حاول لاحقًا.',
};
