// Issue 23 (decision 147): a member's own notification choices and the daily digest of new
// applicants. One schema per payload for the web form, the server and the OpenAPI document.
import { z } from 'zod';

export const digestLimits = {
  /** Applicants named per posting in one digest (the mail says how many more there are). */
  applicantsPerPosting: 20,
} as const;

/** GET/PUT /api/company/me/notifications: the member's own settings (no row: the defaults). */
export const notificationSettingsSchema = z
  .object({
    /** The daily mail of new applicants to the postings whose hiring team includes the member. */
    applicantDigest: z.boolean({ error: 'notifications.digestInvalid' }),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The one-click unsubscribe of the digest mail (RFC 8058): the token is the proof. */
export const digestUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'notifications.tokenInvalid' })
    .min(10, 'notifications.tokenInvalid')
    .max(200, 'notifications.tokenInvalid'),
});

/**
 * The web page the digest's "Stop this daily e-mail" link opens (decisions.md 17: every link in a
 * mail opens with GET): it asks for one click, which POSTs to the one-click address.
 */
export const digestUnsubscribePagePath = '/digest/unsubscribe';
export const digestUnsubscribePage = (token: string) =>
  `${digestUnsubscribePagePath}?token=${encodeURIComponent(token)}`;

export const digestUnsubscribeAnswerSchema = z
  .object({ applicantDigest: z.literal(false) })
  .meta({ id: 'DigestUnsubscribed' });
export type DigestUnsubscribed = z.infer<typeof digestUnsubscribeAnswerSchema>;
