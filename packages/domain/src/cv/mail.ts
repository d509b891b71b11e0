// Decision 141: the confirmation a guest receives after applying, in the language they applied
// in: the link to follow the application and the way to make it part of an account later.
// Pure: the server enqueues what this returns.
import type { Language } from '../language';
import { escapeHtml, type InvitationMail } from '../links/invitationMail';
import { cvMessagesAr, cvMessagesEn } from './messages';

export interface GuestConfirmationInput {
  lang: Language;
  name: string;
  email: string;
  title: string;
  companyName: string;
  followUrl: string;
  signupUrl: string;
}

const texts = { en: cvMessagesEn, ar: cvMessagesAr } as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function guestConfirmationMail(input: GuestConfirmationInput): InvitationMail {
  const t = texts[input.lang];
  const plain = {
    name: input.name,
    email: input.email,
    title: input.title,
    company: input.companyName,
    followUrl: input.followUrl,
    signupUrl: input.signupUrl,
  };
  // A subject is one line: a title cannot add headers or lines to it.
  const subject = fill(t['cv.mail.subject'], plain).replace(/[\r\n]+/g, ' ');
  const text = fill(t['cv.mail.body'], plain);
  const safe = Object.fromEntries(
    Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]),
  ) as typeof plain;
  const linked = {
    ...safe,
    followUrl: `<a href="${safe.followUrl}">${safe.followUrl}</a>`,
    signupUrl: `<a href="${safe.signupUrl}">${safe.signupUrl}</a>`,
  };
  const paragraphs = fill(escapeHtml(t['cv.mail.body']).replace(/\{(\w+)\}/g, '{$1}'), linked)
    .split('\n\n')
    .map((p) => `<p>${p.replaceAll('\n', '<br>')}</p>`)
    .join('');
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${input.lang}" dir="${dir}"><body dir="${dir}">${paragraphs}</body></html>`;
  return { subject, text, html };
}
