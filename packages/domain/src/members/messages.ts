// Decision 110 (issue 18): texts of members, roles, the audit log and the second factor, in
// English and Arabic. Role and action labels are read by the web app and the server's mails.
export const membersMessagesEn = {
  'members.roleInvalid': 'Choose a role from the list',
  'members.nameRequired': 'Your name is required',
  'members.nameTooShort': 'The name is too short (at least 3 characters)',
  'members.nameTooLong': 'The name is too long (at most 100 characters)',
  'members.queryTooLong': 'The search text is too long',
  'members.requireTotpInvalid': 'Say whether the second factor is required',
  'members.totpRequired': 'Enter the code from your authenticator app',
  'members.totpInvalidFormat': 'The code has 6 digits (or use a recovery code)',
  'members.role.owner': 'Owner',
  'members.role.admin': 'Admin',
  'members.role.recruiter': 'Recruiter',
  'members.role.hiringManager': 'Hiring manager',
  'members.role.interviewer': 'Interviewer',
  'members.status.invited': 'Invited',
  'members.status.active': 'Active',
} as const;

export const membersMessagesAr: Record<keyof typeof membersMessagesEn, string> = {
  'members.roleInvalid': 'اختر دورًا من القائمة',
  'members.nameRequired': 'الاسم مطلوب',
  'members.nameTooShort': 'الاسم قصير جدًا (3 أحرف على الأقل)',
  'members.nameTooLong': 'الاسم طويل جدًا (100 حرف على الأكثر)',
  'members.queryTooLong': 'نص البحث طويل جدًا',
  'members.requireTotpInvalid': 'حدد ما إذا كان العامل الثاني مطلوبًا',
  'members.totpRequired': 'أدخل الرمز من تطبيق المصادقة',
  'members.totpInvalidFormat': 'الرمز من 6 أرقام (أو استخدم رمز استرداد)',
  'members.role.owner': 'مالك',
  'members.role.admin': 'مسؤول',
  'members.role.recruiter': 'مسؤول توظيف',
  'members.role.hiringManager': 'مدير التوظيف',
  'members.role.interviewer': 'مُقابِل',
  'members.status.invited': 'مدعو',
  'members.status.active': 'نشط',
};
