import { describe, expect, it } from 'vitest';
import { formatInterviewTime, interviewMail, offerMail } from '../interviews/mails';
import { stageMail } from '../jobs/stageMail';
import { formatLinkExpiry } from '../links/invitationMail';
import {
  checkTemplate,
  defaultMailTemplate,
  mailTemplateKeys,
  parseTemplate,
  placeholdersOf,
  problemText,
  renderMail,
  sampleValues,
} from './templates';

describe('parseTemplate', () => {
  it('splits text and placeholders, spaces inside the braces allowed', () => {
    expect(parseTemplate('Hi {{ candidate.name }}, {{job.title}}!', 'stageChange')).toEqual({
      parts: [
        { literal: 'Hi ' },
        { placeholder: 'candidate.name' },
        { literal: ', ' },
        { placeholder: 'job.title' },
        { literal: '!' },
      ],
    });
  });

  it('refuses an unclosed placeholder with its position', () => {
    expect(parseTemplate('About {{job.', 'stageChange')).toEqual({
      problem: { kind: 'broken', text: '{{job.', index: 6 },
    });
    // Closed on a later line is still broken: a placeholder is one line.
    expect(parseTemplate('{{job.title\n}}', 'stageChange')).toMatchObject({
      problem: { kind: 'broken', index: 0 },
    });
  });

  it('refuses an unknown name, a malformed one and a stray closing', () => {
    expect(parseTemplate('x {{ nope }}', 'stageChange')).toEqual({
      problem: { kind: 'unknown', text: '{{ nope }}', index: 2 },
    });
    expect(parseTemplate('{{job title}}', 'stageChange')).toMatchObject({
      problem: { kind: 'broken', text: '{{job title}}' },
    });
    expect(parseTemplate('{{}}', 'stageChange')).toMatchObject({ problem: { kind: 'broken' } });
    expect(parseTemplate('job.title}} here', 'stageChange')).toMatchObject({
      problem: { kind: 'broken', index: 9 },
    });
  });

  it('refuses a placeholder the key cannot fill', () => {
    expect(parseTemplate('{{reason}}', 'stageChange')).toMatchObject({
      problem: { kind: 'notAllowed', text: '{{reason}}' },
    });
    expect(parseTemplate('{{reason}}', 'rejection')).toEqual({
      parts: [{ placeholder: 'reason' }],
    });
  });

  it('names the problem and the allowed placeholders in both languages', () => {
    const problems = checkTemplate('stageChange', { subject: 'ok', body: 'Hi {{ nope }}' });
    expect(problems.subject).toBeUndefined();
    const problem = problems.body;
    if (!problem) throw new Error('expected a problem');
    expect(problemText(problem, 'stageChange', 'en')).toBe(
      '{{ nope }} is not a placeholder. Use one of: {{candidate.name}}, {{job.title}}, {{company.name}}, {{stage.name}}, {{link}}',
    );
    expect(problemText(problem, 'stageChange', 'ar')).toContain('{{ nope }}');
  });
});

