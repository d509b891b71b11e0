// spec 2 (Profile creation form, /Userform): after a successful save a modal shows
// 'Congratulations!' with 'See Results' to /Profile/myprofile. Issue 37: the form starts from
// the person's CV when the server has one of theirs (GET user/cv-proposal).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { profileFormFromCv } from '@talentpool/domain/cv/profileProposal';
import { initialProfileForm } from '@talentpool/domain/profile/schema';
import { RequireAccount } from '../../components/RequireAccount';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useCvProposal, useUser } from './api';
import { Dialog } from './components/Dialog';
import { LoadProblem } from './components/LoadProblem';
import { ProfileForm, profileSaveToast } from './components/ProfileForm';
import './profile.css';

function UserForm() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useUser(session.id);
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  // Issue 37: the form starts from the person's own CV when they sent one (as a guest, then
  // confirmed it as theirs). A proposal that cannot be read leaves the form empty, never blocked.
  const proposal = useCvProposal(Boolean(user.data && !user.data.dataComplete));
  const start = useMemo(() => {
    const found = proposal.data?.proposal;
    if (!found) return { values: initialProfileForm(), fromCv: undefined };
    const { values, fromCv } = profileFormFromCv(initialProfileForm(), found);
    return {
      values,
      fromCv: {
        fileName: found.fileName,
        jobTitle: found.jobTitle,
        companyName: found.companyName,
        fields: fromCv,
      },
    };
  }, [proposal.data]);

  let body;
  if (user.isPending || (proposal.isPending && proposal.fetchStatus !== 'idle')) body = <Spinner />;
  else if (user.isError)
    body = (
      <LoadProblem message={t('profile.page.loadFailed')} onRetry={() => void user.refetch()} />
    );
  // A complete profile is changed on the edit screen, where basic info is read-only.
  else if (user.data.dataComplete && !done) return <Navigate to="/EditUserInfo" replace />;
  else
    body = (
      <ProfileForm
        mode="create"
        defaultValues={start.values}
        fromCv={start.fromCv}
        onSaved={() => {
          // The Congratulations dialog says it was saved; an earlier try's error goes.
          notify.dismiss(profileSaveToast);
          setDone(true);
        }}
      />
    );

  return (
    <section className="page profile-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('profile.form.createTitle')}</h1>
      {body}
      <Dialog
        open={done}
        onClose={() => void navigate('/Profile/myprofile')}
        labelledBy="done-title"
        className="done-dialog"
      >
        <h2 id="done-title">{t('profile.done.title')}</h2>
        <p>{t('profile.done.body')}</p>
        <Link to="/Profile/myprofile" className="button">
          {t('profile.done.seeResults')}
        </Link>
      </Dialog>
    </section>
  );
}

export function UserFormPage() {
  return (
    <RequireAccount type="User">
      <UserForm />
    </RequireAccount>
  );
}
