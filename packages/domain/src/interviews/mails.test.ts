// The interview mail's HTML part: the video link is a link to click (decisions.md 17), in both
// languages; other details stay text; an address cannot break out of its attribute.
import { describe, expect, it } from 'vitest';
import { detailValueHtml, interviewMail } from './mails';

const input = {
  kind: 'invitation' as const,
  recipient: 'applicant' as const,
  name: 'Amal',
  candidateName: 'Amal',
  title: 'Fleet planner',
  companyName: 'Nile Logistics',
  startsAt: new Date('2027-07-15T07:00:00Z'),
  durationMinutes: 60,
  timeZone: 'Africa/Cairo',
  location: 'Head office, room 2',
  videoUrl: 'https://meet.example.com/abc?x=1&y=2',
};

describe('interview mails', () => {
  it.each(['en', 'ar'] as const)('makes the video link clickable in HTML (%s)', (lang) => {
    const mail = interviewMail({ ...input, lang });
    expect(mail.html).toContain(
      '<a href="https://meet.example.com/abc?x=1&amp;y=2" dir="ltr">https://meet.example.com/abc?x=1&amp;y=2</a>',
    );
    expect(mail.html).toContain('<span dir="auto">Head office, room 2</span>');
    expect(mail.text).toContain('https://meet.example.com/abc?x=1&y=2');
  });

  it('links only web addresses, escaped', () => {
    expect(detailValueHtml('javascript:alert(1)')).toBe(
      '<span dir="auto">javascript:alert(1)</span>',
    );
    expect(detailValueHtml('https://x.example/"><b>')).toBe(
      '<a href="https://x.example/&quot;&gt;&lt;b&gt;" dir="ltr">https://x.example/&quot;&gt;&lt;b&gt;</a>',
    );
    expect(detailValueHtml('see https://x.example')).toBe(
      '<span dir="auto">see https://x.example</span>',
    );
    expect(detailValueHtml('https://x.example/a"b')).toBe(
      '<a href="https://x.example/a&quot;b" dir="ltr">https://x.example/a&quot;b</a>',
    );
  });
});

describe("the interviewer's mail names the applicant (issue 37)", () => {
  const interviewer = {
    ...input,
    recipient: 'interviewer' as const,
    name: 'Ines',
    candidateName: 'Salma Ali',
    title: 'Data Analyst (Cairo)',
  };

  it('isolates names and the title in Arabic: FSI...PDI in the text, <bdi> in the HTML', () => {
    const mail = interviewMail({ ...interviewer, lang: 'ar' });
    expect(mail.text).toContain(
      'ستُجري مقابلة مع \u2068Salma Ali\u2069 لوظيفة \u2068Data Analyst (Cairo)\u2069.',
    );
    expect(mail.text).toContain('مرحبًا \u2068Ines\u2069،');
    expect(mail.html).toContain(
      'ستُجري مقابلة مع <bdi>Salma Ali</bdi> لوظيفة <bdi>Data Analyst (Cairo)</bdi>.',
    );
    // The subject is one header line, as before.
    expect(mail.subject).not.toMatch(/[\u2068\u2069]/);
  });

  it('leaves English mails as they were', () => {
    const mail = interviewMail({ ...interviewer, lang: 'en' });
    expect(mail.text).toContain('You interview Salma Ali for Data Analyst (Cairo).');
    expect(mail.text).not.toMatch(/[\u2068\u2069]/);
    expect(mail.html).not.toContain('<bdi>');
  });

  it('says the CV gave no name, in the mail language, for an imported CV without one', () => {
    expect(interviewMail({ ...interviewer, lang: 'en', candidateName: null }).text).toContain(
      'You interview an applicant whose CV gave no name for',
    );
    expect(interviewMail({ ...interviewer, lang: 'ar', candidateName: '  ' }).text).toContain(
      '\u2068متقدّم لم تذكر سيرته الذاتية اسمًا\u2069',
    );
  });
});
