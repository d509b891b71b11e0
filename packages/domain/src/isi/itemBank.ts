// decisions.md section 6: the 48 ISI statements, written for this product, in English and Arabic.
// Six per scale; statement k of a scale sits on page k, at the position isiPageLayout gives, and
// is reverse-keyed when isiReversePages says so (the wording below agrees with that). SERVER AND
// DOMAIN ONLY: it holds the key. Browsers receive questionnaireFor(lang), which has no key.
import type { Language } from '../language';
import { isiKey } from './key';
import { ISI_PAGE_COUNT, ISI_PAGE_SIZE, type IsiScaleKey } from './types';

type Text = Record<Language, string>;

/** Statements per scale, index = page. Reverse-keyed ones are marked (R). */
const statements: Record<IsiScaleKey, readonly Text[]> = {
  // Deductive: from general principles to the case at hand.
  flt: [
    {
      en: 'I like to start from a general rule and work out what it means for the case in front of me.',
      ar: 'أحب أن أبدأ من قاعدة عامة ثم أستنتج ما تعنيه للحالة التي أمامي.',
    },
    // (R)
    {
      en: 'I find abstract theories of little use in my daily work.',
      ar: 'أجد النظريات المجرّدة قليلة الفائدة في عملي اليومي.',
    },
    {
      en: 'When I hear an argument, I check whether its conclusion really follows from its premises.',
      ar: 'عندما أسمع حُجّة، أتحقق مما إذا كانت نتيجتها تنبع فعلًا من مقدماتها.',
    },
    {
      en: 'I enjoy building a model or framework that explains how things work.',
      ar: 'أستمتع ببناء نموذج أو إطار يفسّر كيف تعمل الأشياء.',
    },
    // (R)
    {
      en: 'I would rather go with my first impression than reason a problem through logically.',
      ar: 'أفضّل الأخذ بانطباعي الأول على تحليل المشكلة تحليلًا منطقيًا.',
    },
    {
      en: 'Before I decide, I like to know the principle behind the decision.',
      ar: 'قبل أن أتخذ قرارًا، أحب أن أعرف المبدأ الذي يقوم عليه.',
    },
  ],
  // Inductive: from examples and early signs to general patterns and what comes next.
  frt: [
    {
      en: 'I notice patterns across different situations that others tend to miss.',
      ar: 'ألاحظ أنماطًا متكررة بين مواقف مختلفة قد تفوت الآخرين.',
    },
    {
      en: 'From a few early signs, I can often tell where a situation is heading.',
      ar: 'من خلال بعض المؤشرات المبكرة، أستطيع غالبًا أن أتوقع إلى أين يتجه الموقف.',
    },
    // (R)
    {
      en: 'I find it hard to draw a general conclusion from a handful of examples.',
      ar: 'أجد صعوبة في استخلاص نتيجة عامة من عدد قليل من الأمثلة.',
    },
    {
      en: 'I like to collect many examples first and then see what they have in common.',
      ar: 'أحب أن أجمع أمثلة كثيرة أولًا ثم أرى ما يجمع بينها.',
    },
    {
      en: 'I often anticipate problems before they appear.',
      ar: 'كثيرًا ما أتوقع المشكلات قبل أن تظهر.',
    },
    // (R)
    {
      en: 'I rarely think about what might happen beyond the task at hand.',
      ar: 'نادرًا ما أفكر فيما قد يحدث أبعد من المهمة التي بين يدي.',
    },
  ],
  // Affective: feelings, values and reflection on oneself and others.
  brt: [
    // (R)
    {
      en: 'I make decisions without paying much attention to how people will feel about them.',
      ar: 'أتخذ قراراتي دون أن أهتم كثيرًا بمشاعر الناس تجاهها.',
    },
    {
      en: 'I take time to reflect on my own reactions and what they tell me.',
      ar: 'أخصص وقتًا للتأمل في ردود أفعالي وما تكشفه لي عن نفسي.',
    },
    {
      en: 'My personal values weigh heavily in the choices I make.',
      ar: 'تؤثر قيمي الشخصية تأثيرًا كبيرًا في اختياراتي.',
    },
    // (R)
    {
      en: "Other people's moods have little effect on how I work.",
      ar: 'لا تؤثر الحالة المزاجية للآخرين كثيرًا في طريقة عملي.',
    },
    {
      en: 'I can usually sense how a colleague feels before they say anything.',
      ar: 'عادةً ما أشعر بما يشعر به زميلي قبل أن يتكلم.',
    },
    {
      en: 'After a difficult conversation, I think about what I could have done differently.',
      ar: 'بعد حديث صعب، أفكر فيما كان بإمكاني أن أفعله بشكل مختلف.',
    },
  ],
  // Systematic: facts, order, detail, one step at a time.
  blt: [
    {
      en: 'I rely on facts and figures more than on opinions.',
      ar: 'أعتمد على الحقائق والأرقام أكثر من اعتمادي على الآراء.',
    },
    // (R)
    {
      en: 'I lose patience with details and prefer to leave them to others.',
      ar: 'أفقد صبري مع التفاصيل وأفضّل أن أتركها لغيري.',
    },
    {
      en: 'I sort information into clear categories before I use it.',
      ar: 'أنظّم المعلومات في فئات واضحة قبل أن أستخدمها.',
    },
    {
      en: 'I work through a problem one step at a time, in order.',
      ar: 'أعالج المشكلة خطوة بخطوة وبالترتيب.',
    },
    // (R)
    {
      en: 'I am comfortable deciding before I have checked the facts.',
      ar: 'لا أمانع أن أتخذ قرارًا قبل أن أتحقق من الحقائق.',
    },
    {
      en: 'I keep accurate records of what I have done and found.',
      ar: 'أحتفظ بسجلات دقيقة لما أنجزته وما توصلت إليه.',
    },
  ],
  // Phonetic: taking in and passing on ideas by listening and speaking.
  flp: [
    {
      en: 'I understand a new idea best when someone explains it to me out loud.',
      ar: 'أفهم الفكرة الجديدة على أفضل وجه عندما يشرحها لي أحدهم بصوت مسموع.',
    },
    {
      en: 'I enjoy explaining things to others and answering their questions.',
      ar: 'أستمتع بشرح الأمور للآخرين والإجابة عن أسئلتهم.',
    },
    // (R)
    {
      en: 'I would rather read instructions than have someone talk me through them.',
      ar: 'أفضّل قراءة التعليمات على أن يشرحها لي أحد شفهيًا.',
    },
    {
      en: 'Talking a problem through with someone helps me think.',
      ar: 'يساعدني الحديث عن المشكلة مع شخص آخر على التفكير فيها.',
    },
    {
      en: 'I remember what I hear in a meeting better than what I read in its minutes.',
      ar: 'أتذكّر ما أسمعه في الاجتماع أفضل مما أقرؤه في محضره.',
    },
    // (R)
    {
      en: 'I find group discussions a slow way to learn.',
      ar: 'أجد النقاشات الجماعية طريقة بطيئة للتعلّم.',
    },
  ],
  // Imaginative: pictures, visions and possibilities that move people.
  frp: [
    // (R)
    {
      en: 'I find it hard to picture something that does not exist yet.',
      ar: 'أجد صعوبة في تصوّر شيء لم يوجد بعد.',
    },
    {
      en: 'I can describe a future goal so vividly that others want to join in.',
      ar: 'أستطيع أن أصف هدفًا مستقبليًا بصورة حيّة تجعل الآخرين يرغبون في المشاركة فيه.',
    },
    {
      en: 'I think in pictures, images and stories.',
      ar: 'أفكر بالصور والمشاهد والقصص.',
    },
    // (R)
    {
      en: 'I prefer proven ways of doing things to new and untested ideas.',
      ar: 'أفضّل الطرق المجرَّبة في العمل على الأفكار الجديدة غير المختبَرة.',
    },
    {
      en: 'New ideas come to me easily when I let my mind wander.',
      ar: 'تأتيني الأفكار الجديدة بسهولة عندما أطلق العنان لخيالي.',
    },
    {
      en: 'I like to encourage people by showing them what could be possible.',
      ar: 'أحب أن أشجّع الناس بأن أُريهم ما يمكن تحقيقه.',
    },
  ],
  // Experiential: learning by doing, satisfaction in visible results.
  brp: [
    {
      en: 'I learn a new skill fastest by trying it myself.',
      ar: 'أتعلم المهارة الجديدة بأسرع ما يمكن عندما أجرّبها بنفسي.',
    },
    // (R)
    {
      en: 'I prefer to understand everything about a task before I try any of it in practice.',
      ar: 'أفضّل أن أفهم كل شيء عن المهمة قبل أن أجرّب أي جزء منها عمليًا.',
    },
    {
      en: 'I feel most satisfied when I can see a finished result of my work.',
      ar: 'أشعر بأكبر قدر من الرضا عندما أرى نتيجة ملموسة لعملي.',
    },
    {
      en: 'I would rather get started and adjust as I go than wait until everything is clear.',
      ar: 'أفضّل أن أبدأ العمل وأعدّل في أثناء التنفيذ على أن أنتظر حتى يتضح كل شيء.',
    },
    // (R)
    {
      en: 'I am happier discussing a task than actually carrying it out.',
      ar: 'أرتاح إلى مناقشة المهمة أكثر من تنفيذها فعليًا.',
    },
    {
      en: 'Hands-on practice teaches me more than any lecture.',
      ar: 'تعلّمني الممارسة العملية أكثر مما تعلّمني أي محاضرة.',
    },
  ],
  // Procedural: plans, schedules and agreed procedures.
  blp: [
    {
      en: 'I like to have a clear schedule before I start a project.',
      ar: 'أحب أن يكون لديّ جدول زمني واضح قبل أن أبدأ أي مشروع.',
    },
    {
      en: 'I follow agreed procedures even when a shortcut is available.',
      ar: 'ألتزم بالإجراءات المتفق عليها حتى عندما يتوفر طريق مختصر.',
    },
    // (R)
    {
      en: 'I rarely make a to-do list or plan my week.',
      ar: 'نادرًا ما أعدّ قائمة مهام أو أخطط لأسبوعي.',
    },
    {
      en: 'I break big goals into milestones with deadlines.',
      ar: 'أقسّم الأهداف الكبيرة إلى مراحل لكل منها موعد نهائي.',
    },
    {
      en: 'I prepare for a meeting by setting out an agenda in advance.',
      ar: 'أستعد للاجتماع بإعداد جدول أعمال مسبقًا.',
    },
    // (R)
    {
      en: 'I prefer to improvise rather than follow a set plan.',
      ar: 'أفضّل الارتجال على اتباع خطة محددة.',
    },
  ],
};

export interface IsiItem {
  id: number;
  page: number;
  scale: IsiScaleKey;
  reverse: boolean;
  text: Text;
}

/** The full bank with its key, in questionnaire order (server and domain only). */
export const isiItemBank: readonly IsiItem[] = isiKey.map((entry) => {
  const text = statements[entry.scale][entry.page];
  if (!text) throw new Error(`no statement for ${entry.scale} on page ${entry.page}`);
  return { ...entry, text };
});

/** What a browser receives: ids, texts and page layout, no scale and no keying. */
export interface QuestionnaireStatement {
  id: number;
  text: string;
}

export function questionnaireFor(lang: Language): {
  lang: Language;
  pages: QuestionnaireStatement[][];
} {
  const pages: QuestionnaireStatement[][] = [];
  for (let page = 0; page < ISI_PAGE_COUNT; page++) {
    pages.push(
      isiItemBank
        .slice(page * ISI_PAGE_SIZE, (page + 1) * ISI_PAGE_SIZE)
        .map((item) => ({ id: item.id, text: item.text[lang] })),
    );
  }
  return { lang, pages };
}
