// Decisions 254 and 278: the weekly mail of recommended jobs and the alert's description, written
// the way each language writes (brand, quotation marks, list separator, direction).
import { describe, expect, it } from 'vitest';
import { alertDescription } from './alertDescription';
import { jobRecommendationMail } from './recommendationMail';

const posting = {
  title: 'Data analyst',
  companyName: 'Nile Data',
  country: 'EG',
  city: 'Cairo',
  fit: 82,
  reason: 'Skills: SQL',
  url: 'https://jobs.example.org/jobs/1',
};

describe('jobRecommendationMail', () => {
  it('writes Arabic with the Arabic brand, comma and direction', () => {
    const mail = jobRecommendationMail({
      lang: 'ar',
      name: 'أحمد',
      postings: [posting, { ...posting, title: 'محلل بيانات', fit: 70 }],
      homeUrl: 'https://jobs.example.org/Profile/Jobs',
      unsubscribeUrl:
        'https://jobs.example.org/job-alerts/unsubscribe?token=t&list=recommendations',
    });
    expect(mail.subject).toBe('وظائف مقترحة لك هذا الأسبوع (2)');
    expect(mail.text).toContain('مرحبًا أحمد،');
    expect(mail.text).toContain('Cairo، مصر');
    expect(mail.text).toContain('التوافق 82 من 100');
    expect(mail.text).toContain('تالنت بول');
    expect(mail.text).not.toContain('TalentPool');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('writes English, one posting in the subject, no empty greeting, at most five', () => {
    const one = jobRecommendationMail({
      lang: 'en',
      name: '',
      postings: [posting],
      homeUrl: 'h',
      unsubscribeUrl: 'u',
    });
    expect(one.subject).toBe('A job recommended for you this week');
    expect(one.text.startsWith('Hello,\n')).toBe(true);
    expect(one.text).toContain('Nile Data · Cairo, Egypt · fit 82 of 100');
    const many = jobRecommendationMail({
      lang: 'en',
      name: 'Laila',
      postings: Array.from({ length: 8 }, (_, i) => ({ ...posting, title: `Job ${i}` })),
      homeUrl: 'h',
      unsubscribeUrl: 'u',
    });
    expect(many.subject).toBe('5 jobs recommended for you this week');
    expect(many.text).not.toContain('Job 5');
  });
});

describe('alertDescription', () => {
  it('quotes the words as each language does', () => {
    expect(alertDescription({ q: 'data', field: null, country: null, city: null }, 'en', '-')).toBe(
      '“data”',
    );
    expect(
      alertDescription({ q: 'بيانات', field: null, country: 'EG', city: null }, 'ar', '-'),
    ).toBe('«بيانات» · مصر');
  });
});

describe('jobAlertMail', () => {
  it('greets a seeker without a name yet without an empty name', async () => {
    const { jobAlertMail } = await import('./alertMail');
    const mail = jobAlertMail({
      lang: 'ar',
      name: '',
      alert: { q: 'بيانات', field: null, country: 'EG', city: null },
      day: '2026-12-05',
      postings: [{ ...posting, title: 'محلل بيانات' }],
      homeUrl: 'h',
      unsubscribeUrl: 'u',
    });
    expect(mail.text.startsWith('مرحبًا،\n')).toBe(true);
    expect(mail.text).toContain('«بيانات»');
  });
});
