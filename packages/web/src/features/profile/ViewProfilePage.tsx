// spec 2 (Public profile view, /viewProfile/{id}): works logged out through the public API; a
// company (and the user themself) sees the full profile through GET user/{id}. The sidebar is the
// viewer's. The id comes from the route or from session storage (viewID).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Sidebar } from '../../components/AccountLayout';
import { AddToPool } from '../../components/pools/AddToPool';
import { CandidateActions } from '../../components/candidateActions/CandidateActions';
import { CandidateNotes } from '../../components/candidateActions/CandidateNotes';
import { backParam, resultsPathOf } from '../../components/candidateActions/backToResults';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { getViewId, useSession } from '../../lib/session';
import { usePublicUser, useUser } from './api';
import { LoadProblem } from './components/LoadProblem';
import { ProfileView } from './components/ProfileView';
import './profile.css';

/** A profile that cannot be shown still gets a page with its heading, saying why. */
function ProfileNotice({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="profile-notice-title">
      <h1 id="profile-notice-title">{t('profile.view.title')}</h1>
      {children}
    </section>
  );
}

function ViewedProfile({ id }: { id: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const full = session.type === 'Company' || (session.type === 'User' && session.id === id);
  const privateQuery = useUser(full ? id : null);
  const publicQuery = usePublicUser(id, !full);
  const query = full ? privateQuery : publicQuery;

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ProfileNotice>
        <LoadProblem
          message={missing ? t('profile.view.notFound') : t('profile.view.loadFailed')}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
      </ProfileNotice>
    );
  }
  if (!query.data.dataComplete) {
    return (
      <ProfileNotice>
        <p className="muted">{t('profile.view.notComplete')}</p>
      </ProfileNotice>
    );
  }
  // Decision 137: a company adds the candidate to one of its talent pools from here; decision
  // 146: adds them to a pipeline, invites them to apply, and keeps its own notes on them.
  const company = session.type === 'Company';
  const name = query.data.name ?? '';
  return (
    <>
      <ProfileView
        user={query.data}
        owner={false}
        actions={
          company ? (
            <>
              <AddToPool userIds={[id]} name={name || undefined} />
              <CandidateActions userId={id} name={name} />
            </>
          ) : undefined
        }
      />
      {company ? <CandidateNotes userId={id} /> : null}
    </>
  );
}

export function ViewProfilePage() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const id = params.id ?? getViewId();
  // Decision 146: opened from the search results, the way back keeps their search and page.
  const [searchParams] = useSearchParams();
  const back = session.type === 'Company' ? resultsPathOf(searchParams.get(backParam)) : null;
  const content = id ? (
    <>
      {back ? (
        <Link className="back-to-results" to={back}>
          {t('candidateActionsShared.backToResults')}
        </Link>
      ) : null}
      <ViewedProfile id={id} />
    </>
  ) : (
    <ProfileNotice>
      <p className="muted">{t('profile.view.noId')}</p>
    </ProfileNotice>
  );
  if (!session.loggedIn || !session.type) {
    return <section className="profile-page">{content}</section>;
  }
  return (
    <div className="account-layout">
      <Sidebar type={session.type} />
      <div className="account-content profile-page">{content}</div>
    </div>
  );
}
