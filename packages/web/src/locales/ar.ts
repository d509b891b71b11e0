import type { Resources } from './en';
import { checklistsAr } from '../features/checklists/locales/ar';
import { landingAr } from '../features/landing/locales/ar';
import { profileAr } from '../features/profile/locales/ar';
import { authAr } from '../features/auth/locales/ar';
import { linksAr } from '../features/links/locales/ar';
import { isiAr } from '../features/isi/locales/ar';
import { companyAr } from '../features/company/locales/ar';
import { jobsAr } from '../features/jobs/locales/ar';

// Arabic texts of the web app; same keys as en.ts.
const ar: Resources = {
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
    retry: 'حاول مرة أخرى',
    skipToContent: 'انتقل إلى المحتوى',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'لا يوجد شيء على هذا العنوان.',
    backHome: 'العودة إلى الصفحة الرئيسية',
    signedOut: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
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
  profile: profileAr,
  auth: authAr,
  checklists: checklistsAr,
  landing: landingAr,
  links: linksAr,
  isi: isiAr,
  company: companyAr,
  jobs: jobsAr,
};

export default ar;
