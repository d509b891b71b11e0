import { describe, expect, it } from 'vitest';
import { formatLinkExpiry } from '../links/invitationMail';
import { invitationMail } from './invitationMail';

const expiresAt = new Date('2026-12-09T10:00:00Z');
const link = 'https://talentpool.example/join/abc_DEF-123';

describe('invitationMail (decision 113)', () => {
  it('names the inviter, the company, the role, the link and the expiry, in English', () => {
    const mail = invitationMail({
      lang: 'en',
      companyName: 'Acme',
      inviterName: 'Salma',
      role: 'hiringManager',
      link,
      expiresAt,
    });
    expect(mail.subject).toBe('Salma invites you to join Acme');
    expect(mail.text).toContain('Salma invites you to join Acme as Hiring manager.');
    expect(mail.text).toContain(`Accept the invitation: ${link}`);
    expect(mail.text).toContain(formatLinkExpiry(expiresAt, 'en'));
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('writes Arabic right to left with the Arabic role label', () => {
    const mail = invitationMail({
      lang: 'ar',
      companyName: 'Acme',
      inviterName: 'Salma',
      role: 'owner',
      link,
      expiresAt,
    });
    expect(mail.subject).toBe('يدعوك Salma للانضمام إلى Acme');
    expect(mail.text).toContain('بدور مالك');
    expect(mail.text).toContain(formatLinkExpiry(expiresAt, 'ar'));
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('escapes names in the HTML and keeps the subject on one line', () => {
    const mail = invitationMail({
      lang: 'en',
      companyName: '<b>Acme</b> & Co',
      inviterName: 'Eve\r\nBcc: x@y.z',
      role: 'admin',
      link,
      expiresAt,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Acme</b>');
  });
});