describe('renderMail', () => {
  it('keeps values as text: escaped in HTML, one line in the subject', () => {
    const mail = renderMail(
      'stageChange',
      'en',
      {
        subject: 'For {{candidate.name}}',
        body: 'Dear {{candidate.name}},\n\nAt {{company.name}}.',
      },
      { 'candidate.name': '<script>alert(1)</script>\nBcc: x@y', 'company.name': 'A & B' },
    );
    expect(mail.subject).toBe('For <script>alert(1)</script> Bcc: x@y');
    expect(mail.subject).not.toContain('\n');
    expect(mail.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('At A &amp; B.');
    expect(mail.text).toContain('Dear <script>alert(1)</script>');
  });

  it('leaves out a line whose placeholder has no value, and links the link', () => {
    const template = defaultMailTemplate('stageChange', 'en');
    const values = { 'job.title': 'Analyst', 'company.name': 'Acme', 'stage.name': 'Interview' };
    const guest = renderMail('stageChange', 'en', template, values);
    expect(guest.text).not.toContain('See your applications');
    const user = renderMail('stageChange', 'en', template, {
      ...values,
      link: 'https://x.test/a?b=1&c=2',
    });
    expect(user.text).toContain('See your applications: https://x.test/a?b=1&c=2');
    expect(user.html).toContain('<a href="https://x.test/a?b=1&amp;c=2" dir="ltr">');
  });

  it('writes Arabic right to left', () => {
    const mail = renderMail(
      'rejection',
      'ar',
      defaultMailTemplate('rejection', 'ar'),
      sampleValues('ar'),
    );
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
  });
});

describe('default templates', () => {
  it('are sound for every key and language and fill completely from the sample', () => {
    for (const key of mailTemplateKeys) {
      for (const lang of ['en', 'ar'] as const) {
        const template = defaultMailTemplate(key, lang);
        expect(checkTemplate(key, template)).toEqual({});
        const mail = renderMail(key, lang, template, sampleValues(lang));
        expect(mail.subject).not.toMatch(/[{}]/);
        expect(mail.text).not.toMatch(/\{\{|\}\}/);
        expect(placeholdersOf[key].length).toBeGreaterThan(0);
      }
    }
  });

  it('announce an offer at a move to an offer stage, never as a stage change (decision 273)', () => {
    const cases = [
      ['en', /would like to make you an offer for "Data analyst"/, /separate mail/],
      ['ar', /ترغب .*شركة المثال.* في أن تقدّم لك عرضًا لوظيفة/, /رسالة منفصلة/],
    ] as const;
    for (const [lang, says, next] of cases) {
      const mail = renderMail(
        'offer',
        lang,
        defaultMailTemplate('offer', lang),
        sampleValues(lang),
      );
      expect(mail.text).toMatch(says);
      expect(mail.text).toMatch(next);
      expect(mail.subject).toContain(lang === 'en' ? 'make you an offer' : 'عرضًا وظيفيًا');
      // Not the stage-change words ("…is now at the stage: Offer" / "في مرحلة: العرض").
      const stageWords = renderMail(
        'stageChange',
        lang,
        defaultMailTemplate('stageChange', lang),
        sampleValues(lang),
      ).text.split('\n')[2];
      expect(stageWords).toBeTruthy();
      expect(mail.text).not.toContain(stageWords);
      expect(mail.text).not.toMatch(/is now at the stage|في مرحلة/);
    }
  });

  it('say what the stage mail said before templates (nothing changes for who edits nothing)', () => {
    const before = stageMail({
      lang: 'ar',
      stage: 'interview',
      title: 'محلل',
      companyName: 'أكمي',
      link: 'https://talentpool.test/Profile/Applications',
    });
    const now = renderMail('stageChange', 'ar', defaultMailTemplate('stageChange', 'ar'), {
      'job.title': 'محلل',
      'company.name': 'أكمي',
      'stage.name': 'المقابلة',
      link: 'https://talentpool.test/Profile/Applications',
    });
    expect(now.subject).toBe(before.subject);
    expect(now.text).toBe(before.text);
  });

  it('say what the interview mails said before templates: a cancellation, the offer of times', () => {
    const startsAt = new Date('2026-12-01T08:00:00Z');
    const common = {
      lang: 'ar' as const,
      name: 'ليلى',
      title: 'محلل',
      companyName: 'أكمي',
    };
    const cancelled = interviewMail({
      ...common,
      kind: 'cancellation',
      recipient: 'applicant',
      candidateName: 'ليلى',
      startsAt,
      durationMinutes: 45,
      timeZone: 'Asia/Riyadh',
      location: null,
      videoUrl: null,
    });
    const now = renderMail(
      'interviewCancellation',
      'ar',
      defaultMailTemplate('interviewCancellation', 'ar'),
      {
        'candidate.name': 'ليلى',
        'job.title': 'محلل',
        'company.name': 'أكمي',
        'interview.when': formatInterviewTime(startsAt, 'Asia/Riyadh', 'ar'),
      },
    );
    expect(now.subject).toBe(cancelled.subject);
    expect(now.text).toBe(cancelled.text);

    const expiresAt = new Date('2026-12-08T08:00:00Z');
    const slots = [
      { startsAt, durationMinutes: 30 },
      { startsAt: new Date('2026-12-02T08:00:00Z'), durationMinutes: 60 },
    ];
    const offered = offerMail({
      ...common,
      lang: 'en',
      link: 'https://talentpool.test/schedule/abc',
      expiresAt,
      slots,
      timeZone: 'Asia/Riyadh',
    });
    const times = slots
      .map(
        (slot) =>
          `- ${formatInterviewTime(slot.startsAt, 'Asia/Riyadh', 'en')}, ${slot.durationMinutes} minutes`,
      )
      .join('\n');
    const template = renderMail(
      'interviewSlots',
      'en',
      defaultMailTemplate('interviewSlots', 'en'),
      {
        'candidate.name': 'ليلى',
        'job.title': 'محلل',
        'company.name': 'أكمي',
        'interview.slots': times,
        link: 'https://talentpool.test/schedule/abc',
        'link.expires': formatLinkExpiry(expiresAt, 'en'),
      },
    );
    expect(template.subject).toBe(offered.subject);
    expect(template.text).toBe(offered.text);
    // Each offered time on its own line in the HTML part too.
    expect(template.html).toMatch(/30 minutes<br>\n- /);
  });
});

describe('titles in an Arabic mail keep their brackets (issue 37)', () => {
  it('isolates the posting title and names in the text and the HTML', () => {
    const mail = renderMail('rejection', 'ar', defaultMailTemplate('rejection', 'ar'), {
      'candidate.name': 'Salma Ali',
      'job.title': 'Data Analyst (Cairo)',
      'company.name': 'Nile Works',
      reason: 'سبب',
    });
    expect(mail.text).toContain('"\u2068Data Analyst (Cairo)\u2069"');
    expect(mail.html).toContain('<bdi>Data Analyst (Cairo)</bdi>');
    const english = renderMail('rejection', 'en', defaultMailTemplate('rejection', 'en'), {
      'candidate.name': 'Salma Ali',
      'job.title': 'Data Analyst (Cairo)',
      'company.name': 'Nile Works',
      reason: 'reason',
    });
    expect(english.text).toContain('"Data Analyst (Cairo)"');
  });
});

describe("an applicant's Arabic interview mail keeps the title's brackets (issue 37)", () => {
  it('isolates the title and the names of the interview templates', () => {
    const mail = renderMail(
      'interviewInvitation',
      'ar',
      defaultMailTemplate('interviewInvitation', 'ar'),
      {
        'candidate.name': 'Salma Ali',
        'job.title': 'Data Analyst (Cairo)',
        'company.name': 'Nile Works',
        'interview.when': 'الثلاثاء',
      },
    );
    expect(mail.text).toContain('\u2068Data Analyst (Cairo)\u2069');
    expect(mail.html).toContain('<bdi>Data Analyst (Cairo)</bdi>');
  });
});
