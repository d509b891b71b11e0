// spec 2 (User profile, Public profile view): the full display of a profile. Dates show from
// their first 10 characters (day-month-year on the profile, spec 9); the faculty shown is otherf
// when set. In viewing mode (someone else's profile) edit, upload and the hints are hidden. What
// is shown depends on what the server sent: the public view never carries private fields.
import {
  languageLevels,
  noticePeriods,
  salaryText,
  spokenLanguages,
} from '@talentpool/domain/profile/seekerDetails';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageSchema, type Language } from '@talentpool/domain/language';
import {
  countryLabel,
  faculties,
  hiringBodies,
  hlOfEdu,
  jobRoles,
  professionalFields,
  yearsOfExp,
} from '@talentpool/domain/profile/enums';
import { displayDate, type PublicUser, type User } from '@talentpool/domain/profile/schema';
import { formatCalendarDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { isUploadedFileUrl, openUploadedCv, shareableLink } from '../api';
import { IsiFlagsNote, IsiNormsNote } from '../../../components/IsiTrustNotes';
import { PersonalityDetails } from './PersonalityDetails';
import { PictureUpload } from './PictureUpload';

/** spec 9: the first 10 characters of a date, shown day-month-year on the profile (Arabic:
 * the month by name, docs/decisions/071). */
export function profileDate(value: string | null | undefined, lang: Language = 'en'): string {
  return formatCalendarDate(displayDate(value), lang);
}

type ViewedUser = PublicUser & Partial<User>;

function CvLink({ url }: { url: string }) {
  const { t } = useTranslation();
  if (isUploadedFileUrl(url)) {
    return (
      <button
        type="button"
        className="link-button"
        onClick={() =>
          void openUploadedCv(url).catch(() => notify.error(t('profile.page.cvFailed')))
        }
      >
        {t('profile.page.openCv')}
      </button>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
      {t('profile.page.openCv')}
    </a>
  );
}

function ShareLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const link = shareableLink(id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('profile.page.copied'));
    } catch {
      notify.error(t('profile.page.copyFailed'));
    }
  };
  return (
    <section className="profile-card share" aria-labelledby="share-title">
      <h2 id="share-title">{t('profile.page.share')}</h2>
      <p className="muted">{t('profile.page.shareHint')}</p>
      <div className="share-row">
        <a href={link} className="share-link" dir="ltr" data-testid="share-link">
          {link}
        </a>
        <button type="button" className="secondary" onClick={() => void copy()}>
          {t('profile.page.copy')}
        </button>
      </div>
    </section>
  );
}

