import type { AuditTexts } from './en';

// Arabic texts of the audit log; same keys as en.ts.
export const auditAr: AuditTexts = {
  title: 'سجل التدقيق',
  intro:
    'ما فعله أعضاء شركتك، الأحدث أولًا. لا يمكن تغيير السجل، ويحتفظ بأسماء الأعضاء الذين غادروا.',
  notAllowed: 'يرى سجلَّ التدقيق المالكون والمسؤولون فقط.',
  loadFailed: 'تعذر تحميل سجل التدقيق.',
  empty: 'لم يُسجَّل شيء بعد.',
  emptyFiltered: 'لا يوجد حدث يطابق عوامل التصفية هذه.',
  total_zero: 'لا توجد أحداث',
  total_one: 'حدث واحد',
  total_two: 'حدثان',
  total_few: '{{count, number}} أحداث',
  total_many: '{{count, number}} حدثًا',
  total_other: '{{count, number}} حدث',
  filters: {
    label: 'تصفية سجل التدقيق',
    member: 'العضو',
    anyMember: 'كل الأعضاء',
    action: 'الإجراء',
    anyAction: 'كل الإجراءات',
    apply: 'عرض',
    clear: 'مسح عوامل التصفية',
  },
  table: {
    caption: 'أحداث سجل التدقيق',
    time: 'الوقت',
    actor: 'مَن',
    action: 'الإجراء',
    target: 'على ماذا',
    noActor: 'غير معروف',
  },
  paging: {
    label: 'صفحات سجل التدقيق',
    previous: 'السابق',
    next: 'التالي',
    pageOf: 'الصفحة {{page, number}} من {{pages, number}}',
  },
  targets: {
    member: 'عضو',
    posting: 'وظيفة',
    application: 'طلب توظيف',
    link: 'رابط لمرة واحدة',
    card: 'بطاقة وصف',
    user: 'مرشح',
    company: 'الشركة',
    interview: 'مقابلة',
    stageTemplate: 'قالب مراحل',
    rejectReason: 'سبب رفض',
    offer: 'عرض وظيفي',
    apiKey: 'مفتاح API',
  },
  actions: {
    member: {
      invited: 'دعوة عضو',
      invitationResent: 'إعادة إرسال دعوة',
      joined: 'انضمام عضو',
      roleChanged: 'تغيير دور',
      removed: 'إزالة عضو',
    },
    login: {
      succeeded: 'تسجيل دخول',
      failed: 'محاولة دخول فاشلة',
    },
    password: {
      changed: 'تغيير كلمة المرور',
    },
    totp: {
      enabled: 'تفعيل العامل الثاني',
      disabled: 'إيقاف العامل الثاني',
    },
    security: {
      changed: 'تغيير إعدادات أمان الشركة',
    },
    company: {
      updated: 'تحديث ملف الشركة',
    },
    candidates: {
      exported: 'تصدير المرشحين',
    },
    candidate: {
      viewed: 'عرض ملف مرشح',
      noted: 'إضافة ملاحظة على مرشح',
    },
    link: {
      generated: 'إنشاء رابط لمرة واحدة',
      revoked: 'سحب رابط لمرة واحدة',
    },
    card: {
      saved: 'حفظ بطاقة وصف',
      removed: 'حذف بطاقة وصف',
    },
    posting: {
      created: 'إنشاء وظيفة',
      updated: 'تعديل وظيفة',
      published: 'نشر وظيفة',
      closed: 'إغلاق وظيفة',
      teamChanged: 'تغيير فريق التوظيف',
      stagesChanged: 'تغيير مراحل الوظيفة',
    },
    application: {
      moved: 'نقل طلب إلى مرحلة أخرى',
      noted: 'إضافة ملاحظة إلى طلب',
      invited: 'دعوة مرشح للتقدم',
      sourced: 'إضافة مرشح من البحث إلى مسار وظيفة',
      merged: 'دمج طلبين لشخص واحد',
      unmerged: 'إلغاء دمج طلبين',
    },
    outcome: {
      recorded: 'تسجيل نتيجة',
    },
    interview: {
      scheduled: 'تحديد مقابلة',
      updated: 'نقل مقابلة أو تغييرها',
      cancelled: 'إلغاء مقابلة',
      booked: 'حجز المتقدم موعد مقابلة',
      offered: 'عرض مواعيد مقابلة',
    },
    scorecard: {
      submitted: 'تقديم بطاقة تقييم',
    },
    interviewKit: {
      changed: 'تغيير دليل المقابلة',
    },
    retention: {
      changed: 'تغيير مدة الاحتفاظ بالبيانات',
      anonymised: 'إخفاء هوية بيانات متقدمين قديمة',
    },
    pool: {
      invited: 'دعوة مجموعة مرشحين إلى وظيفة',
    },
    mailTemplate: {
      updated: 'تعديل قالب رسالة',
      reset: 'إعادة قالب رسالة إلى النص الافتراضي',
    },
    stageTemplate: {
      saved: 'حفظ قالب مراحل',
      removed: 'حذف قالب مراحل',
    },
    rejectReason: {
      saved: 'حفظ سبب رفض',
      archived: 'أرشفة سبب رفض',
    },
    sso: {
      changed: 'تغيير إعدادات تسجيل الدخول الموحّد',
      removed: 'إيقاف تسجيل الدخول الموحّد',
      domainProven: 'إثبات ملكية الشركة لنطاق بسجل DNS',
    },
    apiKey: {
      created: 'إنشاء مفتاح API',
      revoked: 'إلغاء مفتاح API',
    },
    offer: {
      created: 'إنشاء عرض وظيفي',
      approved: 'الموافقة على عرض وظيفي',
      rejected: 'رفض اعتماد عرض وظيفي',
      sent: 'إرسال عرض وظيفي إلى المرشح',
      withdrawn: 'سحب عرض وظيفي',
      accepted: 'قبول المرشح العرض الوظيفي وتوقيعه',
      declined: 'رفض المرشح العرض الوظيفي',
      expired: 'انتهاء صلاحية عرض وظيفي',
      approverReplaced: 'استبدال معتمد عرض وظيفي',
    },
    approvals: {
      changed: 'تغيير معتمدي الوظائف',
    },
    postingApproval: {
      requested: 'إرسال وظيفة للموافقة',
      approved: 'الموافقة على وظيفة',
      rejected: 'رفض اعتماد وظيفة',
      withdrawn: 'سحب طلب اعتماد وظيفة',
      approverReplaced: 'استبدال معتمد وظيفة',
    },
    offerLetter: {
      updated: 'تعديل قالب خطاب العرض',
    },
  },
};
