// spec 2 (User profile, /Profile/myprofile): the full profile when dataComplete is set, otherwise
// the empty state with 'Set Up My Profile'. A failed load is shown with a retry (decisions.md 8).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../lib/session';
import { useUser } from './api';
import { LoadProblem } from './components/LoadProblem';
import { OwnData } from './components/OwnData';
import { PrivacySettings } from './components/PrivacySettings';
import { ProfileView } from './components/ProfileView';
import './profile.css';

export function MyProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useUser(session.id);

  if (user.isPending) return <Spinner />;
  if (user.isError)
    return (
      <LoadProblem message={t('profile.page.loadFailed')} onRetry={() => void user.refetch()} />
    );
  if (!user.data.dataComplete) {
    return (
      <section className="page profile-page empty-profile" aria-labelledby="page-title">
        <h1 id="page-title">{t('profile.page.title')}</h1>
        <p>{t('profile.page.empty')}</p>
        <p>
          <Link to="/Userform" className="button">
            {t('profile.page.setUp')}
          </Link>
        </p>
        <PrivacySettings current={user.data} />
        <OwnData />
      </section>
    );
  }
  return (
    <section className="profile-page profile-stack" aria-label={t('profile.page.title')}>
      <ProfileView user={user.data} owner />
      <PrivacySettings current={user.data} />
      <OwnData />
    </section>
  );
}
