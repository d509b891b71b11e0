// decisions.md 18 (issue 42): شاشة التكاملات › مفاتيح API.
import type { IntegrationsTexts } from './en';

export const integrationsAr: IntegrationsTexts = {
  title: 'التكاملات',
  apiKeys: {
    title: 'مفاتيح API',
    intro:
      'يتيح المفتاح لبرامج أخرى (نظام موارد بشرية أو نصوص فريق البيانات) استخدام واجهة API باسم شركتك، في حدود النطاقات التي تختارها. أرسله في الترويسة «Authorization: Bearer <المفتاح>».',
    notAllowed: 'يدير مفاتيح API المالكون والمسؤولون فقط. اطلب ذلك من أحدهم.',
    create: {
      title: 'إنشاء مفتاح',
      name: 'الاسم',
      nameHint: 'الغرض من المفتاح، مثل «نظام الموارد البشرية»',
      scopes: 'النطاقات',
      expiresAt: 'ينتهي في (اختياري)',
      expiresHint: 'بلا تاريخ يبقى المفتاح صالحًا حتى يُلغى.',
      submit: 'إنشاء المفتاح',
      failed: 'لم يُنشأ المفتاح.',
    },
    secret: {
      title: 'مفتاحك الجديد',
      once: 'انسخه الآن: لن يظهر إلا هذه المرة ولا يمكن عرضه مرة أخرى.',
      copy: 'نسخ المفتاح',
      copied: 'تم النسخ',
      copyFailed: 'تعذّر النسخ: حدّد المفتاح وانسخه بنفسك.',
      done: 'حفظته',
    },
    scopes: {
      'candidates:read': 'قراءة المرشحين',
      'jobs:read': 'قراءة الوظائف المنشورة',
      'jobs:write': 'إنشاء الوظائف وتعديلها',
      'applications:read': 'قراءة الطلبات',
      'applications:write': 'نقل الطلبات وإضافة الملاحظات والنتائج',
      'interviews:read': 'قراءة المقابلات',
      'reports:read': 'قراءة التقارير',
    },
    list: {
      caption: 'مفاتيح API الخاصة بشركتك',
      empty: 'لا توجد مفاتيح API بعد.',
      name: 'الاسم',
      prefix: 'يبدأ المفتاح بـ',
      scopes: 'النطاقات',
      created: 'أُنشئ في',
      expires: 'ينتهي في',
      lastUsed: 'آخر استخدام',
      status: 'الحالة',
      never: 'لم يُستخدم',
      noExpiry: 'بلا انتهاء',
      active: 'نشط',
      revoked: 'ملغى',
      expired: 'منتهي الصلاحية',
      loadFailed: 'تعذّر تحميل المفاتيح.',
    },
    revoke: {
      button: 'إلغاء',
      ariaLabel: 'إلغاء المفتاح {{name}}',
      question: 'إلغاء «{{name}}»؟ تتوقف البرامج التي تستخدمه عن العمل فورًا.',
      confirm: 'إلغاء المفتاح',
      cancel: 'تراجع',
      failed: 'لم يُلغَ المفتاح.',
    },
  },
};
