// Issue 20, decision 130 ("E-mail templates and the mail log") and decision 133: the mails a
// company sends to applicants are templates with {{placeholders}}, per key and language. This
// module is pure: the keys, the placeholders each key allows, a parser that refuses unknown and
// broken placeholders with their position, the renderer (values are text: escaped in HTML, one
// line in a subject) and the default texts, taken from today's mails so that a company that edits
// nothing sends the same words.
import { interviewsMessagesAr, interviewsMessagesEn } from '../interviews/messages';
import { fitMessagesAr, fitMessagesEn } from '../jobs/fitMessages';
import { jobsMessagesAr, jobsMessagesEn } from '../jobs/messages';
import { directionOf, type Language } from '../plain/language';
import { escapeHtml } from '../links/invitationMail';
import { linksMessagesAr, linksMessagesEn } from '../links/messages';
import { mailTemplatesMessagesAr, mailTemplatesMessagesEn } from './messages';
import { offersMessagesAr, offersMessagesEn } from '../offers/messages';
import type { StageKind } from '../process/stages';

export const mailTemplateKeys = [
  'invitation',
  'stageChange',
  'rejection',
  'offer',
  // A move to a stage of kind hired: congratulations, never "now at the stage: Hired".
  'hired',
  'interviewInvitation',
  // Decision 133's follow-up: every interview mail to an applicant is the company's text too.
  'interviewChange',
  'interviewCancellation',
  'interviewReminder',
  'interviewSlots',
  // Decision 155: the confirmation that an application arrived is the company's text too.
  'applicationReceived',
  // Decision 173: inviting a job seeker with an account (search, a talent pool) to apply.
  'applyInvitation',
  // Issue 41 (decisions.md 20): the offer itself, with the link to the offer page.
  'offerLetter',
] as const;
export type MailTemplateKey = (typeof mailTemplateKeys)[number];

/** The mail a move to a stage of this kind sends the applicant, when the member chooses to. */
export function stageMailTemplateKey(kind: StageKind): MailTemplateKey {
  if (kind === 'rejected') return 'rejection';
  if (kind === 'offer') return 'offer';
  if (kind === 'hired') return 'hired';
  return 'stageChange';
}

/**
 * The keys a member may send to many applicants at once (bulkApplications' `email`): the interview
 * mails other than the invitation name an interview or offered times, which a bulk mail has not.
 */
export const bulkMailTemplateKeys = [
  'invitation',
  'stageChange',
  'rejection',
  'offer',
  'interviewInvitation',
] as const satisfies readonly MailTemplateKey[];

/**
 * Every placeholder (decision 130's list, plus `link.expires`: today's invitation names the day
 * its single-use link stops working, decision 133).
 */
export const placeholders = [
  'candidate.name',
  'job.title',
  'company.name',
  'stage.name',
  'link',
  'link.expires',
  'interview.when',
  'interview.slots',
  'reason',
] as const;
export type Placeholder = (typeof placeholders)[number];

/** What each key may use: the values its sender knows. */
export const placeholdersOf: Record<MailTemplateKey, readonly Placeholder[]> = {
  // An invitation goes to an e-mail address: no name is known yet.
  invitation: ['company.name', 'job.title', 'link', 'link.expires'],
  stageChange: ['candidate.name', 'job.title', 'company.name', 'stage.name', 'link'],
  rejection: ['candidate.name', 'job.title', 'company.name', 'stage.name', 'reason', 'link'],
  offer: ['candidate.name', 'job.title', 'company.name', 'stage.name', 'link'],
  hired: ['candidate.name', 'job.title', 'company.name', 'stage.name', 'link'],
  interviewInvitation: ['candidate.name', 'job.title', 'company.name', 'interview.when', 'link'],
  // `link` of an interview mail is its video link (none: the line is left out).
  interviewChange: ['candidate.name', 'job.title', 'company.name', 'interview.when', 'link'],
  interviewCancellation: ['candidate.name', 'job.title', 'company.name', 'interview.when'],
  interviewReminder: ['candidate.name', 'job.title', 'company.name', 'interview.when', 'link'],
  // The self-scheduling offer: `link` is the page to choose a time on, `link.expires` its last
  // day, `interview.slots` the times offered, one a line.
  interviewSlots: [
    'candidate.name',
    'job.title',
    'company.name',
    'interview.slots',
    'link',
    'link.expires',
  ],
  // `link` is where the applicant follows the application: the applications page of an account,
  // or a guest's follow page.
  applicationReceived: ['candidate.name', 'job.title', 'company.name', 'link'],
  // Decision 173: `link` is the posting's public page, where they apply with their account.
  applyInvitation: ['candidate.name', 'job.title', 'company.name', 'link'],
  // Issue 41: `link` is the offer page (/offers/{code}), `link.expires` the offer's last day.
  offerLetter: ['candidate.name', 'job.title', 'company.name', 'link', 'link.expires'],
};

