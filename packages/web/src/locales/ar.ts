import type { Resources } from './en';
import { checklistsAr } from '../features/checklists/locales/ar';
import { landingAr } from '../features/landing/locales/ar';
import { profileAr } from '../features/profile/locales/ar';
import { authAr } from '../features/auth/locales/ar';
import { linksAr } from '../features/links/locales/ar';
import { isiAr } from '../features/isi/locales/ar';
import { companyAr } from '../features/company/locales/ar';

// Arabic texts of the web app; same keys as en.ts.
const ar: Resources = {
  brand: 'تالنت بول',
  nav: {
    home: 'الرئيسية',
    about: 'عن ISI',
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
    links: 'روابط الاستخدام الواحد',
    companyBilling: 'الفوترة',
    logOut: 'تسجيل الخروج',
  },
  planned: {
    heading: 'قريبًا',
    body: 'هذه الشاشة جزء من خطة المنتج ويجري العمل عليها.',
  },
  screens: {
    home: {
      title: 'مجمع المواهب لتوظيف ناجح',
      body: 'الباحثون عن عمل يبنون ملفاتهم ويجرون اختبار ISI، والشركات تجد الأشخاص المناسبين.',
    },
    about: { title: 'عن ISI', body: 'الصفحة التعريفية: مقياس الأساليب الفكرية وكيف يعمل المنتج.' },
    auth: { title: 'تسجيل الدخول', body: 'سجّل الدخول أو أنشئ حسابًا أو أعد تعيين كلمة المرور.' },
    questionnaire: { title: 'استبيان ISI', body: 'التعليمات، ثم 48 عبارة في 6 صفحات.' },
    oneTimeQuestionnaire: { title: 'استبيان ISI', body: 'الاستبيان الخاص برابط الاستخدام الواحد.' },
    myProfile: { title: 'ملفي الشخصي', body: 'ملفك الشخصي ورابط المشاركة وصورتك.' },
    avatar: { title: 'نمطي', body: 'نمط شخصيتك وأسلوبك القيادي ودرجاتك الثماني.' },
    userBill: { title: 'الفوترة', body: 'خطتك.' },
    userForm: {
      title: 'أنشئ ملفك الشخصي',
      body: 'البيانات الأساسية والتواصل والتعليم والشهادات والتدريب والمهارات والخبرة والسيرة الذاتية.',
    },
    editUser: { title: 'تعديل الملف الشخصي', body: 'حدّث ملفك الشخصي.' },
    companyProfile: { title: 'ملف الشركة', body: 'ملف شركتك.' },
    companyFilter: {
      title: 'تصفية المستخدمين',
      body: 'ابحث عن المرشحين حسب الوظيفة والخبرة والتعليم والكلية والنمط والأسلوب.',
    },
    findBoss: {
      title: 'ابحث عن قائد',
      body: 'صف القائد الذي تحتاجه واعرف الأسلوب القيادي المناسب.',
    },
    jobMatch: {
      title: 'مطابقة الوظيفة',
      body: 'اختر كفاءات الوظيفة واعرف الأسلوب القيادي المناسب.',
    },
    companyBill: { title: 'الفوترة', body: 'خطة شركتك.' },
    links: { title: 'مرحبًا بعودتك !', body: 'اطلب رابطًا للاستخدام مرة واحدة.' },
    oneTimeUsers: {
      title: 'جميع المستخدمين',
      body: 'الأشخاص الذين تلقوا رابطًا للاستخدام مرة واحدة ونتائجهم.',
    },
    companyForm: {
      title: 'أنشئ ملف شركتك',
      body: 'بيانات الشركة وحسابات التواصل الاجتماعي ومسؤول التواصل.',
    },
    editCompany: { title: 'تعديل بيانات الشركة', body: 'حدّث ملف شركتك.' },
    viewProfile: { title: 'الملف الشخصي', body: 'ملف مرشح قابل للمشاركة مع تفاصيل الشخصية.' },
  },
  profile: profileAr,
  auth: authAr,
  checklists: checklistsAr,
  landing: landingAr,
  links: linksAr,
  isi: isiAr,
  company: companyAr,
};

export default ar;
