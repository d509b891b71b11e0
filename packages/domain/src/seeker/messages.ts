// Issue 46: the texts of the job seeker's side (recommended jobs, saved jobs, job alerts and their
// mail, the match hint, My applications), in English and Arabic.
export const seekerMessagesEn = {
  'seeker.alreadyApplied': 'You have applied to this posting',
} as const;

export const seekerMessagesAr: Record<keyof typeof seekerMessagesEn, string> = {
  'seeker.alreadyApplied': 'تقدّمت لهذه الوظيفة',
};
