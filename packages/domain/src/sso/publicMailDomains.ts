// Decision 243: domains of public mailbox providers. Anyone can hold an address there, so an
// address at one proves nothing about a company: no company may claim one for single sign-on.
const publicMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'mail.ru',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'qq.com',
  '163.com',
  'fastmail.com',
  'tutanota.com',
  'hey.com',
]);

export function isPublicMailDomain(domain: string): boolean {
  return publicMailDomains.has(domain.toLowerCase());
}
