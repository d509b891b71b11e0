// The verification and reset mails: text and HTML in the person's language, the link intact in
// the text and escaped in the HTML.
import { describe, expect, it } from 'vitest';
import {
  emailChangeMail,
  emailChangingMail,
  passwordChangedMail,
  resetMail,
  verificationMail,
} from './mails';

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
    const mail = resetMail('a@b.co', link, 'ar', 'Company');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في تالنت بول');
    expect(mail.text).toContain('لحساب شركتك في تالنت بول (a@b.co)');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('افتح هذا الرابط لاختيار كلمة مرور جديدة');
    expect(mail.text).toContain(link);
  });
});

it('names the account a reset mail is for (decision 251: one mail per account)', () => {
  expect(resetMail('a@b.co', 'https://x.example/r', 'en', 'User').text).toContain(
    'your TalentPool job seeker account (a@b.co)',
  );
  expect(resetMail('a@b.co', 'https://x.example/r', 'en', 'Company').text).toContain(
    'your TalentPool company account (a@b.co)',
  );
});

describe('notices (decisions.md 14)', () => {
  it('tells the owner that the password changed, with the login page to reset it', () => {
    const mail = passwordChangedMail('a@b.co', 'https://talent.example/auth', 'en');
    expect(mail.subject).toBe('Your TalentPool password was changed');
    expect(mail.text).toContain('The password of your TalentPool account (a@b.co) was changed.');
    expect(mail.text.split('\n')).toContain('https://talent.example/auth');
    const ar = passwordChangedMail('a@b.co', 'https://talent.example/auth', 'ar');
    expect(ar.subject).toBe('تم تغيير كلمة المرور في تالنت بول');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('names the new address in the notice to the old one, and sends the link to the new one', () => {
    const notice = emailChangingMail('old@b.co', 'new@b.co', 'https://talent.example/auth', 'en');
    expect(notice.to).toBe('old@b.co');
    expect(notice.text).toContain('to new@b.co');
    const verify = emailChangeMail('new@b.co', link, 'en');
    expect(verify.to).toBe('new@b.co');
    expect(verify.text).toContain('(new@b.co)');
    expect(verify.text.split('\n')).toContain(link);
  });
});