export const mailTemplateLimits = { subjectMax: 200, bodyMax: 5000 } as const;

export type MailValues = Partial<Record<Placeholder, string>>;

export interface TemplateProblem {
  /** `unknown`: not a placeholder at all; `notAllowed`: one this key cannot fill; `broken`. */
  kind: 'unknown' | 'notAllowed' | 'broken';
  /** The text as written, e.g. `{{ nope }}` or `{{job.`. */
  text: string;
  /** Where it starts (0-based character offset). */
  index: number;
}

type Part = { literal: string } | { placeholder: Placeholder };

const namePattern = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*$/;
const isPlaceholder = (name: string): name is Placeholder =>
  (placeholders as readonly string[]).includes(name);

/**
 * Splits a template into text and placeholders. Refuses (first problem first): `{{` without its
 * `}}` on the same line, `}}` without its `{{`, anything between the braces that is not a dotted
 * name, a name that is not a placeholder, and one the key does not allow.
 */
export function parseTemplate(
  source: string,
  key: MailTemplateKey,
): { parts: Part[] } | { problem: TemplateProblem } {
  const parts: Part[] = [];
  const allowed = placeholdersOf[key];
  let rest = 0;
  let literal = '';
  while (rest < source.length) {
    const open = source.indexOf('{{', rest);
    const close = source.indexOf('}}', rest);
    if (close !== -1 && (open === -1 || close < open)) {
      return {
        problem: {
          kind: 'broken',
          text: source.slice(Math.max(0, close - 20), close + 2).trimStart(),
          index: close,
        },
      };
    }
    if (open === -1) {
      literal += source.slice(rest);
      break;
    }
    literal += source.slice(rest, open);
    const end = source.indexOf('}}', open + 2);
    const lineEnd = source.indexOf('\n', open);
    if (end === -1 || (lineEnd !== -1 && lineEnd < end)) {
      const stop = lineEnd === -1 ? source.length : lineEnd;
      return {
        problem: {
          kind: 'broken',
          text: source.slice(open, Math.min(stop, open + 30)),
          index: open,
        },
      };
    }
    const text = source.slice(open, end + 2);
    const name = source.slice(open + 2, end).trim();
    if (!namePattern.test(name)) return { problem: { kind: 'broken', text, index: open } };
    if (!isPlaceholder(name)) return { problem: { kind: 'unknown', text, index: open } };
    if (!allowed.includes(name)) return { problem: { kind: 'notAllowed', text, index: open } };
    if (literal) parts.push({ literal });
    literal = '';
    parts.push({ placeholder: name });
    rest = end + 2;
  }
  if (literal) parts.push({ literal });
  return { parts };
}

