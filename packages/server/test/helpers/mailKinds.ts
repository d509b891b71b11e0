// One mail of each kind, in a language, built by the code that builds it in production (decisions.md
// 17, decisions 183 and 184): the SpamAssassin score test and the mail-links test send these
// through the real mailer. A new kind of mail belongs here.
import { interviewMail, offerMail } from '@talentpool/domain/interviews/mails';
import type { Language } from '@talentpool/domain/language';
import { invitationMail as linkInvitationMail } from '@talentpool/domain/links/invitationMail';
import { invitationMail as memberInvitationMail } from '@talentpool/domain/members/invitationMail';
import { stageMail } from '@talentpool/domain/jobs/stageMail';
import { applicantDigestMail } from '@talentpool/domain/notifications/digestMail';
import { digestUnsubscribePage } from '@talentpool/domain/notifications/schemas';
import { savedSearchAlertMail } from '@talentpool/domain/pools/alertMail';
import { jobAlertMail } from '@talentpool/domain/seeker/alertMail';
import { jobRecommendationMail } from '@talentpool/domain/seeker/recommendationMail';
import { verificationMail } from '../../src/features/accounts/mails';
import { interviewInvitation } from '../../src/features/interviews/calendar';
import { listMailHeaders, type MailMessage } from '../../src/plugins/app/mailer';

export const publicUrl = 'https://talentpool.example';

const startsAt = new Date('2027-07-15T07:00:00Z');
const expiresAt = new Date('2027-07-01T00:00:00Z');

