// Decision 146: the server's texts of acting on a candidate from search (field errors), English and
// Arabic. The web app's screen texts live in packages/web/src/components/candidateActions.
import { candidateNoteLimits } from './schemas';

export const candidateActionsMessagesEn = {
  'candidateActions.userRequired': 'Choose a candidate.',
  'candidateActions.noteRequired': 'Write the note first.',
  'candidateActions.noteTooLong': `A note has at most ${candidateNoteLimits.textMax} characters.`,
  'candidateActions.alreadyInPipeline': 'This candidate is already in this posting’s pipeline.',
  'candidateActions.notPublished': 'Only a published posting can receive invitations.',
  'candidateActions.closed': 'This posting is closed.',
} as const;

export const candidateActionsMessagesAr: Record<keyof typeof candidateActionsMessagesEn, string> = {
  'candidateActions.userRequired': 'اختر مرشحًا.',
  'candidateActions.noteRequired': 'اكتب الملاحظة أولًا.',
  'candidateActions.noteTooLong': `الملاحظة ${candidateNoteLimits.textMax} حرف على الأكثر.`,
  'candidateActions.alreadyInPipeline': 'هذا المرشح موجود بالفعل في مسار هذه الوظيفة.',
  'candidateActions.notPublished': 'لا تُرسل الدعوات إلا لوظيفة منشورة.',
  'candidateActions.closed': 'هذه الوظيفة مغلقة.',
};
