// decisions.md 11 and decision 113: the mail that invites a person to join a company as a member,
// in the language of the member who invited (en/ar). Pure: the server enqueues what this returns.
import { directionOf, type Language } from '../language';
import { escapeHtml, formatLinkExpiry } from '../links/invitationMail';
import type { MemberRole } from './policy';
import { membersMessagesAr, membersMessagesEn } from './messages';

export interface InvitationMailInput {
  lang: Language;
  /** The company's name, or its e-mail while it has no profile. */
  companyName: string;
  /** The inviting member's name, or e-mail while they have none. */
  inviterName: string;
  role: MemberRole;
  /** The join page, `${publicUrl}/join/<token>`. */
  link: string;
  expiresAt: Date;
}

export interface InvitationMail {
  subject: string;
  text: string;
  html: string;
}

const texts = { en: membersMessagesEn, ar: membersMessagesAr } as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function invitationMail(input: InvitationMailInput): InvitationMail {
  const t = texts[input.lang];
  const plain = {
    company: input.companyName,
    inviter: input.inviterName,
    role: t[`members.role.${input.role}`],
    date: formatLinkExpiry(input.expiresAt, input.lang),
  };
  const safe = Object.fromEntries(
    Object.entries(plain).map(([key, value]) => [key, escapeHtml(value)]),
  );
  // A subject is one line: names cannot add headers or lines to it.
  const subject = fill(t['members.inviteMail.subject'], plain).replace(/[\r\n]+/g, ' ');
  const text = [
    t['members.inviteMail.greeting'],
    '',
    fill(t['members.inviteMail.intro'], plain),
    t['members.inviteMail.steps'],
    '',
    `${t['members.inviteMail.action']}: ${input.link}`,
    '',
    fill(t['members.inviteMail.expiry'], plain),
    '',
    t['members.inviteMail.ignore'],
  ].join('\n');
  const href = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="${input.lang}" dir="${directionOf(input.lang)}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
<p>${escapeHtml(t['members.inviteMail.greeting'])}</p>
<p>${fill(escapeHtml(t['members.inviteMail.intro']), safe)}<br>${escapeHtml(t['members.inviteMail.steps'])}</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(t['members.inviteMail.action'])}</a></p>
<p dir="ltr"><a href="${href}">${href}</a></p>
<p>${fill(escapeHtml(t['members.inviteMail.expiry']), safe)}</p>
<p style="color: #555555;">${escapeHtml(t['members.inviteMail.ignore'])}</p>
</body>
</html>`;
  return { subject, text, html };
}
