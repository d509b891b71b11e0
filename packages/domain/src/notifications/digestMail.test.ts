import { describe, expect, it } from 'vitest';
import { applicantDigestMail } from './digestMail';
import { digestLimits } from './schemas';

const base = {
  memberName: 'Salma',
  day: '2026-11-26',
  settingsUrl: 'https://tp.example/Company/Security#notifications',
  unsubscribeUrl: 'https://tp.example/api/notifications/digest/unsubscribe?token=abc',
};

describe('applicantDigestMail (decision 147)', () => {
  it('lists each posting with its new applicants, a pipeline link and the way out', () => {
    const mail = applicantDigestMail({
      ...base,
      lang: 'en',
      postings: [
        {
          title: 'Analyst',
          applicants: ['Mona', ''],
          url: 'https://tp.example/CompanyView/Jobs/1',
        },
        { title: 'Planner', applicants: ['Zaid'], url: 'https://tp.example/CompanyView/Jobs/2' },
      ],
    });
    expect(mail.subject).toBe('3 new applicants on 26 November 2026');
    expect(mail.total).toBe(3);
    expect(mail.text).toContain(
      'Analyst: 2\n- Mona\n- An applicant\nOpen the pipeline: https://tp.example/CompanyView/Jobs/1',
    );
    expect(mail.text).toContain('Planner: 1\n- Zaid');
    expect(mail.text).toContain(`Stop this daily e-mail: ${base.unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${base.settingsUrl}"`);
  });

  it('speaks Arabic to an Arabic member, right to left', () => {
    const mail = applicantDigestMail({
      ...base,
      lang: 'ar',
      postings: [{ title: 'محلل', applicants: ['منى'], url: 'https://tp.example/x' }],
    });
    expect(mail.subject).toMatch(/^متقدم جديد يوم /);
    expect(mail.text).toContain('مرحبًا Salma،');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('names at most the limit per posting and says how many more; values never become markup or headers', () => {
    const names = Array.from({ length: digestLimits.applicantsPerPosting + 3 }, (_, i) => `P${i}`);
    const mail = applicantDigestMail({
      ...base,
      lang: 'en',
      postings: [
        { title: 'Evil\r\nBcc: x@y <b>', applicants: ['<script>x</script>', ...names], url: 'u' },
      ],
    });
    expect(mail.text).toContain('And 4 more.');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Evil Bcc: x@y <b>: 24');
  });
});
