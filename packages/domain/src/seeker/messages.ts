// Issue 46: the texts of the job seeker's side (recommended jobs, saved jobs, job alerts and their
// mail, the match hint, My applications), in English and Arabic.
export const seekerMessagesEn = {
  'seeker.alreadyApplied': 'You have applied to this posting',
  'seeker.notStated': 'not stated',
  'seeker.missing.skill': 'The posting requires {skill}, which your profile does not list',
  'seeker.missing.experience':
    'The posting asks {required} of experience; your profile says {actual}',
  'seeker.missing.education': 'The posting asks {required}; your profile says {actual}',
  'seeker.missing.location': 'The posting is for people in {required}',
  'seeker.missing.knockout': 'Your answer to “{question}” rules this posting out',
  'seeker.alert.anyJob': 'any new job',
  'seeker.alert.subject': '{count} new jobs for {what}',
  'seeker.alert.subjectOne': 'A new job for {what}',
  'seeker.alert.greeting': 'Hello {name},',
  'seeker.alert.intro': 'New jobs were posted yesterday that match your alert for {what}:',
  'seeker.alert.more': 'and {count} more on your home page',
  'seeker.alert.home': 'Your recommended jobs',
  'seeker.alert.why': 'You get this mail because you saved this job alert on TalentPool.',
  'seeker.alert.unsubscribe': 'Stop this alert',
  // Decision 278: the weekly mail of recommended jobs.
  'seeker.recommendations.subject': '{count} jobs recommended for you this week',
  'seeker.recommendations.subjectOne': 'A job recommended for you this week',
  'seeker.recommendations.greetingNoName': 'Hello,',
  'seeker.recommendations.intro': 'These jobs were posted this week and fit your profile best:',
  'seeker.recommendations.fit': 'fit {score} of 100',
  'seeker.recommendations.why':
    'You get this weekly mail because you have a job seeker profile on TalentPool. Turn it off with the link below or on your jobs page.',
  'seeker.recommendations.unsubscribe': 'Stop these weekly mails',
} as const;

export const seekerMessagesAr: Record<keyof typeof seekerMessagesEn, string> = {
  'seeker.alreadyApplied': 'تقدّمت لهذه الوظيفة',
  'seeker.notStated': 'غير مذكورة',
  'seeker.missing.skill': 'تشترط الوظيفة {skill}، ولا يذكرها ملفك',
  'seeker.missing.experience': 'تطلب الوظيفة خبرة {required}، وملفك يذكر {actual}',
  'seeker.missing.education': 'تطلب الوظيفة {required}، وملفك يذكر {actual}',
  'seeker.missing.location': 'الوظيفة لمن يقيمون في {required}',
  'seeker.missing.knockout': 'إجابتك عن «{question}» تستبعدك من هذه الوظيفة',
  'seeker.alert.anyJob': 'أي وظيفة جديدة',
  'seeker.alert.subject': '{count} وظيفة جديدة لـ {what}',
  'seeker.alert.subjectOne': 'وظيفة جديدة لـ {what}',
  'seeker.alert.greeting': 'مرحبًا {name}،',
  'seeker.alert.intro': 'نُشرت أمس وظائف جديدة تطابق تنبيهك عن {what}:',
  'seeker.alert.more': 'و{count} وظيفة أخرى في صفحتك الرئيسية',
  'seeker.alert.home': 'الوظائف المقترحة لك',
  'seeker.alert.why': 'تصلك هذه الرسالة لأنك حفظت تنبيه الوظائف هذا على تالنت بول.',
  'seeker.alert.unsubscribe': 'أوقف هذا التنبيه',
  'seeker.recommendations.subject': 'وظائف مقترحة لك هذا الأسبوع ({count})',
  'seeker.recommendations.subjectOne': 'وظيفة مقترحة لك هذا الأسبوع',
  'seeker.recommendations.greetingNoName': 'مرحبًا،',
  'seeker.recommendations.intro': 'نُشرت هذه الوظائف هذا الأسبوع، وهي الأنسب لملفك:',
  'seeker.recommendations.fit': 'التوافق {score} من 100',
  'seeker.recommendations.why':
    'تصلك هذه الرسالة الأسبوعية لأن لديك ملف باحث عن عمل على تالنت بول. أوقفها من الرابط أدناه أو من صفحة وظائفك.',
  'seeker.recommendations.unsubscribe': 'أوقف هذه الرسائل الأسبوعية',
};
