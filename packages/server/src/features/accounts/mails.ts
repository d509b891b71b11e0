// The verification and reset mails (issue 3) and the notices of decisions.md 14 (password
// changed, login e-mail changing), in the language of the person who asked, as text
// and HTML. Texts live in the domain's accounts messages; only the layout is here.
import type { AccountType } from '@talentpool/domain/account';
import type { Language } from '@talentpool/domain/language';
import { directionOf } from '@talentpool/domain/language';
import { translate, type MessageKey } from '@talentpool/domain/messages';
import type { MailMessage } from '../../plugins/app/mailer';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type MailKind =
  'verify' | 'reset' | 'passwordChanged' | 'emailChange' | 'emailChanging' | 'totpOn' | 'totpOff';

function buildMail(
  kind: MailKind,
  to: string,
  link: string,
  lang: Language,
  email = to,
  accountType: AccountType = 'User',
): MailMessage {
  const t = (key: MessageKey) => translate(key, lang);
  const intro = t(`accounts.mail.${kind}Intro`)
    .replace('{email}', email)
    .replace('{account}', t(`accounts.mail.account${accountType}`));
  const body = t(`accounts.mail.${kind}Text`);
  const text = `${intro}\n\n${body.replace('{link}', link)}\n`;
  const paragraphs = body
    .split('\n')
    .filter((line) => line && line !== '{link}')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<body style="font-family: system-ui, sans-serif; color: #1b1f24; line-height: 1.5;">
<p>${escapeHtml(intro)}</p>
<p><a href="${href}" style="display: inline-block; background: #1f4e79; color: #ffffff; padding: 10px 18px; border-radius: 8px; text-decoration: none;">${escapeHtml(t(`accounts.mail.${kind}Action`))}</a></p>
${paragraphs}
<p style="word-break: break-all;"><a href="${href}">${href}</a></p>
</body>
</html>`;
  return { to, subject: t(`accounts.mail.${kind}Subject`), text, html };
}

export const verificationMail = (to: string, link: string, lang: Language) =>
  buildMail('verify', to, link, lang);

/** One per account the address holds (decision 251): the mail names which account it resets. */
export const resetMail = (to: string, link: string, lang: Language, accountType: AccountType) =>
  buildMail('reset', to, link, lang, to, accountType);

/**
 * decisions.md 14: the owner of an account hears of a password change or reset; the link leads
 * to the login screen, where "Forgot password" resets it if it was not them.
 */
export const passwordChangedMail = (to: string, link: string, lang: Language) =>
  buildMail('passwordChanged', to, link, lang);

/** The verification of a new login address (the change applies when its link is opened). */
export const emailChangeMail = (to: string, link: string, lang: Language) =>
  buildMail('emailChange', to, link, lang);

/** The notice to the old address that a change of login e-mail was asked for. */
export const emailChangingMail = (to: string, newEmail: string, link: string, lang: Language) =>
  buildMail('emailChanging', to, link, lang, newEmail);

/**
 * Issue 38 (decisions.md 16): the owner hears when the second factor is turned on or off; the link
 * leads to the login screen, where "Forgot password" takes the account back if it was not them.
 */
export const totpChangedMail = (to: string, on: boolean, link: string, lang: Language) =>
  buildMail(on ? 'totpOn' : 'totpOff', to, link, lang);
