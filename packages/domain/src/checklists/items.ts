// spec 5 (Checklists) and decisions.md section 7: the 27 Find-a-Boss features (0..26) and the 25
// Job-Match competencies (0..24), each mapped to one leadership style (4 Demonstrative Mind,
// 5 Motivator, 6 Accomplisher, 7 Planner). The labels are written for this product: each one
// describes behaviour typical of its group's style (4: explains and shows in words, 5: inspires
// and imagines, 6: acts and learns by doing, 7: plans and follows procedure).
import type { Language } from '../language';

export const checklistKinds = ['findboss', 'jobmatch'] as const;
export type ChecklistKind = (typeof checklistKinds)[number];

/** The four leadership styles of the ISI (types 4..7), in their tie-breaking order. */
export const leadershipStyles = [4, 5, 6, 7] as const;
export type LeadershipStyle = (typeof leadershipStyles)[number];

export interface ChecklistItem {
  index: number;
  style: LeadershipStyle;
  label: Record<Language, string>;
}

/** decisions.md section 7: Find a Boss groups. */
const findBossGroups: Record<LeadershipStyle, readonly number[]> = {
  4: [0, 4, 7, 12, 13, 16, 17],
  5: [1, 2, 3, 9, 11, 15, 18],
  6: [5, 6, 8, 10, 14, 19, 20],
  7: [21, 22, 23, 24, 25, 26],
};

/** decisions.md section 7: Job Match groups; every index not listed belongs to style 7. */
const jobMatchGroups: Record<Exclude<LeadershipStyle, 7>, readonly number[]> = {
  4: [1, 3, 4, 8, 15, 24],
  5: [0, 5, 9, 10, 16, 22, 23],
  6: [2, 6, 11, 14, 17, 21],
};

export const checklistSizes: Record<ChecklistKind, number> = { findboss: 27, jobmatch: 25 };

function findBossStyle(index: number): LeadershipStyle {
  for (const style of leadershipStyles) {
    if (findBossGroups[style].includes(index)) return style;
  }
  throw new RangeError(`Find a Boss has no feature ${index}`);
}

function jobMatchStyle(index: number): LeadershipStyle {
  if (jobMatchGroups[4].includes(index)) return 4;
  if (jobMatchGroups[5].includes(index)) return 5;
  if (jobMatchGroups[6].includes(index)) return 6;
  return 7;
}

export function isChecklistIndex(kind: ChecklistKind, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < checklistSizes[kind];
}

/** The leadership style an item of a checklist points to. */
export function styleOfItem(kind: ChecklistKind, index: number): LeadershipStyle {
  if (!isChecklistIndex(kind, index)) throw new RangeError(`${kind} has no item ${index}`);
  return kind === 'findboss' ? findBossStyle(index) : jobMatchStyle(index);
}

const findBossLabels: Record<Language, string>[] = [
  { en: 'Explains goals and decisions clearly', ar: 'يشرح الأهداف والقرارات بوضوح' },
  { en: 'Inspires the team with a compelling vision', ar: 'يُلهم الفريق برؤية جذابة' },
  { en: 'Encourages people to try new ideas', ar: 'يشجع الآخرين على تجربة أفكار جديدة' },
  { en: 'Lifts team spirit when things get hard', ar: 'يرفع معنويات الفريق في الأوقات الصعبة' },
  { en: "Presents the team's work confidently", ar: 'يعرض إنجازات الفريق بثقة' },
  { en: 'Leads by working alongside the team', ar: 'يقود بالعمل جنبًا إلى جنب مع الفريق' },
  { en: 'Drives tasks to completion under pressure', ar: 'يُنجز المهام حتى النهاية تحت الضغط' },
  { en: 'Teaches by showing worked examples', ar: 'يُعلّم من خلال عرض أمثلة عملية' },
  {
    en: 'Decides quickly from hands-on experience',
    ar: 'يتخذ القرار بسرعة بناءً على خبرته العملية',
  },
  { en: "Recognises each person's progress", ar: 'يُقدّر تقدم كل فرد في الفريق' },
  { en: 'Solves problems on the spot', ar: 'يحل المشكلات في موقعها وفي حينها' },
  { en: 'Imagines new possibilities for the business', ar: 'يتخيل فرصًا جديدة للعمل' },
  { en: 'Gives clear, well-reasoned feedback', ar: 'يقدم ملاحظات واضحة ومدعومة بالأسباب' },
  { en: 'Persuades stakeholders in meetings', ar: 'يُقنع الأطراف المعنية في الاجتماعات' },
  { en: 'Sets ambitious targets and chases results', ar: 'يضع أهدافًا طموحة ويسعى لتحقيق النتائج' },
  { en: 'Builds enthusiasm for shared goals', ar: 'يبني الحماس للأهداف المشتركة' },
  { en: 'Speaks for the team with confidence', ar: 'يتحدث باسم الفريق بثقة' },
  { en: 'Keeps everyone informed with clear updates', ar: 'يُطلع الجميع على المستجدات بوضوح' },
  { en: 'Coaches people to reach their potential', ar: 'يُوجّه الأفراد لبلوغ أقصى إمكاناتهم' },
  { en: 'Learns fast from real-world feedback', ar: 'يتعلم بسرعة من التجربة الواقعية' },
  {
    en: 'Takes charge in a crisis and acts decisively',
    ar: 'يتولى زمام الأمور في الأزمات ويتصرف بحزم',
  },
  { en: 'Plans work in stages with milestones', ar: 'يخطط العمل على مراحل ذات محطات واضحة' },
  { en: 'Sets up procedures and follows them', ar: 'يضع الإجراءات ويلتزم بها' },
  {
    en: 'Organises budgets, resources and schedules',
    ar: 'يُنظّم الميزانيات والموارد والجداول الزمنية',
  },
  { en: 'Anticipates risks and prepares backup plans', ar: 'يتوقع المخاطر ويُعدّ خططًا بديلة' },
  { en: 'Documents decisions and keeps accurate records', ar: 'يوثّق القرارات ويحتفظ بسجلات دقيقة' },
  { en: 'Tracks progress against the plan', ar: 'يتابع التقدم مقارنة بالخطة' },
];

