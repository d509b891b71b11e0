// spec 2 (Edit user profile, /EditUserInfo): basic info read-only, the same rules as creation
// (decisions.md 8), the full country list; Update goes to /Profile/myprofile.
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { RequireAccount } from '../../components/RequireAccount';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useUser } from './api';
import { LoadProblem } from './components/LoadProblem';
import { ProfileForm, formValuesOf, profileSaveToast } from './components/ProfileForm';
import './profile.css';

function EditUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const user = useUser(session.id);

  if (user.isPending) return <Spinner />;
  if (user.isError)
    return (
      <LoadProblem message={t('profile.page.loadFailed')} onRetry={() => void user.refetch()} />
    );
  if (!user.data.dataComplete) return <Navigate to="/Userform" replace />;
  return (
    <section className="page profile-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('profile.form.editTitle')}</h1>
      <ProfileForm
        mode="edit"
        defaultValues={formValuesOf(user.data)}
        onSaved={() => {
          notify.success(t('profile.form.updated'), profileSaveToast);
          void navigate('/Profile/myprofile');
        }}
      />
    </section>
  );
}

export function EditUserPage() {
  return (
    <RequireAccount type="User">
      <EditUser />
    </RequireAccount>
  );
}
