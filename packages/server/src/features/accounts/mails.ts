// The verification and reset mails (issue 3), in the language of the person who asked, as text
// and HTML. Texts live in the domain's accounts messages; only the layout is here.
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

function buildMail(
  kind: 'verify' | 'reset',
  to: string,
  link: string,
  lang: Language,
): MailMessage {
  const t = (key: MessageKey) => translate(key, lang);
  const intro = t(`accounts.mail.${kind}Intro`);
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

export const resetMail = (to: string, link: string, lang: Language) =>
  buildMail('reset', to, link, lang);
