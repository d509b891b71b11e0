// Decision 130 ("every mail a company sends to an applicant is rendered from the company's
// template, or the default, in the applicant's language, and writes an application_mails row in
// the transaction that queues it") and decision 133. Other features (pipeline, interviews, jobs,
// process) send applicant mails only through this.
import { DomainError } from '@talentpool/domain/errors';
import { fitMessagesAr, fitMessagesEn } from '@talentpool/domain/jobs/fitMessages';
import { detailValueHtml } from '@talentpool/domain/interviews/mails';
import {
  allowedLinkHosts,
  foreignLinks,
  isStrangerTriggered,
} from '@talentpool/domain/mailTemplates/links';
import { mailLanguageOf } from '@talentpool/domain/jobs/mailLanguage';
import { type Language } from '@talentpool/domain/language';
import { escapeHtml } from '@talentpool/domain/links/invitationMail';
import {
  defaultMailTemplate,
  renderMail,
  type MailTemplateKey,
  type MailValues,
} from '@talentpool/domain/mailTemplates/templates';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { MailMessage, Mailer } from '../../plugins/app/mailer';
import { createMailTemplatesRepository, type MailTemplatesRepository } from './repository';

/** A value the sender knows in both languages (a stage's or a reason's name) or in one. */
export type Localized = string | Record<Language, string>;

export interface ApplicationMailInput {
  applicationId: string;
  templateKey: MailTemplateKey;
  /** The company sending: an application of another company is not mailed (null). */
  companyId: string;
  /** The member who caused the mail, if any (kept on the log row). */
  memberId?: string | null;
  extra?: {
    stageName?: Localized;
    reason?: Localized;
    /** Overrides the default link (the applicant's applications page; none for a guest). */
    link?: string | null;
    interviewWhen?: Localized;
    /** The offered times of a self-scheduling offer, one a line. */
    interviewSlots?: Localized;
    /** The last day `link` works. */
    linkExpires?: Localized;
    /** Lines added after the template's text (interview details that must not be templated). */
    details?: (lang: Language) => Array<[label: string, value: string]>;
    /**
     * Paragraphs of the platform's own added after the template's text (a guest's way to an
     * account, decision 155): each a text and an optional link on its own line.
     */
    appendix?: (lang: Language) => Array<{ text: string; link?: string }>;
    /**
     * Issue 37: the person did not apply (an imported CV, sourced): the footer that says they
     * applied says why they hear from the company instead.
     */
    notApplied?: boolean;
  };
  /**
   * Every mail with the company's text counts towards its mails of the day, whoever caused it
   * (decisions.md 16: a stranger's guest application made the platform send company text outside
   * the cap). `refuse` (the default) throws 429 MAIL_CAP_REACHED; `skip`, for a mail the
   * applicant's own action causes (the confirmation of an application), leaves it unsent and
   * unlogged (null) so that a full cap never refuses an application.
   */
  whenCapReached?: 'refuse' | 'skip';
  /** An iCalendar part, sent untouched (interview invitations). */
  icalEvent?: MailMessage['icalEvent'];
}

type Rendered = ReturnType<typeof renderMail>;

/** Interview details as `label: value` lines after the template's text; the video link a link. */
function withDetails(mail: Rendered, details: Array<[label: string, value: string]>): Rendered {
  if (details.length === 0) return mail;
  return {
    subject: mail.subject,
    text: `${mail.text}\n\n${details.map(([label, value]) => `${label}: ${value}`).join('\n')}`,
    html: mail.html.replace(
      '\n</body>',
      `\n<p>${details
        .map(([label, value]) => `${escapeHtml(label)}: ${detailValueHtml(value)}`)
        .join('<br>\n')}</p>\n</body>`,
    ),
  };
}

/** The platform's paragraphs after the template's text, each link on a line of its own. */
function withAppendix(
  mail: Rendered,
  paragraphs: Array<{ text: string; link?: string }>,
): Rendered {
  if (paragraphs.length === 0) return mail;
  const text = paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)).join('\n\n');
  const html = paragraphs
    .map((p) => {
      const link = p.link
        ? `<br>\n<a href="${escapeHtml(p.link)}" dir="ltr">${escapeHtml(p.link)}</a>`
        : '';
      return `<p>${escapeHtml(p.text)}${link}</p>`;
    })
    .join('\n');
  return {
    subject: mail.subject,
    text: `${mail.text}\n\n${text}`,
    html: mail.html.replace('\n</body>', `\n${html}\n</body>`),
  };
}

export interface SentApplicationMail {
  mailId: string;
  to: string;
  lang: Language;
  subject: string;
}

const pick = (value: Localized | undefined, lang: Language) =>
  value === undefined ? undefined : typeof value === 'string' ? value : value[lang];

export interface ApplicationMailerOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  repository?: MailTemplatesRepository;
}

