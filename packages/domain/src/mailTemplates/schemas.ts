// Issue 20, decision 130 ("E-mail templates and the mail log"): the payloads of the template
// calls and of the mail log. One schema for the web form, the server and the OpenAPI document.
import { noBidiControls } from '../controlCharacters';
import { z } from 'zod';
import { languages } from '../language';
import { mailTemplateKeys, mailTemplateLimits, placeholders } from './templates';

export const mailTemplateKeySchema = z.enum(mailTemplateKeys);
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailTemplateParamsSchema = z.object({
  key: mailTemplateKeySchema,
  lang: z.enum(languages),
});

const templateText = {
  subject: z
    .string({ error: 'mailTemplates.subjectRequired' })
    .trim()
    .min(1, { error: 'mailTemplates.subjectRequired' })
    .max(mailTemplateLimits.subjectMax, { error: 'mailTemplates.subjectTooLong' })
    .refine(...noBidiControls),
  body: z
    .string({ error: 'mailTemplates.bodyRequired' })
    .trim()
    .min(1, { error: 'mailTemplates.bodyRequired' })
    .max(mailTemplateLimits.bodyMax, { error: 'mailTemplates.bodyTooLong' }),
};

// No component ids on the bodies: trimmed, their request and parsed types differ (as
// postingInputSchema).
export const mailTemplateBodySchema = z.object(templateText);
export type MailTemplateInput = z.infer<typeof mailTemplateBodySchema>;

export const mailTemplateSchema = z
  .object({
    key: mailTemplateKeySchema,
    lang: z.enum(languages),
    subject: z.string(),
    body: z.string(),
    isDefault: z.boolean(),
    placeholders: z.array(z.enum(placeholders)),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'MailTemplate' });
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

export const mailTemplateListSchema = z
  .object({ templates: z.array(mailTemplateSchema) })
  .meta({ id: 'MailTemplateList' });
export type MailTemplateList = z.infer<typeof mailTemplateListSchema>;

export const mailPreviewBodySchema = z.object({
  ...templateText,
  key: mailTemplateKeySchema,
  lang: z.enum(languages),
});
export type MailPreviewInput = z.infer<typeof mailPreviewBodySchema>;

export const mailPreviewSchema = z
  .object({ subject: z.string(), html: z.string(), text: z.string() })
  .meta({ id: 'MailPreview' });
export type MailPreview = z.infer<typeof mailPreviewSchema>;

export const applicationMailSchema = z
  .object({
    _id: z.uuid(),
    templateKey: mailTemplateKeySchema,
    subject: z.string(),
    lang: z.enum(languages),
    /** When it was queued. */
    at: z.string(),
    sentAt: z.string().nullable(),
    status: z.enum(mailStatuses),
  })
  .meta({ id: 'ApplicationMail' });
export type ApplicationMail = z.infer<typeof applicationMailSchema>;

export const applicationMailPageSchema = z
  .object({
    mails: z.array(applicationMailSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ApplicationMailPage' });
export type ApplicationMailPage = z.infer<typeof applicationMailPageSchema>;