export function ProfileView({
  user,
  owner,
  actions,
}: {
  user: ViewedUser;
  owner: boolean;
  /** What the viewer may do with this profile (a company: add to a talent pool). */
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = languageSchema.catch('en').parse(i18n.language);
  const faculty = user.otherf || (user.faculty ? faculties.labelOf(user.faculty, lang) : '');
  const name = user.name ?? '';
  // A value typed by a person (an English address, an e-mail, a phone number) keeps its own
  // direction inside Arabic text: isolated in <bdi>, left to right where it is always Latin.
  const fact = (label: string, value: string | null | undefined, dir?: 'ltr') =>
    value ? (
      <div>
        <dt>{label}</dt>
        <dd>
          <bdi dir={dir}>{value}</bdi>
        </dd>
      </div>
    ) : null;

  return (
    <div className="profile-view">
      <section className="profile-card profile-header" aria-labelledby="profile-name">
        <div className="profile-picture">
          {user.pic ? (
            <img
              src={user.pic}
              alt={t('profile.page.picture', { name })}
              width={160}
              height={160}
            />
          ) : (
            <div
              className="picture-placeholder"
              aria-label={t('profile.page.noPicture')}
              role="img"
            >
              {name.slice(0, 1).toUpperCase()}
            </div>
          )}
          {owner ? <PictureUpload /> : null}
        </div>
        <div className="profile-summary">
          <h1 id="profile-name">{name}</h1>
          <dl className="facts">
            {fact(
              t('profile.page.field'),
              user.jobPosition && professionalFields.labelOf(user.jobPosition, lang),
            )}
            {fact(
              t('profile.page.experience'),
              user.yearsOfExp && yearsOfExp.labelOf(user.yearsOfExp, lang),
            )}
            {fact(t('profile.form.HLOfEdu'), user.HLOfEdu && hlOfEdu.labelOf(user.HLOfEdu, lang))}
            {fact(t('profile.form.faculty'), faculty)}
            {fact(t('profile.form.country'), user.country && countryLabel(user.country, lang))}
            {/* Issue 46: city, languages, notice period, and the salary to whom may see it. */}
            {fact(t('seeker.profile.city'), user.city)}
            {fact(
              t('seeker.profile.languages'),
              (user.languages ?? [])
                .map(
                  (l) =>
                    `${spokenLanguages.labelOf(l.language, lang)} (${languageLevels.labelOf(l.level, lang)})`,
                )
                .join(lang === 'ar' ? '، ' : ', '),
            )}
            {fact(
              t('seeker.profile.noticePeriod'),
              user.noticePeriod && noticePeriods.labelOf(user.noticePeriod, lang),
            )}
            {fact(
              t('seeker.profile.salaryAmount'),
              user.expectedSalary && salaryText(user.expectedSalary, lang),
            )}
          </dl>
          {actions ? <div className="actions">{actions}</div> : null}
          {owner ? (
            <p>
              <Link to="/EditUserInfo" className="button">
                {t('profile.page.edit')}
              </Link>
            </p>
          ) : null}
        </div>
      </section>

      {owner ? <ShareLink id={user._id} /> : null}

      {user.email !== undefined ? (
        <section className="profile-card" aria-labelledby="contact-title">
          <h2 id="contact-title">{t('profile.page.contact')}</h2>
          <dl className="facts">
            {fact(t('profile.page.email'), user.email, 'ltr')}
            {user.contactHidden ? (
              // decisions.md 13: the server left the contact details out; say why.
              <div>
                <dt>{t('profile.page.contactDetails')}</dt>
                <dd className="muted">{t('profile.page.contactHidden')}</dd>
              </div>
            ) : (
              <>
                {fact(t('profile.form.wemail'), user.wemail, 'ltr')}
                {fact(t('profile.form.mobileNO'), user.mobileNO, 'ltr')}
                {fact(t('profile.form.address'), user.address)}
                {fact(t('profile.page.born'), profileDate(user.dateOfBirth, lang))}
              </>
            )}
            {fact(t('profile.page.nationalID'), user.nationalID, 'ltr')}
          </dl>
          {user.CV ? (
            <p>
              <strong>{t('profile.page.cv')}: </strong>
              <CvLink url={user.CV} />
            </p>
          ) : null}
        </section>
      ) : null}

      {user.longTermGoals || user.Motivation ? (
        <section className="profile-card" aria-labelledby="goals-title">
          <h2 id="goals-title">{t('profile.page.goals')}</h2>
          <p className="prewrap" dir="auto">
            {user.longTermGoals}
          </p>
          <h3>{t('profile.page.motivation')}</h3>
          <p className="prewrap" dir="auto">
            {user.Motivation}
          </p>
        </section>
      ) : null}

      {/* Issue 23: a viewer sees only the sections the person filled in; the owner sees them
          all, "None" where empty, as a reminder. */}
      {owner || user.job.length > 0 ? (
        <section className="profile-card" aria-labelledby="work-title">
          <h2 id="work-title">{t('profile.form.workExperience')}</h2>
          {user.job.length === 0 ? <p className="muted">{t('profile.page.none')}</p> : null}
          <ul className="entries">
            {user.job.map((job) => (
              <li key={job._id}>
                <h3>{job.jobtitle}</h3>
                <p className="muted">
                  {jobRoles.labelOf(job.role, lang)} · {hiringBodies.labelOf(job.hiringbody, lang)}
                </p>
                <p>
                  {t('profile.page.from')} {profileDate(job.startDate, lang)}{' '}
                  {t('profile.page.toLower')}{' '}
                  {job.current
                    ? t('seeker.profile.currentJobShown')
                    : profileDate(job.endDate, lang)}
                </p>
                {job.description ? (
                  <p className="prewrap" dir="auto">
                    {job.description}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {owner || user.certificates.length > 0 ? (
        <section className="profile-card" aria-labelledby="certificates-title">
          <h2 id="certificates-title">{t('profile.form.certificates')}</h2>
          {user.certificates.length === 0 ? (
            <p className="muted">{t('profile.page.none')}</p>
          ) : null}
          <ul className="entries">
            {user.certificates.map((c) => (
              <li key={c._id}>
                <h3>{c.name}</h3>
                <p className="muted">{c.body}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {owner || user.internships.length > 0 ? (
        <section className="profile-card" aria-labelledby="internships-title">
          <h2 id="internships-title">{t('profile.form.internships')}</h2>
          {user.internships.length === 0 ? <p className="muted">{t('profile.page.none')}</p> : null}
          <ul className="entries">
            {user.internships.map((i) => (
              <li key={i._id}>
                <h3>{i.position}</h3>
                <p className="muted">{i.place}</p>
                {i.startDate || i.endDate ? (
                  <p>
                    {t('profile.page.from')} {profileDate(i.startDate, lang)} {t('profile.page.to')}{' '}
                    {profileDate(i.endDate, lang)}
                  </p>
                ) : null}
                {i.description ? (
                  <p className="prewrap" dir="auto">
                    {i.description}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {owner || user.generalSkills.length > 0 || user.technicalSkills.length > 0 ? (
        <section className="profile-card" aria-labelledby="skills-title">
          <h2 id="skills-title">{t('profile.form.generalSkills')}</h2>
          <ul className="skill-labels">
            {user.generalSkills.map((s, index) => (
              <li key={`${s.name}-${index}`}>{s.name}</li>
            ))}
          </ul>
          {owner || user.technicalSkills.length > 0 ? (
            <>
              <h3>{t('profile.form.technicalSkills')}</h3>
              <ul className="skill-labels technical">
                {user.technicalSkills.map((s, index) => (
                  <li key={`${s.name}-${index}`}>{s.name}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      <PersonalityDetails user={user}>
        {owner && user.iRes1 === null ? (
          <p className="completion-hint">
            {t('profile.page.completionHint')} <Link to="/q">{t('profile.page.takeTest')}</Link>
          </p>
        ) : null}
        {/* Decision 135: a company's answer carries isiFlags; it sees them and the norms. */}
        {user.isiFlags !== undefined && user.iRes1 !== null ? (
          <>
            <IsiFlagsNote flags={user.isiFlags} audience="company" />
            <IsiNormsNote scores={user} />
          </>
        ) : null}
      </PersonalityDetails>
    </div>
  );
}