/** One mail of each kind, in the language, as production builds it. */
export function mailKindsIn(lang: Language): Array<[string, MailMessage]> {
  const interview = {
    lang,
    recipient: 'applicant' as const,
    name: lang === 'ar' ? 'أمل حسن' : 'Amal Hassan',
    candidateName: lang === 'ar' ? 'أمل حسن' : 'Amal Hassan',
    title: lang === 'ar' ? 'مخطط أسطول' : 'Fleet planner',
    companyName: 'Nile Logistics',
    startsAt,
    durationMinutes: 60,
    timeZone: 'Africa/Cairo',
    location: 'Head office, room 2',
    videoUrl: 'https://meet.example.com/nile-7',
  };
  const calendar = interviewInvitation(
    {
      uid: '0f6c1f3e-5d7e-4a8b-9c1d-2e3f4a5b6c7d',
      sequence: 0,
      status: 'scheduled',
      startsAt,
      durationMinutes: 60,
      timeZone: 'Africa/Cairo',
      location: interview.location,
      videoUrl: interview.videoUrl,
      summary: `${interview.title} – ${interview.name}`,
      description: 'Nile Logistics',
      organizer: { name: 'Rana Recruiter', email: 'rana@nile-logistics.example' },
      attendees: [{ name: interview.name, email: 'amal@example.com' }],
      updatedAt: new Date('2026-12-06T08:00:00Z'),
    },
    'REQUEST',
  );
  const to = 'amal@example.com';

  const token = '3f1c9a52-1d2e-4b7f-9a8c-0e1f2a3b4c5d.Qk1Yc3R1dmFsdWVvZnRoZW1hYw';
  return [
    [
      'verification',
      verificationMail(
        to,
        `${publicUrl}/api/user/verify?token=AbCdEf0123456789AbCdEf0123456789`,
        lang,
      ),
    ],
    [
      'questionnaire invitation',
      {
        to,
        ...linkInvitationMail({
          lang,
          companyName: 'Nile Logistics',
          link: `${publicUrl}/identification/Xy12Ab34Cd56Ef78Gh90`,
          expiresAt,
          jobTitle: interview.title,
        }),
      },
    ],
    [
      'member invitation',
      {
        to,
        ...memberInvitationMail({
          lang,
          companyName: 'Nile Logistics',
          inviterName: 'Rana Recruiter',
          role: 'interviewer',
          link: `${publicUrl}/join/Xy12Ab34Cd56Ef78Gh90Ij12`,
          expiresAt,
        }),
      },
    ],
    [
      'stage change',
      {
        to,
        ...stageMail({
          lang,
          stage: 'interview',
          title: interview.title,
          companyName: 'Nile Logistics',
          link: `${publicUrl}/Profile/Applications`,
        }),
      },
    ],
    [
      'interview invitation',
      {
        to,
        ...interviewMail({ ...interview, kind: 'invitation' }),
        icalEvent: { method: 'REQUEST', content: calendar },
      },
    ],
    [
      'interview slots offer',
      {
        to,
        ...offerMail({
          lang,
          name: interview.name,
          title: interview.title,
          companyName: 'Nile Logistics',
          link: `${publicUrl}/schedule/Xy12Ab34Cd56Ef78Gh90Ij12`,
          expiresAt,
          slots: [{ startsAt, durationMinutes: 45 }],
          timeZone: 'Africa/Cairo',
        }),
      },
    ],
    [
      'applicant digest',
      {
        to,
        ...applicantDigestMail({
          lang,
          memberName: interview.name,
          day: '2026-12-05',
          postings: [
            {
              title: interview.title,
              applicants: ['Mona Saleh', 'Zaid Omar'],
              url: `${publicUrl}/CompanyView/Jobs/1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9`,
            },
          ],
          settingsUrl: `${publicUrl}/Company/Security#notifications`,
          unsubscribeUrl: `${publicUrl}${digestUnsubscribePage(token)}`,
        }),
        headers: listMailHeaders({
          publicUrl,
          list: 'applicant-digest',
          name: 'TalentPool applicant digest',
          oneClickUrl: `${publicUrl}/api/notifications/digest/unsubscribe?token=${token}`,
        }),
      },
    ],
    [
      'saved-search alert',
      {
        to,
        ...savedSearchAlertMail({
          lang,
          memberName: interview.name,
          searchName: 'Planners in Cairo',
          candidates: [
            {
              name: 'Mona Saleh',
              jobPosition: 'Planner',
              yearsOfExp: '3-5 years',
              url: `${publicUrl}/viewProfile/1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9`,
            },
          ],
          total: 1,
          searchUrl: `${publicUrl}/Company/Filter?saved=1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9`,
          unsubscribeUrl: `${publicUrl}/alerts/unsubscribe/AbCdEf0123456789AbCdEf0123456789AbCdEf01234`,
        }),
        headers: listMailHeaders({
          publicUrl,
          list: 'saved-search-alerts',
          name: 'TalentPool saved-search alerts',
          oneClickUrl: `${publicUrl}/api/saved-searches/unsubscribe/AbCdEf0123456789AbCdEf0123456789AbCdEf01234`,
        }),
      },
    ],
    [
      'job alert',
      {
        to,
        ...jobAlertMail({
          lang,
          name: interview.name,
          alert: { q: 'planner', field: 'Transportation', country: 'EG', city: null },
          day: '2027-07-14',
          postings: [
            {
              title: interview.title,
              companyName: 'Nile Logistics',
              country: 'EG',
              city: 'Cairo',
              url: `${publicUrl}/jobs/1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9`,
            },
          ],
          homeUrl: `${publicUrl}/Profile/Jobs`,
          unsubscribeUrl: `${publicUrl}/job-alerts/unsubscribe?token=1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9.AbCdEf0123456789`,
        }),
        headers: listMailHeaders({
          publicUrl,
          list: 'job-alerts',
          name: 'TalentPool job alerts',
          oneClickUrl: `${publicUrl}/api/jobAlerts/unsubscribe?token=1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9.AbCdEf0123456789`,
        }),
      },
    ],
    [
      // Decision 278.
      'weekly recommended jobs',
      {
        to,
        ...jobRecommendationMail({
          lang,
          name: interview.name,
          postings: [
            {
              title: interview.title,
              companyName: 'Nile Logistics',
              country: 'EG',
              city: 'Cairo',
              fit: 82,
              reason: lang === 'ar' ? 'المهارات: إكسل' : 'Skills: Excel',
              url: `${publicUrl}/jobs/1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9`,
            },
          ],
          homeUrl: `${publicUrl}/Profile/Jobs`,
          unsubscribeUrl: `${publicUrl}/job-alerts/unsubscribe?token=2c3d4e5f-6071-4829-93a4-b5c6d7e8f9a0.AbCdEf0123456789&list=recommendations`,
        }),
        headers: listMailHeaders({
          publicUrl,
          list: 'job-recommendations',
          name: 'TalentPool job recommendations',
          oneClickUrl: `${publicUrl}/api/jobRecommendations/unsubscribe?token=2c3d4e5f-6071-4829-93a4-b5c6d7e8f9a0.AbCdEf0123456789`,
        }),
      },
    ],
  ];
}
