// decisions.md section 6: for each of the 8 ISI types, in both languages, a long description and a
// short result text (images, chart images and colours: types.ts and the web app's public/isi/).
// Written for this product. No scoring key here: the web app imports this module.
import type { Language } from '../language';

export interface IsiTypeTexts {
  /** One or two sentences shown with a result. */
  short: Record<Language, string>;
  /** Paragraphs for the ISI information page and the report. */
  long: Record<Language, readonly string[]>;
  /** Typical strengths, three short phrases. */
  strengths: Record<Language, readonly string[]>;
}

export const isiTypeTexts: readonly IsiTypeTexts[] = [
  // 0 Theorist (flt, Deductive)
  {
    short: {
      en: 'You reason from principles to conclusions. You look for the rule behind the case and build clear models that others can rely on.',
      ar: 'تنطلق في تفكيرك من المبادئ إلى النتائج. تبحث عن القاعدة وراء كل حالة، وتبني نماذج واضحة يمكن للآخرين الاعتماد عليها.',
    },
    long: {
      en: [
        'Theorists think deductively. Faced with a new problem, they first ask which general principle applies, and then work out, step by step, what it means for the case at hand. They are at ease with abstract ideas, and they test an argument by checking whether its conclusion really follows from its premises.',
        'At work, Theorists bring structure to unclear questions: they define terms, build frameworks and spot the flaw in a plan before it costs money. They do their best work where sound reasoning matters more than speed, such as research, analysis, law, engineering design and strategy.',
        'To grow, a Theorist can test models early against real cases and share unfinished thinking, so that colleagues can follow and contribute.',
      ],
      ar: [
        'يفكّر المُنظِّر بطريقة استنتاجية. عندما تواجهه مشكلة جديدة يسأل أولًا عن المبدأ العام الذي ينطبق عليها، ثم يستنتج خطوة بخطوة ما يعنيه هذا المبدأ للحالة التي أمامه. يرتاح إلى الأفكار المجرّدة، ويختبر أي حُجّة بالتحقق مما إذا كانت نتيجتها تنبع فعلًا من مقدماتها.',
        'في العمل، يضفي المُنظِّر بنية واضحة على الأسئلة الغامضة: يحدّد المفاهيم، ويبني الأطر، ويكتشف الخلل في الخطة قبل أن يكلّف مالًا. يقدّم أفضل ما لديه حيث يكون التفكير السليم أهم من السرعة، كالبحث والتحليل والقانون والتصميم الهندسي والاستراتيجية.',
        'لكي ينمو، يمكن للمُنظِّر أن يختبر نماذجه مبكرًا على حالات واقعية، وأن يشارك أفكاره قبل اكتمالها ليتمكّن زملاؤه من متابعتها والإسهام فيها.',
      ],
    },
    strengths: {
      en: ['Clear reasoning', 'Building frameworks', 'Finding flaws early'],
      ar: ['تفكير منطقي واضح', 'بناء الأطر والنماذج', 'اكتشاف الأخطاء مبكرًا'],
    },
  },
  // 1 Foreseeing (frt, Inductive)
  {
    short: {
      en: 'You read patterns in scattered signs and see where things are heading. You often anticipate problems and chances before others do.',
      ar: 'تقرأ الأنماط في المؤشرات المتفرقة وترى إلى أين تتجه الأمور. كثيرًا ما تتوقع المشكلات والفرص قبل الآخرين.',
    },
    long: {
      en: [
        'Foreseeing people think inductively. They gather examples, notice what they have in common and draw a general picture from them. From a few early signs they can often tell where a market, a project or a team is heading.',
        'At work, they are the early warning system and the scout for opportunities: they connect data from different places, sense trends and prepare the team for what is coming. They do well in planning ahead, product discovery, market analysis, risk management and any role that rewards seeing around the corner.',
        'To grow, a Foreseeing person can state the evidence behind a forecast and check predictions against outcomes, so that others trust the picture they draw.',
      ],
      ar: [
        'يفكّر المُستشرِف بطريقة استقرائية. يجمع الأمثلة ويلاحظ ما يجمع بينها ويستخلص منها صورة عامة. ومن خلال بعض المؤشرات المبكرة يستطيع غالبًا أن يتوقع إلى أين يتجه السوق أو المشروع أو الفريق.',
        'في العمل، هو جهاز الإنذار المبكر ومستكشف الفرص: يربط بين بيانات من مصادر مختلفة، ويستشعر الاتجاهات، ويهيّئ الفريق لما هو قادم. ينجح في التخطيط المستقبلي واستكشاف المنتجات وتحليل الأسواق وإدارة المخاطر، وفي كل دور يكافئ القدرة على رؤية ما هو آتٍ.',
        'لكي ينمو، يمكن للمُستشرِف أن يوضّح الأدلة التي يقوم عليها توقّعه، وأن يقارن توقعاته بالنتائج الفعلية، ليثق الآخرون بالصورة التي يرسمها.',
      ],
    },
    strengths: {
      en: ['Spotting patterns', 'Anticipating change', 'Seeing opportunities'],
      ar: ['اكتشاف الأنماط', 'توقّع التغيير', 'رؤية الفرص'],
    },
  },
  // 2 Self-reflective (brt, Affective)
  {
    short: {
      en: 'You weigh feelings and values as carefully as facts. You understand people, reflect on your own reactions and make choices you can stand behind.',
      ar: 'تزن المشاعر والقيم بالعناية نفسها التي تزن بها الحقائق. تفهم الناس، وتتأمل في ردود أفعالك، وتتخذ قرارات تستطيع الدفاع عنها.',
    },
    long: {
      en: [
        'Self-reflective people think affectively: feelings and values are part of how they understand a situation. They notice how others feel, often before a word is said, and they take time to reflect on their own reactions and what those reactions tell them.',
        'At work, they build trust. They sense tension in a team early, help people feel heard and keep decisions in line with shared values. They do well in people development, counselling, customer relations, human resources, teaching and any role where understanding people is the job.',
        'To grow, a Self-reflective person can set time limits on reflection and back feelings with facts when a quick, firm decision is needed.',
      ],
      ar: [
        'يفكّر المتأمّل بطريقة وجدانية: المشاعر والقيم جزء من فهمه لأي موقف. يلاحظ ما يشعر به الآخرون، وغالبًا قبل أن يتكلموا، ويخصص وقتًا للتأمل في ردود أفعاله وما تكشفه له.',
        'في العمل، يبني الثقة. يستشعر التوتر داخل الفريق مبكرًا، ويساعد الناس على الشعور بأنهم مسموعون، ويحافظ على انسجام القرارات مع القيم المشتركة. ينجح في تنمية الأفراد والإرشاد وعلاقات العملاء والموارد البشرية والتعليم، وفي كل دور يكون فهم الناس جوهره.',
        'لكي ينمو، يمكن للمتأمّل أن يحدّد وقتًا للتأمل، وأن يدعم مشاعره بالحقائق عندما يلزم قرار سريع وحازم.',
      ],
    },
    strengths: {
      en: ['Empathy', 'Self-awareness', 'Value-driven choices'],
      ar: ['التعاطف', 'الوعي بالذات', 'قرارات نابعة من القيم'],
    },
  },
  // 3 Factual (blt, Systematic)
  {
    short: {
      en: 'You rely on facts, order and detail. You work one step at a time and your results are accurate and easy to check.',
      ar: 'تعتمد على الحقائق والنظام والتفاصيل. تعمل خطوة بخطوة، ونتائجك دقيقة وسهلة التحقق.',
    },
    long: {
      en: [
        'Factual people think systematically. They trust facts and figures more than opinions, sort information into clear categories and work through a problem one step at a time. They keep accurate records and notice the detail that does not fit.',
        'At work, they are the guarantee of quality: their numbers add up, their reports can be checked and their processes can be repeated. They do well in finance, auditing, quality assurance, data management, operations and any role where accuracy comes first.',
        'To grow, a Factual person can decide when the facts at hand are good enough, and explain the big picture behind the details to colleagues who think differently.',
      ],
      ar: [
        'يفكّر الواقعي بطريقة منهجية. يثق بالحقائق والأرقام أكثر من الآراء، وينظّم المعلومات في فئات واضحة، ويعالج المشكلة خطوة بخطوة. يحتفظ بسجلات دقيقة ويلاحظ التفصيلة التي لا تتّسق مع غيرها.',
        'في العمل، هو ضمان الجودة: أرقامه صحيحة، وتقاريره قابلة للتحقق، وإجراءاته قابلة للتكرار. ينجح في المالية والتدقيق وضمان الجودة وإدارة البيانات والعمليات، وفي كل دور تأتي فيه الدقة أولًا.',
        'لكي ينمو، يمكن للواقعي أن يحدّد متى تكون الحقائق المتاحة كافية لاتخاذ القرار، وأن يشرح الصورة الكاملة وراء التفاصيل لزملاء يفكرون بطريقة مختلفة.',
      ],
    },
    strengths: {
      en: ['Accuracy', 'Orderly method', 'Reliable records'],
      ar: ['الدقة', 'منهجية منظّمة', 'سجلات موثوقة'],
    },
  },
  // 4 Demonstrative Mind (flp, Phonetic)
  {
    short: {
      en: 'You lead by explaining. You take in ideas by listening and talking them through, and you make complex things clear for a team.',
      ar: 'تقود بالشرح والتوضيح. تستوعب الأفكار بالاستماع والنقاش، وتجعل الأمور المعقدة واضحة للفريق.',
    },
    long: {
      en: [
        'A Demonstrative Mind perceives the world through words that are heard and spoken. These leaders understand a new idea best when it is explained aloud, think by talking a problem through and remember what was said in a meeting better than what was written in its minutes.',
        'As leaders, they explain, persuade and teach. They run meetings that end with everyone knowing what was decided and why, they answer questions patiently and they bring a team along by making the reasons clear. They do well as trainers, spokespeople, team leads, sales leaders and coordinators between departments.',
        'To grow, a Demonstrative Mind can put key decisions in writing and leave room for quieter colleagues, who may prefer to contribute in writing.',
      ],
      ar: [
        'يدرك صاحب العقل التوضيحي العالم من خلال الكلمة المسموعة والمنطوقة. يفهم الفكرة الجديدة على أفضل وجه عندما تُشرح له شفهيًا، ويفكّر بالحديث عن المشكلة مع الآخرين، ويتذكّر ما قيل في الاجتماع أكثر مما كُتب في محضره.',
        'كقائد، يشرح ويقنع ويعلّم. يدير اجتماعات تنتهي وقد عرف الجميع ما تقرّر ولماذا، ويجيب عن الأسئلة بصبر، ويكسب الفريق بتوضيح الأسباب. ينجح مدرّبًا ومتحدثًا رسميًا وقائدًا للفرق وقائدًا للمبيعات ومنسّقًا بين الإدارات.',
        'لكي ينمو، يمكن لصاحب العقل التوضيحي أن يدوّن القرارات المهمة كتابةً، وأن يترك مجالًا للزملاء الأهدأ الذين قد يفضّلون المشاركة كتابةً.',
      ],
    },
    strengths: {
      en: ['Clear explanations', 'Persuasion', 'Running good meetings'],
      ar: ['الشرح الواضح', 'الإقناع', 'إدارة اجتماعات ناجحة'],
    },
  },
  // 5 Motivator (frp, Imaginative)
  {
    short: {
      en: 'You lead with a vision. You picture what could be and describe it so vividly that people want to make it happen with you.',
      ar: 'تقود برؤية. تتخيّل ما يمكن أن يكون، وتصفه بصورة حيّة تجعل الناس يرغبون في تحقيقه معك.',
    },
    long: {
      en: [
        'Motivators perceive the world through images and possibilities. They think in pictures and stories, new ideas come to them easily, and they can see a future that does not exist yet.',
        'As leaders, they inspire. They describe a goal so vividly that others want to join in, encourage people by showing them what is possible and keep spirits up when the road is long. They do well in launching new initiatives, leading change, marketing, entrepreneurship and creative teams.',
        'To grow, a Motivator can pair each vision with a concrete first step and with a colleague who tracks the details, so that energy turns into results.',
      ],
      ar: [
        'يدرك المُحفِّز العالم من خلال الصور والاحتمالات. يفكّر بالصور والقصص، وتأتيه الأفكار الجديدة بسهولة، ويستطيع أن يرى مستقبلًا لم يوجد بعد.',
        'كقائد، يُلهم الآخرين. يصف الهدف بصورة حيّة تجعل الآخرين يرغبون في المشاركة فيه، ويشجّع الناس بأن يُريهم ما يمكن تحقيقه، ويحافظ على حماسهم عندما يطول الطريق. ينجح في إطلاق المبادرات الجديدة وقيادة التغيير والتسويق وريادة الأعمال والفرق الإبداعية.',
        'لكي ينمو، يمكن للمُحفِّز أن يقرن كل رؤية بخطوة أولى ملموسة، وبزميل يتابع التفاصيل، حتى تتحول الطاقة إلى نتائج.',
      ],
    },
    strengths: {
      en: ['Inspiring vision', 'Creativity', 'Energising people'],
      ar: ['رؤية مُلهِمة', 'الإبداع', 'بثّ الحماس في الآخرين'],
    },
  },
  // 6 Accomplisher (brp, Experiential)
  {
    short: {
      en: 'You lead by doing. You learn through hands-on experience, get started quickly and measure success by finished results.',
      ar: 'تقود بالفعل. تتعلّم من التجربة العملية، وتبدأ بسرعة، وتقيس النجاح بالنتائج المنجزة.',
    },
    long: {
      en: [
        'Accomplishers perceive the world through experience. They learn a new skill fastest by trying it themselves, they would rather start and adjust along the way than wait for everything to be clear, and they feel most satisfied when they can see a finished result.',
        'As leaders, they set the pace and set the example. They remove obstacles, turn plans into action and keep a team focused on delivery. They do well in operations, project delivery, field work, production, start-up teams and any role measured by results.',
        'To grow, an Accomplisher can pause to plan before large or risky steps and take time to explain the why, not only the what, to the team.',
      ],
      ar: [
        'يدرك المُنجِز العالم من خلال التجربة. يتعلّم المهارة الجديدة بأسرع ما يمكن عندما يجرّبها بنفسه، ويفضّل أن يبدأ العمل ويعدّل في أثناء التنفيذ على أن ينتظر حتى يتضح كل شيء، ويشعر بأكبر قدر من الرضا عندما يرى نتيجة منجزة.',
        'كقائد، يحدّد الإيقاع ويكون قدوة. يزيل العقبات، ويحوّل الخطط إلى أفعال، ويُبقي الفريق مركّزًا على التسليم. ينجح في العمليات وتسليم المشاريع والعمل الميداني والإنتاج والشركات الناشئة، وفي كل دور يُقاس بالنتائج.',
        'لكي ينمو، يمكن للمُنجِز أن يتوقف للتخطيط قبل الخطوات الكبيرة أو الخطرة، وأن يخصص وقتًا ليشرح للفريق لماذا يعملون، لا ماذا يعملون فقط.',
      ],
    },
    strengths: {
      en: ['Getting things done', 'Learning by doing', 'Leading by example'],
      ar: ['إنجاز المهام', 'التعلّم بالممارسة', 'القيادة بالقدوة'],
    },
  },
  // 7 Planner (blp, Procedural)
  {
    short: {
      en: 'You lead with a plan. You set schedules, milestones and clear procedures, so that your team always knows what comes next.',
      ar: 'تقود بخطة. تضع الجداول الزمنية والمراحل والإجراءات الواضحة، فيعرف فريقك دائمًا ما الخطوة التالية.',
    },
    long: {
      en: [
        'Planners perceive the world through procedures. They like a clear schedule before they start, break big goals into milestones with deadlines and follow agreed procedures even when a shortcut is available.',
        'As leaders, they bring calm and predictability. They prepare meetings with an agenda, assign clear responsibilities and make sure nothing falls through the cracks. They do well in project and programme management, administration, logistics, compliance and any role where reliability matters.',
        'To grow, a Planner can build some slack into plans and treat a change of plan as information rather than failure.',
      ],
      ar: [
        'يدرك المُخطِّط العالم من خلال الإجراءات. يحب أن يكون لديه جدول زمني واضح قبل أن يبدأ، ويقسّم الأهداف الكبيرة إلى مراحل لكل منها موعد نهائي، ويلتزم بالإجراءات المتفق عليها حتى عندما يتوفر طريق مختصر.',
        'كقائد، يضفي الهدوء ويجعل العمل قابلًا للتوقع. يُعدّ الاجتماعات بجدول أعمال، ويوزّع المسؤوليات بوضوح، ويتأكد من ألّا يفوت الفريق شيء. ينجح في إدارة المشاريع والبرامج والإدارة والخدمات اللوجستية والامتثال، وفي كل دور تكون فيه الموثوقية مهمة.',
        'لكي ينمو، يمكن للمُخطِّط أن يترك في خططه هامشًا للمرونة، وأن يتعامل مع تغيير الخطة على أنه معلومة جديدة لا فشلًا.',
      ],
    },
    strengths: {
      en: ['Clear plans', 'Reliability', 'Orderly teamwork'],
      ar: ['خطط واضحة', 'الموثوقية', 'عمل جماعي منظّم'],
    },
  },
];
