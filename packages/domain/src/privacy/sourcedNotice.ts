// decisions.md 16 (issue 38, decision 191): a job seeker added to a posting's pipeline by a
// company ("sourcing") is told by mail, in their language, which company added them to which
// posting, with one link to apply (which opens their contact details to it: they applied
// themselves) and one to decline (which removes them from that pipeline). The links open a page
// that asks once more (a mail scanner following links must not apply or decline for the person);
// that page and its answer are written here too, in both languages. Pure: the server enqueues and
// serves what this returns.
import { escapeHtml } from '../links/invitationMail';
import type { Language } from '../language';

export type SourcedChoice = 'apply' | 'decline';

const texts = {
  en: {
    subject: '{company} added you to their candidates for "{title}"',
    greeting: 'Hello {name},',
    greetingNoName: 'Hello,',
    added:
      '{company} found your profile on TalentPool and added you to the candidates of their posting "{title}". You did not apply: they cannot see your phone number, work e-mail, address or date of birth unless you do.',
    apply: 'Apply to this posting (the company then sees your contact details)',
    decline: 'Decline (you are removed from this posting’s candidates)',
    ignore: 'If you do nothing, you stay among the candidates without your contact details.',
    pageTitle: 'Your answer to {company}',
    askApply:
      'Apply to "{title}" at {company}? They will see your phone number, work e-mail, address and date of birth.',
    askDecline: 'Decline "{title}" at {company}? You are removed from its candidates.',
    buttonApply: 'Apply',
    buttonDecline: 'Decline',
    doneApply: 'Done: you applied to "{title}" at {company}.',
    doneDecline: 'Done: you are no longer among the candidates of "{title}" at {company}.',
    gone: 'This link no longer applies: you already answered, or the company removed you.',
    invalid: 'This link is not valid.',
  },
  ar: {
    subject: 'أضافتك {company} إلى مرشحي وظيفة «{title}»',
    greeting: 'مرحبًا {name}،',
    greetingNoName: 'مرحبًا،',
    added:
      'وجدت {company} ملفك على تالنت بول وأضافتك إلى مرشحي وظيفتها «{title}». أنت لم تتقدم بطلب: لا ترى الشركة رقم هاتفك وبريد عملك وعنوانك وتاريخ ميلادك إلا إذا تقدمت.',
    apply: 'تقدّم لهذه الوظيفة (عندها ترى الشركة بيانات التواصل معك)',
    decline: 'ارفض (تُحذف من مرشحي هذه الوظيفة)',
    ignore: 'إن لم تفعل شيئًا تبقى بين المرشحين دون بيانات التواصل معك.',
    pageTitle: 'ردك على {company}',
    askApply:
      'هل تتقدم لوظيفة «{title}» لدى {company}؟ سترى الشركة رقم هاتفك وبريد عملك وعنوانك وتاريخ ميلادك.',
    askDecline: 'هل ترفض وظيفة «{title}» لدى {company}؟ ستُحذف من مرشحيها.',
    buttonApply: 'تقدّم',
    buttonDecline: 'ارفض',
    doneApply: 'تم: تقدمت لوظيفة «{title}» لدى {company}.',
    doneDecline: 'تم: لم تعد بين مرشحي وظيفة «{title}» لدى {company}.',
    gone: 'هذا الرابط لم يعد صالحًا: لقد رددت من قبل أو حذفتك الشركة.',
    invalid: 'هذا الرابط غير صالح.',
  },
} as const satisfies Record<Language, Record<string, string>>;

type Key = keyof (typeof texts)['en'];

/** One line: a company's text cannot add a header or a line of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

function fill(lang: Language, key: Key, values: Record<string, string>): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] !== undefined ? oneLine(values[name]) : whole,
  );
}

export interface SourcedNoticeInput {
  lang: Language;
  personName: string | null;
  companyName: string;
  jobTitle: string;
  applyUrl: string;
  declineUrl: string;
}

export function sourcedNoticeMail(input: SourcedNoticeInput) {
  const { lang } = input;
  const values = {
    company: input.companyName,
    title: input.jobTitle,
    name: input.personName ?? '',
  };
  const greeting = input.personName?.trim()
    ? fill(lang, 'greeting', values)
    : fill(lang, 'greetingNoName', values);
  const subject = fill(lang, 'subject', values);
  const text = [
    greeting,
    '',
    fill(lang, 'added', values),
    '',
    `${fill(lang, 'apply', values)}: ${input.applyUrl}`,
    `${fill(lang, 'decline', values)}: ${input.declineUrl}`,
    '',
    fill(lang, 'ignore', values),
  ].join('\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(fill(lang, 'added', values))}</p>
<p><a href="${escapeHtml(input.applyUrl)}">${escapeHtml(fill(lang, 'apply', values))}</a></p>
<p><a href="${escapeHtml(input.declineUrl)}">${escapeHtml(fill(lang, 'decline', values))}</a></p>
<p>${escapeHtml(fill(lang, 'ignore', values))}</p>
</body>
</html>`;
  return { subject, text, html };
}

export type SourcedPageState =
  | { kind: 'ask'; choice: SourcedChoice; companyName: string; jobTitle: string; action: string }
  | { kind: 'done'; choice: SourcedChoice; companyName: string; jobTitle: string }
  | { kind: 'gone' }
  | { kind: 'invalid' };

/** The small page the links open: the question with one button, or what happened. */
export function sourcedNoticePage(lang: Language, state: SourcedPageState): string {
  const values =
    state.kind === 'ask' || state.kind === 'done'
      ? { company: state.companyName, title: state.jobTitle }
      : { company: 'TalentPool', title: '' };
  let body: string;
  if (state.kind === 'ask') {
    const question = fill(lang, state.choice === 'apply' ? 'askApply' : 'askDecline', values);
    const button = fill(lang, state.choice === 'apply' ? 'buttonApply' : 'buttonDecline', values);
    body = `<p>${escapeHtml(question)}</p>
<form method="post" action="${escapeHtml(state.action)}"><button type="submit">${escapeHtml(button)}</button></form>`;
  } else if (state.kind === 'done') {
    body = `<p>${escapeHtml(fill(lang, state.choice === 'apply' ? 'doneApply' : 'doneDecline', values))}</p>`;
  } else {
    body = `<p>${escapeHtml(fill(lang, state.kind, values))}</p>`;
  }
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(fill(lang, 'pageTitle', values))}</title></head>
<body>
<h1>${escapeHtml(fill(lang, 'pageTitle', values))}</h1>
${body}
</body>
</html>`;
}
