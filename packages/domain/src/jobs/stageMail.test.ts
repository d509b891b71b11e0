import { describe, expect, it } from 'vitest';
import { defaultStageKeys, defaultStages, findStage } from '../process/stages';
import { invitationMail } from '../links/invitationMail';
import { stageMail, stageName } from './stageMail';

function defaultStage(key: string) {
  const found = findStage(defaultStages, key);
  if (!found) throw new Error(`no default stage ${key}`);
  return found;
}

describe('stageMail', () => {
  it("names a posting's own stage and words the mail by the stage's kind", () => {
    const mail = stageMail({
      lang: 'ar',
      stage: { name: { en: 'Phone screen', ar: 'مكالمة هاتفية' }, kind: 'active' },
      title: 'محلل',
      companyName: 'أكمي',
      link: null,
    });
    expect(mail.text).toContain('مكالمة هاتفية');
    const declined = stageMail({
      lang: 'en',
      stage: { name: { en: 'Not now', ar: 'ليس الآن' }, kind: 'rejected' },
      title: 'Analyst',
      companyName: 'Acme',
      link: null,
    });
    expect(declined.text).toContain('will not continue');
  });

  it('tells the applicant the new stage in their language', () => {
    const en = stageMail({
      lang: 'en',
      stage: defaultStage('interview'),
      title: 'Data analyst',
      companyName: 'Acme',
      link: 'https://talentpool.test/Profile/Applications',
    });
    expect(en.subject).toBe('Your application for Data analyst at Acme');
    expect(en.text).toContain('is now at the stage: Interview.');
    expect(en.text).toContain('https://talentpool.test/Profile/Applications');
    const ar = stageMail({
      lang: 'ar',
      stage: defaultStage('hired'),
      title: 'محلل',
      companyName: 'أكمي',
      link: null,
    });
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.text).toContain('تهانينا');
    expect(ar.text).not.toContain('http');
  });

  it('keeps the subject on one line and escapes HTML', () => {
    const mail = stageMail({
      lang: 'en',
      stage: defaultStage('rejected'),
      title: 'Ops\r\nBcc: x@y.z',
      companyName: '<b>Acme</b>',
      link: null,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Acme');
  });

  it('names every stage in both languages', () => {
    for (const stage of defaultStageKeys) {
      expect(stageName(stage, 'en')).toMatch(/^[A-Z]/);
      expect(stageName(stage, 'ar')).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('invitationMail to a job posting', () => {
  const base = {
    companyName: 'Acme',
    link: 'https://talentpool.test/identification/abc',
    expiresAt: new Date('2026-12-01T00:00:00Z'),
  };

  it('says which posting the link applies to, escaped in HTML, in both languages', () => {
    const en = invitationMail({ ...base, lang: 'en', jobTitle: 'Planner <ops>' });
    expect(en.text).toContain('your application for the job "Planner <ops>"');
    expect(en.html).toContain('Planner &lt;ops&gt;');
    expect(en.html).not.toContain('<ops>');
    const ar = invitationMail({ ...base, lang: 'ar', jobTitle: 'مخطط' });
    expect(ar.text).toContain('"مخطط"');
  });

  it('leaves a plain invitation as it was', () => {
    const plain = invitationMail({ ...base, lang: 'en' });
    expect(plain.text).not.toContain('application for the job');
  });
});
