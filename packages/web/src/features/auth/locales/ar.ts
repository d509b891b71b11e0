import type { AuthResources } from './en';

// Arabic texts of the auth screen; same keys as en.ts.
export const authAr: AuthResources = {
  login: {
    title: 'تسجيل الدخول',
    submit: 'تسجيل الدخول',
    asCompany: 'تسجيل الدخول كشركة',
    forgot: 'هل نسيت كلمة المرور؟',
    noAccount: 'ليس لديك حساب؟',
    toSignup: 'إنشاء حساب',
    codeIntro:
      'لهذا الحساب عامل ثانٍ. أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموز الاسترداد.',
    code: 'رمز المصادقة',
    recoveryCode: 'رمز الاسترداد',
    useRecoveryCode: 'أستخدم رمز استرداد',
  },
  signup: {
    title: 'إنشاء حساب',
    submit: 'إنشاء حساب',
    asCompany: 'إنشاء حساب كشركة',
    haveAccount: 'لديك حساب بالفعل؟',
    toLogin: 'تسجيل الدخول',
  },
  forgot: {
    title: 'نسيت كلمة المرور',
    intro: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    submit: 'أرسل رابط إعادة التعيين',
    asCompany: 'هذا حساب شركة',
    toLogin: 'العودة إلى تسجيل الدخول',
  },
  reset: {
    title: 'إعادة تعيين كلمة المرور',
    intro: 'اختر كلمة مرور جديدة لحسابك.',
    submit: 'تغيير كلمة المرور',
    invalidLink: 'رابط إعادة التعيين هذا غير صالح أو مستخدم أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
    askAgain: 'أرسل لي رابطًا جديدًا',
  },
  fields: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور',
    showPassword: 'إظهار كلمة المرور',
    showPasswords: 'إظهار كلمات المرور',
  },
  popups: {
    refresh: 'تحديث',
    ok: 'حسنًا',
    toLogin: 'الذهاب إلى تسجيل الدخول',
    close: 'إغلاق',
  },
  notes: {
    verified: 'تم تفعيل بريدك الإلكتروني. يمكنك تسجيل الدخول الآن.',
    notVerified:
      'رابط التفعيل هذا غير صالح أو مستخدم أو منتهي الصلاحية. سجّل الدخول لتحصل على رابط جديد.',
    expired: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  sending: 'يرجى الانتظار...',
};
