// Arabic texts of a recruiter's CV import (decision 142).
import type { cvImportEn } from './en';

export const cvImportAr: typeof cvImportEn = {
  title: 'استيراد السير الذاتية',
  link: 'استيراد السير الذاتية',
  intro:
    'أسقط حتى {{max}} سيرة ذاتية (PDF أو وورد ‎.docx) على هذه الوظيفة. تصبح كل منها متقدمًا؛ والشخص نفسه مرتين ينتظر قرارك.',
  drop: 'أسقط ملفات السير الذاتية هنا، أو',
  pick: 'اختر ملفات السير الذاتية',
  sending: 'جارٍ إرسال الملفات…',
  progress: 'تمت قراءة {{done}} من {{total}} ملفًا',
  summary: 'أضيف {{done}}، فشل {{failed}}، وينتظرك {{duplicates}}',
  files: 'الملفات المستوردة',
  file: 'الملف',
  outcome: 'النتيجة',
  queued: 'في انتظار القراءة',
  added: 'أضيف باسم {{name}}',
  noFields: 'لم يُقرأ شيء: {{reason}}',
  failed: 'فشل: {{reason}} الملف محفوظ.',
  merged: 'دُمج في المتقدم الموجود',
  dismissed: 'تم التجاهل',
  duplicate: 'الشخص نفسه مثل {{name}} (نفس {{on}}).',
  matchedOn: { email: 'البريد الإلكتروني', phone: 'الهاتف' },
  merge: 'ادمج {{file}}',
  dismiss: 'تجاهل {{file}}',
  toPipeline: 'العودة إلى مسار التوظيف',
};
