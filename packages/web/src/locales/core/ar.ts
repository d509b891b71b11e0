import type { CoreTexts } from './en';

// Arabic texts of the app shell; same keys as en.ts.
export const coreAr: CoreTexts = {
  brand: 'تالنت بول',
  nav: {
    home: 'الرئيسية',
    about: 'عن ISI',
    jobs: 'الوظائف',
    login: 'تسجيل الدخول',
    profile: 'الملف الشخصي',
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    mainNavigation: 'التنقل الرئيسي',
    language: 'اللغة',
    switchTo: 'English',
  },
  common: {
    loading: 'جارٍ التحميل...',
    file: { choose: 'اختر ملفًا', none: 'لم يتم اختيار ملف' },
    retry: 'حاول مرة أخرى',
    skipToContent: 'انتقل إلى المحتوى',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'لا يوجد شيء على هذا العنوان.',
    backHome: 'العودة إلى الصفحة الرئيسية',
    signedOut: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    unreachable: 'تعذر الوصول إلى الخادم. تحقق من اتصالك ثم حاول مرة أخرى.',
  },
  sidebar: {
    label: 'قائمة الحساب',
    profile: 'الملف الشخصي',
    avatar: 'نمطي',
    userBilling: 'معلومات الفوترة',
    users: 'المستخدمون',
    findBoss: 'ابحث عن قائد',
    jobMatch: 'مطابقة الوظيفة',
    jobs: 'الوظائف',
    applications: 'طلباتي',
    links: 'روابط الاستخدام الواحد',
    companyBilling: 'الفوترة',
    logOut: 'تسجيل الخروج',
  },
};
