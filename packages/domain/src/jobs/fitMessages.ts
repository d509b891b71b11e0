// Issue 12 (decision 100): texts of the fit reasons, the measured accuracy and the mail an
// applicant receives when a company moves their application. {name} marks a value filled in by
// fitReasonText() or stageMail(); {style} is an ISI leadership style's name in the same language.
export const fitMessagesEn = {
  'jobs.fit.styleProfile': '{style} profile {percent}%',
  'jobs.fit.noIsi': 'No ISI result yet',
  'jobs.fit.experienceBelow': 'Experience below the required',
  'jobs.fit.educationBelow': 'Education below the required',
  'jobs.fit.hardMet': 'Meets education and experience',
  'jobs.accuracy.notEnough':
    'Not enough hires measured yet: {missing} more outcomes are needed ({minimum} in all).',
  'jobs.accuracy.figure': '{accuracy}% of {sampleSize} measured hires were predicted correctly.',
  'jobs.stageMail.subject': 'Your application for {title} at {company}',
  'jobs.stageMail.greeting': 'Hello,',
  'jobs.stageMail.moved':
    'Your application for "{title}" at {company} is now at the stage: {stage}.',
  'jobs.stageMail.hired': 'Congratulations: {company} has chosen you for "{title}".',
  'jobs.stageMail.hiredSubject': 'Congratulations from {company}: {title}',
  'jobs.stageMail.rejected':
    '{company} will not continue with your application for "{title}". Thank you for your interest.',
  'jobs.stageMail.action': 'See your applications',
  'jobs.stageMail.ignore': 'You receive this mail because you applied through TalentPool.',
  // Issue 37: the footer of a stage mail to someone who did not apply (an imported CV, sourced).
  'jobs.stageMail.notApplied':
    'You receive this mail because the company is considering you for this posting; you did not apply through TalentPool. Reply to this mail if you do not wish to hear from them.',
  'jobs.stageName.applied': 'Applied',
  'jobs.stageName.screening': 'Screening',
  'jobs.stageName.interview': 'Interview',
  'jobs.stageName.offer': 'Offer',
  'jobs.stageName.hired': 'Hired',
  'jobs.stageName.rejected': 'Rejected',
  'jobs.pipeline.outcomeNotHired': 'An outcome can be recorded only for a hired applicant.',
  'jobs.pipeline.inviteNotPublished': 'Only a published posting can receive invitations.',
  'jobs.inviteMail.applies':
    'When you finish, your answers also send your application for the job "{title}".',
} as const;

export const fitMessagesAr: Record<keyof typeof fitMessagesEn, string> = {
  'jobs.fit.styleProfile': 'نمط {style} بنسبة {percent}%',
  'jobs.fit.noIsi': 'لا توجد نتيجة ISI بعد',
  'jobs.fit.experienceBelow': 'الخبرة أقل من المطلوب',
  'jobs.fit.educationBelow': 'المؤهل الدراسي أقل من المطلوب',
  'jobs.fit.hardMet': 'يستوفي المؤهل الدراسي والخبرة',
  'jobs.accuracy.notEnough':
    'لم يُقَس عدد كافٍ من التعيينات بعد: يلزم {missing} نتائج أخرى ({minimum} في المجموع).',
  'jobs.accuracy.figure': 'صحّ التوقع في {accuracy}% من {sampleSize} تعيينات مَقيسة.',
  'jobs.stageMail.subject': 'طلبك لوظيفة {title} لدى {company}',
  'jobs.stageMail.greeting': 'مرحبًا،',
  'jobs.stageMail.moved': 'أصبح طلبك لوظيفة "{title}" لدى {company} في مرحلة: {stage}.',
  'jobs.stageMail.hired': 'تهانينا: اختارتك {company} لوظيفة "{title}".',
  'jobs.stageMail.hiredSubject': 'تهانينا من {company}: {title}',
  'jobs.stageMail.rejected': 'لن تستمر {company} في طلبك لوظيفة "{title}". شكرًا لاهتمامك.',
  'jobs.stageMail.action': 'اطّلع على طلباتك',
  'jobs.stageMail.ignore': 'تصلك هذه الرسالة لأنك تقدمت بطلب عبر تالنت بول.',
  'jobs.stageMail.notApplied':
    'تصلك هذه الرسالة لأن الشركة تنظر في ترشيحك لهذه الوظيفة؛ لم تتقدم بطلب عبر تالنت بول. رُدّ على هذه الرسالة إن كنت لا ترغب في أن تراسلك.',
  'jobs.stageName.applied': 'تم التقديم',
  'jobs.stageName.screening': 'الفرز',
  'jobs.stageName.interview': 'المقابلة',
  'jobs.stageName.offer': 'العرض',
  'jobs.stageName.hired': 'تم التعيين',
  'jobs.stageName.rejected': 'مرفوض',
  'jobs.pipeline.outcomeNotHired': 'لا يمكن تسجيل النتيجة إلا لمتقدم تم تعيينه.',
  'jobs.pipeline.inviteNotPublished': 'لا يمكن إرسال دعوات إلا لوظيفة منشورة.',
  'jobs.inviteMail.applies': 'عند الانتهاء، تُرسل إجاباتك أيضًا طلبك لوظيفة "{title}".',
};
