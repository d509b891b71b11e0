// The verification and reset mails: text and HTML in the person's language, the link intact in
// the text and escaped in the HTML.
import { describe, expect, it } from 'vitest';
import { resetMail, verificationMail } from './mails';

const link = 'https://talent.example/api/user/verify?token=abc&x=<y>';

describe('account mails', () => {
  it('puts the link on its own line in the text and escapes it in the HTML', () => {
    const mail = verificationMail('a@b.co', link, 'en');
    expect(mail.to).toBe('a@b.co');
    expect(mail.subject).toBe('Verify your TalentPool account');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html).toContain(
      'href="https://talent.example/api/user/verify?token=abc&amp;x=&lt;y&gt;"',
    );
    expect(mail.html).not.toContain('<y>');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('writes Arabic right to left', () => {
    const mail = resetMail('a@b.co', link, 'ar');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في تالنت بول');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('افتح هذا الرابط لاختيار كلمة مرور جديدة');
    expect(mail.text).toContain(link);
  });
});
