import { describe, expect, it } from 'vitest';
import { escapeHtml, formatLinkExpiry, invitationMail } from './invitationMail';
import { codeOfLinkUrl, generateLinkBodySchema } from './schemas';

describe('codeOfLinkUrl', () => {
  it('takes the part after oneTimeLink/ (spec 7)', () => {
    expect(codeOfLinkUrl('https://x.example/api/company/oneTimeLink/abc_DEF-123')).toBe(
      'abc_DEF-123',
    );
    expect(codeOfLinkUrl('https://x.example/api/company/oneTimeLink/abc?x=1')).toBe('abc');
    expect(codeOfLinkUrl('https://x.example/api/company/')).toBeNull();
    expect(codeOfLinkUrl('https://x.example/api/company/oneTimeLink/')).toBeNull();
  });
});

describe('generateLinkBodySchema', () => {
  it('trims the address and refuses what is not one, with message keys', () => {
    expect(generateLinkBodySchema.parse({ email: '  a@b.co ' })).toEqual({ email: 'a@b.co' });
    expect(generateLinkBodySchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      'links.emailRequired',
    );
    expect(generateLinkBodySchema.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      'links.emailInvalid',
    );
  });
});

describe('invitationMail', () => {
  const expiresAt = new Date('2026-12-06T10:00:00Z');

  it('writes the English invitation with the company, the link and the date', () => {
    const mail = invitationMail({
      lang: 'en',
      companyName: 'Acme',
      link: 'https://t.example/identification/abc',
      expiresAt,
    });
    expect(mail.subject).toBe('Acme invites you to take the ISI questionnaire');
    expect(mail.text).toContain('https://t.example/identification/abc');
    expect(mail.text).toContain('The link is valid until 6 December 2026.');
    expect(mail.html).toContain('href="https://t.example/identification/abc"');
  });

  it('writes the Arabic invitation right to left with an Arabic date', () => {
    const mail = invitationMail({
      lang: 'ar',
      companyName: 'Acme',
      link: 'https://t.example/identification/abc',
      expiresAt,
    });
    expect(formatLinkExpiry(expiresAt, 'ar')).toBe('6 ديسمبر 2026');
    expect(mail.text).toContain('الرابط صالح حتى 6 ديسمبر 2026.');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('keeps a hostile company name out of the markup and the headers', () => {
    const mail = invitationMail({
      lang: 'en',
      companyName: '<img src=x onerror=alert(1)>\r\nBcc: x@y.z',
      link: 'https://t.example/identification/abc',
      expiresAt,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });
});
