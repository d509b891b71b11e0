// Decision 137 (issue 21): /alerts/unsubscribe/{token}, the link at the foot of a saved search's
// daily mail. Once clicked it says which search will no longer be mailed, and where to turn it on
// again. The page itself is the shared UnsubscribeConfirmation.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { UnsubscribeConfirmation } from '../../components/UnsubscribeConfirmation';
import { useUnsubscribe } from './api';
import './pools.css';

export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <UnsubscribeConfirmation
      name="unsubscribe-page"
      token={token}
      unsubscribe={useUnsubscribe()}
      texts={{
        title: t('pools.unsubscribe.title'),
        intro: t('pools.unsubscribe.intro'),
        invalid: t('pools.unsubscribe.invalid'),
        confirm: t('pools.unsubscribe.confirm'),
      }}
      done={(answer) => (
        <>
          <p>{t('pools.unsubscribe.done', { name: answer.name })}</p>
          <p className="muted">{t('pools.unsubscribe.again')}</p>
          <Link to="/Company/Filter">{t('pools.unsubscribe.toSearch')}</Link>
        </>
      )}
    />
  );
}
