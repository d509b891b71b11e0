// Issue 41 (decisions.md 20): /Company/Offers, what waits for the member: the offers whose
// approval is their turn, oldest first (listMyOfferApprovals), with the way to the application.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSalary } from '@talentpool/domain/offers/letter';
import { Spinner } from '../../components/Spinner';
import { formatDay } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { notify } from '../../lib/notify';
import { useOfferAction, useWaitingOffers, type WaitingOffer } from './api';
import './offers.css';

export function WaitingOffersPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const waiting = useWaitingOffers();
  return (
    <section className="offers-section" aria-labelledby="page-title">
      <h1 id="page-title">{t('offers.waiting.title')}</h1>
      <p className="muted">{t('offers.waiting.intro')}</p>
      {waiting.isPending ? (
        <Spinner />
      ) : waiting.isError ? (
        <p role="alert">{problemText(waiting.error, lang)}</p>
      ) : waiting.data.offers.length === 0 ? (
        <p>{t('offers.waiting.none')}</p>
      ) : (
        <ul aria-label={t('offers.waiting.title')}>
          {waiting.data.offers.map((offer) => (
            <li key={offer._id}>
              <p>
                <strong>
                  {t('offers.waiting.candidate', {
                    name: offer.candidateName,
                    job: offer.jobTitle,
                  })}
                </strong>
              </p>
              <p>
                {offer.salary ? formatSalary(offer.salary, lang) : null} ·{' '}
                {formatDay(offer.startDate, lang)}
              </p>
              <Approve offer={offer} />{' '}
              <Link to={`/CompanyView/Jobs/${offer.jobId}`}>{t('offers.waiting.open')}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Approve from the list (rejecting, with its reason, is in the application's panel). */
function Approve({ offer }: { offer: WaitingOffer }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const action = useOfferAction(offer.applicationId);
  return (
    <button
      type="button"
      className="primary"
      disabled={action.isPending}
      aria-label={`${t('offers.section.approve')}: ${offer.candidateName}`}
      onClick={() =>
        void action
          .mutateAsync({ offerId: offer._id, action: 'approve' })
          .then(() => notify.success(t('offers.section.approved')))
          .catch((err: unknown) => notify.error(problemText(err, lang)))
      }
    >
      {t('offers.section.approve')}
    </button>
  );
}