const jobMatchLabels: Record<Language, string>[] = [
  { en: 'Motivating and inspiring others', ar: 'تحفيز الآخرين وإلهامهم' },
  { en: 'Verbal communication', ar: 'التواصل الشفهي' },
  { en: 'Getting results under pressure', ar: 'تحقيق النتائج تحت الضغط' },
  { en: 'Explaining complex topics simply', ar: 'تبسيط الموضوعات المعقدة وشرحها' },
  { en: 'Negotiation and persuasion', ar: 'التفاوض والإقناع' },
  { en: 'Creativity and innovation', ar: 'الإبداع والابتكار' },
  { en: 'Practical problem solving', ar: 'حل المشكلات العملية' },
  { en: 'Planning and scheduling', ar: 'التخطيط والجدولة' },
  { en: 'Public speaking and presenting', ar: 'الخطابة والعرض أمام الجمهور' },
  { en: 'Building team morale', ar: 'رفع معنويات الفريق' },
  { en: 'Visionary thinking', ar: 'التفكير المستقبلي صاحب الرؤية' },
  { en: 'Hands-on execution', ar: 'التنفيذ العملي المباشر' },
  { en: 'Process design and improvement', ar: 'تصميم العمليات وتحسينها' },
  { en: 'Attention to detail and accuracy', ar: 'الاهتمام بالتفاصيل والدقة' },
  { en: 'Adapting to changing situations', ar: 'التكيف مع الظروف المتغيرة' },
  { en: 'Training and demonstrating skills', ar: 'التدريب وعرض المهارات عمليًا' },
  { en: 'Coaching and mentoring', ar: 'التوجيه والإرشاد' },
  { en: 'Decisiveness in action', ar: 'الحسم عند التنفيذ' },
  { en: 'Budget and resource management', ar: 'إدارة الميزانية والموارد' },
  { en: 'Quality control and compliance', ar: 'ضبط الجودة والالتزام بالمعايير' },
  { en: 'Risk assessment', ar: 'تقييم المخاطر' },
  { en: 'Learning by doing', ar: 'التعلم بالممارسة' },
  { en: 'Leading change', ar: 'قيادة التغيير' },
  { en: 'Networking and relationship building', ar: 'بناء العلاقات وشبكات التواصل' },
  { en: 'Clear written communication', ar: 'التواصل الكتابي الواضح' },
];

function itemsOf(kind: ChecklistKind, labels: Record<Language, string>[]): ChecklistItem[] {
  return labels.map((label, index) => ({ index, style: styleOfItem(kind, index), label }));
}

/** The checklists in display order (by index), with their styles and labels. */
export const checklistItems: Record<ChecklistKind, readonly ChecklistItem[]> = {
  findboss: itemsOf('findboss', findBossLabels),
  jobmatch: itemsOf('jobmatch', jobMatchLabels),
};
