// decisions.md 16, decision 213: in the mails a stranger can trigger (a guest application's
// confirmation, the knock-out rejection of a guest's answers), the company's text may link only to
// PUBLIC_URL or the company's own website; any other address is refused when the template is
// saved. A "link" is what a mail client makes clickable: an address with a scheme, one starting
// with www., a bare host name (`login-example.com/reset`) and an e-mail address's domain.
import type { Language } from '../plain/language';
import { mailTemplatesMessagesAr, mailTemplatesMessagesEn } from './messages';
import { parseTemplate, type MailTemplateKey, type MailTemplateText } from './templates';

/** The templates whose mail a stranger can cause to be sent to an address they choose. */
export const strangerTriggeredMailKeys = [
  'applicationReceived',
  'rejection',
] as const satisfies readonly MailTemplateKey[];

export const isStrangerTriggered = (key: MailTemplateKey): boolean =>
  (strangerTriggeredMailKeys as readonly string[]).includes(key);

// A scheme address (`https://`, `mailto:`), `www.` or a dotted host name with a top-level label
// of letters; letters of any script, as a mail client links internationalised names too.
const linkPattern =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\.)[^\s<>"'()]+|[\p{L}\p{N}_%+-]*@?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?:[:/?#][^\s<>"'()]*)?/giu;

/** The link-like texts of one piece of text, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(linkPattern)].map((m) => m[0]);
}

/**
 * The host a link leads to (lower case), or null. Read as a browser reads an address: the part
 * after the scheme up to the first `/`, `\\`, `?` or `#`, without the user part before an `@`
 * and without a port (the domain has no URL class: it runs anywhere). Internationalised names are
 * compared as written: a look-alike letter is another host.
 */
export function hostOfLink(link: string): string | null {
  const trimmed = link.replace(/[.,;:!?]+$/, '');
  let rest: string;
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?/i.exec(trimmed);
  if (scheme && /^mailto$/i.test(scheme[1] ?? '')) rest = trimmed.slice(scheme[0].length);
  else if (scheme && scheme[2]) {
    // Only web addresses can be "PUBLIC_URL or the website"; another scheme never is.
    if (!/^https?$/i.test(scheme[1] ?? '')) return null;
    rest = trimmed.slice(scheme[0].length);
  } else rest = trimmed;
  const authority = rest.split(/[/\\?#]/, 1)[0] ?? '';
  const host = (authority.split('@').pop() ?? '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .normalize('NFC')
    .toLowerCase();
  return /^[\p{L}\p{N}.-]+$/u.test(host) ? host : null;
}

/**
 * The hosts a company's text may link to: PUBLIC_URL's and the company's website's (a `www.`
 * taken off, so that its other names are allowed too). A website that is not an address is none.
 */
export function allowedLinkHosts(publicUrl: string, website: string | null | undefined): string[] {
  const hosts: string[] = [];
  for (const value of [publicUrl, website ?? '']) {
    const trimmed = value.trim();
    if (!trimmed) continue;
    const host = hostOfLink(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`,
    );
    if (host) hosts.push(host.replace(/^www\./, ''));
  }
  return hosts;
}

const allowedHost = (host: string, allowed: readonly string[]) =>
  allowed.some((a) => host === a || host.endsWith(`.${a}`));

/**
 * The first link of each field that leads elsewhere than the allowed hosts (placeholders are the
 * platform's values and are not looked at). Empty for a key a stranger cannot trigger.
 */
export function foreignLinks(
  key: MailTemplateKey,
  template: MailTemplateText,
  allowed: readonly string[],
): Partial<Record<'subject' | 'body', string>> {
  const found: Partial<Record<'subject' | 'body', string>> = {};
  if (!isStrangerTriggered(key)) return found;
  for (const field of ['subject', 'body'] as const) {
    const parsed = parseTemplate(template[field], key);
    const literal =
      'parts' in parsed
        ? parsed.parts.map((part) => ('literal' in part ? part.literal : ' ')).join('')
        : template[field];
    const foreign = linksIn(literal).find((link) => {
      const host = hostOfLink(link);
      return host === null || !allowedHost(host, allowed);
    });
    if (foreign !== undefined) found[field] = foreign;
  }
  return found;
}

/** A refused link as a sentence in a language, naming the hosts allowed. */
export function foreignLinkText(link: string, allowed: readonly string[], lang: Language): string {
  const t = lang === 'ar' ? mailTemplatesMessagesAr : mailTemplatesMessagesEn;
  return t['mailTemplates.foreignLink']
    .replace('{allowed}', allowed.join(', '))
    .replace('{text}', link);
}
