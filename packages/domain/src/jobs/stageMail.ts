// Issue 12 (decision 100): the mail an applicant receives when the company moves their application
// and chooses to tell them, in the applicant's language. Pure: the server enqueues what this returns.
import type { Language } from '../language';
import { escapeHtml, type InvitationMail } from '../links/invitationMail';
import { fitMessagesAr, fitMessagesEn } from './fitMessages';
import { defaultStages, type DefaultStageKey, type StageDefinition } from '../process/stages';

export interface StageMailInput {
  lang: Language;
  /**
   * The stage moved to, from the posting's list (its name in the mail, its kind the wording), or
   * the key of a default stage.
   */
  stage: Pick<StageDefinition, 'name' | 'kind'> | DefaultStageKey;
  /** The posting's title. */
  title: string;
  /** The company's name, or its e-mail while it has no profile. */
  companyName: string;
  /** Where the applicant follows their applications; a guest has none. */
  link: string | null;
}

const texts = { en: fitMessagesEn, ar: fitMessagesAr } as const;

/** The name of a default stage in a language. */
export function stageName(stage: DefaultStageKey, lang: Language): string {
  return texts[lang][`jobs.stageName.${stage}`];
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function stageMail(mailInput: StageMailInput): InvitationMail {
  const { stage: given } = mailInput;
  const stage =
    typeof given === 'string'
      ? (defaultStages.find((s) => s.key === given) ?? {
          name: { en: given, ar: given },
          kind: 'active' as const,
        })
      : given;
  const input = { ...mailInput, stage };
  const t = texts[input.lang];
  const plain = {
    title: input.title,
    company: input.companyName,
    stage: input.stage.name[input.lang],
  };
  const safe = Object.fromEntries(
    Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]),
  ) as typeof plain;
  const bodyKey =
    input.stage.kind === 'hired'
      ? 'jobs.stageMail.hired'
      : input.stage.kind === 'rejected'
        ? 'jobs.stageMail.rejected'
        : 'jobs.stageMail.moved';
  // A subject is one line: a title or company name cannot add headers or lines to it.
  const subject = fill(t['jobs.stageMail.subject'], plain).replace(/[\r\n]+/g, ' ');
  const action = input.link === null ? [] : ['', `${t['jobs.stageMail.action']}: ${input.link}`];
  // Issue 37: in Arabic a Latin title or name is isolated (FSI...PDI), so that the quotes
  // around it stay on their side; the mail templates' renderer does the same.
  const isolated =
    input.lang === 'ar'
      ? (Object.fromEntries(
          Object.entries(plain).map(([k, v]) => [k, `\u2068${v}\u2069`]),
        ) as typeof plain)
      : plain;
  const text = [
    t['jobs.stageMail.greeting'],
    '',
    fill(t[bodyKey], isolated),
    ...action,
    '',
    t['jobs.stageMail.ignore'],
  ].join('\n');
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const actionHtml =
    input.link === null
      ? ''
      : `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t['jobs.stageMail.action'])}</a></p>\n`;
  const html = `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
<p>${escapeHtml(t['jobs.stageMail.greeting'])}</p>
<p>${fill(escapeHtml(t[bodyKey]), safe)}</p>
${actionHtml}<p style="color: #555555;">${escapeHtml(t['jobs.stageMail.ignore'])}</p>
</body>
</html>`;
  return { subject, text, html };
}