export interface MailTemplateText {
  subject: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The problems of a subject and a body, by field (empty when both are sound). */
export function checkTemplate(
  key: MailTemplateKey,
  template: MailTemplateText,
): Partial<Record<'subject' | 'body', TemplateProblem>> {
  const problems: Partial<Record<'subject' | 'body', TemplateProblem>> = {};
  for (const field of ['subject', 'body'] as const) {
    const parsed = parseTemplate(template[field], key);
    if ('problem' in parsed) problems[field] = parsed.problem;
  }
  return problems;
}

function partsOf(source: string, key: MailTemplateKey): Part[] {
  const parsed = parseTemplate(source, key);
  // Stored templates were checked at save; a template that no longer parses (a placeholder taken
  // away later) sends its text as written rather than nothing.
  return 'parts' in parsed ? parsed.parts : [{ literal: source }];
}

/**
 * One line with its placeholders filled, or null when a placeholder of it has no value: a line
 * about a missing thing (a guest's link to their applications, a reason not given) is left out.
 */
/**
 * Issue 37: the values that may be written in the other direction (a Latin posting title in an
 * Arabic mail): isolated in an Arabic stage mail, so that the brackets and quotes around them stay on
 * their side (FSI...PDI in the text, <bdi> in the HTML).
 */
const isolatedPlaceholders: ReadonlySet<string> = new Set([
  'job.title',
  'candidate.name',
  'company.name',
  'stage.name',
]);

/** The pipeline's stage mails and an applicant's interview mails (the others keep their text for now). */
const isolatingKeys: ReadonlySet<MailTemplateKey> = new Set([
  'stageChange',
  'rejection',
  'offer',
  'hired',
  'interviewInvitation',
  'interviewChange',
  'interviewCancellation',
  'interviewReminder',
  'interviewSlots',
]);

function fillLine(
  parts: Part[],
  values: MailValues,
  html: boolean,
  isolate = false,
): string | null {
  let out = '';
  for (const part of parts) {
    if ('literal' in part) {
      out += html ? escapeHtml(part.literal) : part.literal;
      continue;
    }
    const value = values[part.placeholder];
    if (value === undefined || value === '') return null;
    const isolated = isolate && isolatedPlaceholders.has(part.placeholder);
    if (!html) out += isolated ? `\u2068${value}\u2069` : value;
    else if (isolated) out += `<bdi>${escapeHtml(value)}</bdi>`;
    else if (part.placeholder === 'link')
      out += `<a href="${escapeHtml(value)}" dir="ltr">${escapeHtml(value)}</a>`;
    // A value of several lines (the offered times) keeps its lines.
    else out += escapeHtml(value).replace(/\r?\n/g, '<br>\n');
  }
  return out;
}

function linesOf(source: string, key: MailTemplateKey): Part[][] {
  return source.split(/\r?\n/).map((line) => partsOf(line, key));
}

/**
 * The mail: the subject on one line (a value cannot add header lines), the body as text and as
 * HTML (paragraphs at blank lines; every value escaped, so a candidate called `<script>` stays
 * text; the link a link).
 */
export function renderMail(
  key: MailTemplateKey,
  lang: Language,
  template: MailTemplateText,
  values: MailValues,
): RenderedMail {
  const subjectParts = partsOf(template.subject.replace(/[\r\n]+/g, ' '), key);
  const subject = subjectParts
    .map((part) => ('literal' in part ? part.literal : (values[part.placeholder] ?? '')))
    .join('')
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const textLines: string[] = [];
  const htmlLines: string[] = [];
  for (const line of linesOf(template.body, key)) {
    const isolate = lang === 'ar' && isolatingKeys.has(key);
    const text = fillLine(line, values, false, isolate);
    if (text === null) continue;
    textLines.push(text);
    htmlLines.push(fillLine(line, values, true, isolate) ?? '');
  }
  const text = textLines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const paragraphs: string[][] = [[]];
  for (const line of htmlLines) {
    if (line.trim() === '') {
      if ((paragraphs.at(-1) ?? []).length > 0) paragraphs.push([]);
    } else paragraphs.at(-1)?.push(line);
  }
  const html = `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
${paragraphs
  .filter((p) => p.length > 0)
  .map((p) => `<p>${p.join('<br>\n')}</p>`)
  .join('\n')}
</body>
</html>`;
  return { subject, text, html };
}

// ---------------------------------------------------------------------------------------------
// Default texts: today's mails (stage mail, job invitation, interview invitation), their
// `{title}`-style slots written as placeholders.

const slotNames: Record<string, Placeholder> = {
  title: 'job.title',
  company: 'company.name',
  stage: 'stage.name',
  date: 'link.expires',
  name: 'candidate.name',
  when: 'interview.when',
  link: 'link',
};

function asTemplate(message: string): string {
  return message.replace(/\{(\w+)\}/g, (whole, slot: string) => {
    const name = slotNames[slot];
    return name ? `{{${name}}}` : whole;
  });
}

function defaultsIn(lang: Language): Record<MailTemplateKey, MailTemplateText> {
  const jobs = lang === 'ar' ? fitMessagesAr : fitMessagesEn;
  const links = lang === 'ar' ? linksMessagesAr : linksMessagesEn;
  const interviews = lang === 'ar' ? interviewsMessagesAr : interviewsMessagesEn;
  const jobsMail = lang === 'ar' ? jobsMessagesAr : jobsMessagesEn;
  const own = lang === 'ar' ? mailTemplatesMessagesAr : mailTemplatesMessagesEn;
  const offers = lang === 'ar' ? offersMessagesAr : offersMessagesEn;
  const t = (message: string) => asTemplate(message);
  const stageBody = (sentence: string) =>
    [
      t(jobs['jobs.stageMail.greeting']),
      '',
      t(sentence),
      '',
      `${jobs['jobs.stageMail.action']}: {{link}}`,
      '',
      jobs['jobs.stageMail.ignore'],
    ].join('\n');
  /** An interview mail to the applicant: greeting, its sentence, the time, the calendar line. */
  const interviewBody = (sentence: string, { when = true, calendar = true } = {}) =>
    [
      t(interviews['interviews.mail.greeting']),
      '',
      t(sentence),
      ...(when ? [`${interviews['interviews.mail.when']}: {{interview.when}}`] : []),
      '',
      ...(calendar ? [interviews['interviews.mail.calendar'], ''] : []),
      interviews['interviews.mail.ignore'],
    ].join('\n');
  return {
    invitation: {
      subject: t(links['links.mailSubject']),
      body: [
        links['links.mailGreeting'],
        '',
        t(links['links.mailIntro']),
        t(jobs['jobs.inviteMail.applies']),
        '',
        `${links['links.mailAction']}: {{link}}`,
        '',
        t(links['links.mailSingleUse']),
        t(links['links.mailExpiry']),
        '',
        links['links.mailIgnore'],
      ].join('\n'),
    },
    stageChange: {
      subject: t(jobs['jobs.stageMail.subject']),
      body: stageBody(jobs['jobs.stageMail.moved']),
    },
    rejection: {
      subject: t(jobs['jobs.stageMail.subject']),
      body: stageBody(jobs['jobs.stageMail.rejected']),
    },
    // Decision 273: a move to an offer stage announces the offer in its own words; it never says
    // "now at the stage: Offer", and the offer itself comes as offerLetter once approved.
    offer: {
      subject: t(own['mailTemplates.offerStage.subject']),
      body: [
        t(jobs['jobs.stageMail.greeting']),
        '',
        t(own['mailTemplates.offerStage.body']),
        own['mailTemplates.offerStage.next'],
        '',
        `${jobs['jobs.stageMail.action']}: {{link}}`,
        '',
        jobs['jobs.stageMail.ignore'],
      ].join('\n'),
    },
    hired: {
      subject: t(jobs['jobs.stageMail.hiredSubject']),
      body: stageBody(jobs['jobs.stageMail.hired']),
    },
    interviewInvitation: {
      subject: t(interviews['interviews.mail.invitation.subject']),
      body: interviewBody(interviews['interviews.mail.invitation.applicant']),
    },
    interviewChange: {
      subject: t(interviews['interviews.mail.update.subject']),
      body: interviewBody(interviews['interviews.mail.update.body']),
    },
    interviewCancellation: {
      subject: t(interviews['interviews.mail.cancel.subject']),
      body: interviewBody(interviews['interviews.mail.cancel.body'], {
        when: false,
        calendar: false,
      }),
    },
    // No calendar line: a reminder carries no calendar part.
    interviewReminder: {
      subject: t(interviews['interviews.mail.reminder.subject']),
      body: interviewBody(interviews['interviews.mail.reminder.body'], { calendar: false }),
    },
    offerLetter: {
      subject: t(offers['offers.mail.offerSubject']),
      body: [
        t(interviews['interviews.mail.greeting']),
        '',
        t(offers['offers.mail.offerBody']),
        '',
        `${offers['offers.mail.offerAction']}: {{link}}`,
        '',
        t(offers['offers.mail.offerExpiry']),
      ].join('\n'),
    },
    interviewSlots: {
      subject: t(interviews['interviews.mail.offer.subject']),
      body: [
        t(interviews['interviews.mail.greeting']),
        '',
        t(interviews['interviews.mail.offer.body']),
        '{{interview.slots}}',
        '',
        `${interviews['interviews.mail.offer.action']}: {{link}}`,
        '',
        t(interviews['interviews.mail.offer.expiry']),
        '',
        interviews['interviews.mail.ignore'],
      ].join('\n'),
    },
    applicationReceived: {
      subject: t(jobsMail['jobs.mail.receivedSubject']),
      body: [
        t(interviews['interviews.mail.greeting']),
        '',
        t(own['mailTemplates.received.body']),
        t(own['mailTemplates.received.follow']),
        '',
        t(own['mailTemplates.received.ignore']),
      ].join('\n'),
    },
    applyInvitation: {
      subject: t(own['mailTemplates.applyInvitation.subject']),
      body: [
        t(interviews['interviews.mail.greeting']),
        '',
        t(own['mailTemplates.applyInvitation.body']),
        t(own['mailTemplates.applyInvitation.action']),
        '',
        t(own['mailTemplates.applyInvitation.ignore']),
      ].join('\n'),
    },
  };
}

const defaults: Record<Language, Record<MailTemplateKey, MailTemplateText>> = {
  en: defaultsIn('en'),
  ar: defaultsIn('ar'),
};

export function defaultMailTemplate(key: MailTemplateKey, lang: Language): MailTemplateText {
  return defaults[lang][key];
}

/** The values a preview fills in, in the preview's language. */
export function sampleValues(lang: Language): Required<MailValues> {
  return lang === 'ar'
    ? {
        'candidate.name': 'سارة أحمد',
        'job.title': 'محلل بيانات',
        'company.name': 'شركة المثال',
        'stage.name': 'المقابلة',
        link: 'https://talentpool.example/Profile/Applications',
        'link.expires': '4 ديسمبر 2026',
        'interview.when': 'الثلاثاء، 1 ديسمبر 2026 10:00 (Asia/Riyadh)',
        'interview.slots':
          '- الثلاثاء، 1 ديسمبر 2026 10:00 (Asia/Riyadh)، 45 دقيقة\n- الأربعاء، 2 ديسمبر 2026 14:00 (Asia/Riyadh)، 45 دقيقة',
        reason: 'اخترنا مرشحًا أقرب إلى متطلبات الوظيفة',
      }
    : {
        'candidate.name': 'Sara Ahmed',
        'job.title': 'Data analyst',
        'company.name': 'Example Co',
        'stage.name': 'Interview',
        link: 'https://talentpool.example/Profile/Applications',
        'link.expires': '4 December 2026',
        'interview.when': 'Tuesday, 1 December 2026 at 10:00 (Asia/Riyadh)',
        'interview.slots':
          '- Tuesday, 1 December 2026 at 10:00 (Asia/Riyadh), 45 minutes\n- Wednesday, 2 December 2026 at 14:00 (Asia/Riyadh), 45 minutes',
        reason: 'We chose a candidate closer to the requirements',
      };
}

/** A problem as a sentence in a language, naming the placeholder and what the key allows. */
export function problemText(
  problem: TemplateProblem,
  key: MailTemplateKey,
  lang: Language,
): string {
  const t = lang === 'ar' ? mailTemplatesMessagesAr : mailTemplatesMessagesEn;
  const allowed = placeholdersOf[key].map((name) => `{{${name}}}`).join(', ');
  return t[`mailTemplates.${problem.kind}`]
    .replace('{text}', problem.text)
    .replace('{allowed}', allowed);
}
