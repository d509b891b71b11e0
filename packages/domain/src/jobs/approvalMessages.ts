// Decision 271 (issue 41): texts of posting approval (field errors and the mails), in English and
// Arabic.
export const approvalMessagesEn = {
  'approvals.approversRequired': 'List the approvers (or none).',
  'approvals.approversTooMany': 'At most 10 approvers.',
  'approvals.approverRepeated': 'Each approver once.',
  'approvals.approverUnknown': 'Approvers must be active members who may publish postings.',
  'approvals.approverNotRemoved': 'Only an approver who left the company is replaced.',
  'approvals.reasonRequired': 'Give a reason.',
  'approvals.reasonTooLong': 'The reason is at most 1000 characters.',
  'approvals.mail.approveSubject': 'A job posting waits for your approval: {job}',
  'approvals.mail.approveText':
    '{requester} asks to publish the job posting {job}. It waits for your approval: {link}',
  'approvals.mail.rejectedSubject': 'Your job posting was not approved: {job}',
  'approvals.mail.rejectedText':
    '{approver} did not approve publishing {job}: {reason}. Edit the posting and publish it again to ask anew: {link}',
  'approvals.mail.publishedSubject': 'Your job posting is published: {job}',
  'approvals.mail.publishedText':
    'Every approver approved {job}; it is on the job board now: {link}',
} as const;

export const approvalMessagesAr: Record<keyof typeof approvalMessagesEn, string> = {
  'approvals.approversRequired': 'حدّد المعتمدين (أو لا أحد).',
  'approvals.approversTooMany': '10 معتمدين على الأكثر.',
  'approvals.approverRepeated': 'كل معتمد مرة واحدة.',
  'approvals.approverUnknown': 'يجب أن يكون المعتمدون أعضاء نشطين يحق لهم نشر الوظائف.',
  'approvals.approverNotRemoved': 'لا يُستبدل إلا معتمد غادر الشركة.',
  'approvals.reasonRequired': 'اذكر السبب.',
  'approvals.reasonTooLong': 'السبب 1000 حرف على الأكثر.',
  'approvals.mail.approveSubject': 'وظيفة بانتظار موافقتك: {job}',
  'approvals.mail.approveText': 'يطلب {requester} نشر الوظيفة {job}. إنها بانتظار موافقتك: {link}',
  'approvals.mail.rejectedSubject': 'لم تتم الموافقة على وظيفتك: {job}',
  'approvals.mail.rejectedText':
    'لم يوافق {approver} على نشر {job}: {reason}. عدّل الوظيفة وانشرها مرة أخرى لتطلب الموافقة من جديد: {link}',
  'approvals.mail.publishedSubject': 'نُشرت وظيفتك: {job}',
  'approvals.mail.publishedText': 'وافق جميع المعتمدين على {job}، وهي الآن في لوحة الوظائف: {link}',
};