export function createApplicationMailer({
  db,
  mailer,
  publicUrl,
  repository = createMailTemplatesRepository(),
}: ApplicationMailerOptions) {
  /**
   * Renders the company's template for the applicant, records it (status queued) and queues it,
   * all inside `tx`: a rollback takes back the log row, the mail and its count towards the
   * company's daily cap (429 MAIL_CAP_REACHED is thrown from here and should roll back the
   * caller's change). Null when the application is not this company's or has no address left
   * (anonymised): nothing is recorded. The queue is woken by the caller once `tx` has committed
   * (`wake()`), or within its poll interval.
   */
  async function send(tx: Db, input: ApplicationMailInput): Promise<SentApplicationMail | null> {
    const app = await repository.mailApplication(tx, input.applicationId, input.companyId);
    if (!app || app.anonymisedAt) return null;
    const to = app.userEmail ?? app.guestEmail ?? app.linkEmail;
    if (!to) return null;
    // Issue 37: the language of the page the application was made from, unless the job seeker
    // changed their account's since; else the account's, the guest's, the invitation link's.
    const lang: Language = mailLanguageOf({
      accountLang: app.userId ? app.userLang : null,
      accountLangChangedAt: app.userLangChangedAt,
      applicationLang: app.applicationLang,
      appliedAt: app.appliedAt,
      guestLang: app.guestLang,
      linkLang: app.linkLang,
    });
    const stored = await repository.templateOf(tx, input.companyId, input.templateKey, lang);
    // Decision 213: a template saved before its links were checked, whose mail a stranger can
    // trigger, sends the default text while it links elsewhere than home.
    const linksAway =
      stored !== undefined &&
      isStrangerTriggered(input.templateKey) &&
      Object.keys(
        foreignLinks(
          input.templateKey,
          stored,
          allowedLinkHosts(publicUrl, await repository.companyWebsite(tx, input.companyId)),
        ),
      ).length > 0;
    const template = stored && !linksAway ? stored : defaultMailTemplate(input.templateKey, lang);
    const extra = input.extra ?? {};
    const link =
      extra.link !== undefined
        ? extra.link
        : app.userId
          ? `${publicUrl}/Profile/Applications`
          : null;
    const values: MailValues = {
      // A guest who applied gave a name; one invited by a link has only an address: greet them
      // by it, as the interview mails always did.
      'candidate.name': app.userName?.trim() || app.guestName?.trim() || to,
      'job.title': app.jobTitle,
      'company.name': app.companyName,
      'stage.name': pick(extra.stageName, lang),
      reason: pick(extra.reason, lang),
      'interview.when': pick(extra.interviewWhen, lang),
      'interview.slots': pick(extra.interviewSlots, lang),
      'link.expires': pick(extra.linkExpires, lang),
      ...(link ? { link } : {}),
    };
    const rendered = withAppendix(
      withDetails(
        renderMail(input.templateKey, lang, template, values),
        extra.details?.(lang) ?? [],
      ),
      extra.appendix?.(lang) ?? [],
    );
    if (extra.notApplied) {
      const texts = lang === 'ar' ? fitMessagesAr : fitMessagesEn;
      const said = texts['jobs.stageMail.ignore'];
      const instead = texts['jobs.stageMail.notApplied'];
      rendered.text = rendered.text.split(said).join(instead);
      rendered.html = rendered.html.split(escapeHtml(said)).join(escapeHtml(instead));
    }
    const message: MailMessage = {
      to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(input.icalEvent ? { icalEvent: input.icalEvent } : {}),
    };
    const record = async (db: Db) => {
      const row = await repository.insertMail(db, {
        applicationId: app.applicationId,
        companyId: input.companyId,
        templateKey: input.templateKey,
        subject: rendered.subject,
        lang,
        byMemberId: input.memberId ?? null,
      });
      // Sent on behalf of the company: counts towards its mails of the day (decision 120).
      const jobId = await mailer.enqueue(
        { ...message, applicationMailId: row.id },
        { tx: db, companyId: input.companyId },
      );
      await repository.setMailJob(db, row.id, jobId);
      return { mailId: row.id, to, lang, subject: rendered.subject };
    };
    if (input.whenCapReached !== 'skip') return record(tx);
    try {
      // A savepoint: over the cap, the log row goes and the caller's change stays.
      return await tx.transaction(async (savepoint) => record(savepoint as unknown as Db));
    } catch (err) {
      if (err instanceof DomainError && err.code === 'MAIL_CAP_REACHED') return null;
      throw err;
    }
  }

  return {
    send,
    /** send() in a transaction of its own, the queue woken once it committed. */
    async sendNow(input: ApplicationMailInput): Promise<SentApplicationMail | null> {
      const sent = await db.transaction(async (tx) => send(tx as unknown as Db, input));
      wake();
      return sent;
    },
    /** Wakes the queue after the caller's transaction committed (mails queued in it go now). */
    wake,
  };

  function wake() {
    void mailer.drain().catch(() => undefined);
  }
}

export type ApplicationMailer = ReturnType<typeof createApplicationMailer>;

/**
 * A company's mail for someone who is not an applicant yet (a job invitation, decision 130):
 * its template or the default, in the language given. Nothing is logged: there is no
 * application to log it on.
 */
export async function renderCompanyMail(
  db: Db,
  input: { companyId: string; key: MailTemplateKey; lang: Language; values: MailValues },
  repository: MailTemplatesRepository = createMailTemplatesRepository(),
) {
  const stored = await repository.templateOf(db, input.companyId, input.key, input.lang);
  return renderMail(
    input.key,
    input.lang,
    stored ?? defaultMailTemplate(input.key, input.lang),
    input.values,
  );
}

/**
 * The mail job's outcome on the log row: the mailer calls this after each mail it sent or gave up
 * on (registered once, by the mail templates routes).
 */
export function settleApplicationMails(
  mailer: Mailer,
  db: Db,
  repository: MailTemplatesRepository = createMailTemplatesRepository(),
) {
  mailer.onSettled(async (message, outcome) => {
    if (!message.applicationMailId) return;
    await repository.settleMail(db, message.applicationMailId, outcome);
  });
}

/**
 * The application mailer of a running server (its database, mail queue and public address): the
 * one way a feature gets it (issue 45; six features built it from the same three options).
 */
export function applicationMailerOf(app: FastifyInstance): ApplicationMailer {
  return createApplicationMailer({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  });
}
