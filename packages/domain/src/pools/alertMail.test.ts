// Decision 137: the saved-search alert mail in both languages: one line per candidate with a link
// to the profile, "and N more" past the list, the unsubscribe link, names escaped in the HTML,
// a subject on one line whatever the search's name.
import { describe, expect, it } from 'vitest';
import { savedSearchAlertMail } from './alertMail';

const base = {
  memberName: 'Salma',
  searchName: 'Data <people>',
  candidates: [
    {
      name: 'Nour <b>Ali</b>',
      jobPosition: 'Data Management',
      yearsOfExp: '2-5 years',
      url: 'https://app.example/viewProfile/1',
    },
    { name: '', jobPosition: '', yearsOfExp: '', url: 'https://app.example/viewProfile/2' },
  ],
  total: 2,
  searchUrl: 'https://app.example/Company/Filter?saved=9',
  unsubscribeUrl: 'https://app.example/alerts/unsubscribe/abc',
};

describe('savedSearchAlertMail', () => {
  it('lists each candidate with a link, the search and the unsubscribe link (English)', () => {
    const mail = savedSearchAlertMail({ ...base, lang: 'en' });
    expect(mail.subject).toBe('2 new candidates for “Data <people>”');
    expect(mail.text).toContain('Hello Salma,');
    expect(mail.text).toContain(
      '- Nour <b>Ali</b> · Data Management · 2-5 years: https://app.example/viewProfile/1',
    );
    expect(mail.text).toContain('- A candidate: https://app.example/viewProfile/2');
    expect(mail.text).toContain('Turn off this alert: https://app.example/alerts/unsubscribe/abc');
    expect(mail.html).toContain('Nour &lt;b&gt;Ali&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ali</b>');
    expect(mail.html).toContain('“Data &lt;people&gt;”');
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.text).not.toMatch(/more: open the search/);
  });

  it('writes Arabic right to left, with Arabic labels, and says how many more there are', () => {
    const mail = savedSearchAlertMail({ ...base, lang: 'ar', total: 25 });
    expect(mail.subject).toMatch(/مرشحين جدد/);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('مرحبًا Salma،');
    expect(mail.text).toMatch(/و٢٣ آخرون|و23 آخرون/);
    expect(mail.text).toContain('أوقف هذه التنبيهات: https://app.example/alerts/unsubscribe/abc');
    expect(mail.text).not.toContain('Data Management');
  });

  it('keeps the subject on one line and says "one" for a single candidate', () => {
    const mail = savedSearchAlertMail({
      ...base,
      lang: 'en',
      searchName: 'Two\r\nlines',
      candidates: base.candidates.slice(0, 1),
      total: 1,
    });
    expect(mail.subject).toBe('One new candidate for “Two lines”');
  });
});
