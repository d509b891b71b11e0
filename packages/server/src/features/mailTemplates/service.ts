// Decision 130 ("E-mail templates and the mail log") and decision 133: a company's templates
// (its own text or the default, per key and language), checked at save, previewed with sample
// data, reset to the default; and the mail log of an application.
import { DomainError } from '@talentpool/domain/errors';
import { languages, type Language } from '@talentpool/domain/language';
import type {
  ApplicationMailPage,
  MailPreview,
  MailPreviewInput,
  MailTemplate,
  MailTemplateInput,
} from '@talentpool/domain/mailTemplates/schemas';
import {
  checkTemplate,
  defaultMailTemplate,
  mailTemplateKeys,
  placeholdersOf,
  problemText,
  renderMail,
  sampleValues,
  type MailTemplateKey,
} from '@talentpool/domain/mailTemplates/templates';
import {
  allowedLinkHosts,
  foreignLinks,
  foreignLinkText,
  isStrangerTriggered,
} from '@talentpool/domain/mailTemplates/links';
import { offsetOf, type PagingQuery } from '@talentpool/domain/paging';
import type { Db } from '../../db/database';
import type { MailTemplateRow, MailTemplatesRepository } from './repository';

export interface TemplateCaller {
  companyId: string;
  memberId: string;
}

function toTemplate(
  key: MailTemplateKey,
  lang: Language,
  row: MailTemplateRow | undefined,
): MailTemplate {
  const text = row ?? defaultMailTemplate(key, lang);
  return {
    key,
    lang,
    subject: text.subject,
    body: text.body,
    isDefault: !row,
    placeholders: [...placeholdersOf[key]],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export function createMailTemplatesService({
  db,
  repository,
  publicUrl,
}: {
  db: Db;
  repository: MailTemplatesRepository;
  publicUrl: string;
}) {
  /**
   * decisions.md 16, decision 213: a mail a stranger can trigger links only to PUBLIC_URL or the
   * company's website (400 VALIDATION_FAILED naming the first other link of each field).
   */
  async function assertLinksHome(
    companyId: string,
    key: MailTemplateKey,
    input: MailTemplateInput,
    lang: Language,
  ) {
    if (!isStrangerTriggered(key)) return;
    const allowed = allowedLinkHosts(publicUrl, await repository.companyWebsite(db, companyId));
    const fields: Record<string, string> = {};
    for (const [field, link] of Object.entries(foreignLinks(key, input, allowed))) {
      fields[field] = foreignLinkText(link, allowed, lang);
    }
    if (Object.keys(fields).length > 0) {
      throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);
    }
  }

  /** 400 VALIDATION_FAILED naming each field's first problem, in the caller's language. */
  function assertSound(key: MailTemplateKey, input: MailTemplateInput, lang: Language) {
    const problems = checkTemplate(key, input);
    const fields: Record<string, string> = {};
    for (const [field, problem] of Object.entries(problems)) {
      fields[field] = problemText(problem, key, lang);
    }
    if (Object.keys(fields).length > 0) {
      throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);
    }
  }

  return {
    async list(companyId: string): Promise<MailTemplate[]> {
      const rows = await repository.templatesOf(db, companyId);
      return mailTemplateKeys.flatMap((key) =>
        languages.map((lang) =>
          toTemplate(
            key,
            lang,
            rows.find((r) => r.key === key && r.lang === lang),
          ),
        ),
      );
    },

    async update(
      caller: TemplateCaller,
      key: MailTemplateKey,
      lang: Language,
      input: MailTemplateInput,
      requestLang: Language,
    ): Promise<MailTemplate> {
      assertSound(key, input, requestLang);
      await assertLinksHome(caller.companyId, key, input, requestLang);
      const row = await repository.saveTemplate(db, {
        companyId: caller.companyId,
        key,
        lang,
        subject: input.subject,
        body: input.body,
        memberId: caller.memberId,
      });
      return toTemplate(key, lang, row);
    },

    async reset(companyId: string, key: MailTemplateKey, lang: Language): Promise<MailTemplate> {
      await repository.removeTemplate(db, companyId, key, lang);
      return toTemplate(key, lang, undefined);
    },

    preview(input: MailPreviewInput, requestLang: Language): MailPreview {
      assertSound(input.key, input, requestLang);
      return renderMail(input.key, input.lang, input, sampleValues(input.lang));
    },

    async mails(applicationId: string, paging: PagingQuery): Promise<ApplicationMailPage> {
      const { rows, total } = await repository.mailsOf(db, applicationId, {
        limit: paging.pageSize,
        offset: offsetOf(paging),
      });
      return {
        mails: rows.map((row) => ({
          _id: row.id,
          templateKey: row.templateKey,
          subject: row.subject,
          lang: row.lang,
          at: row.queuedAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          status: row.status,
        })),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },
  };
}

export type MailTemplatesService = ReturnType<typeof createMailTemplatesService>;
