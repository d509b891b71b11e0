// Issue 41 (decisions.md 20, decision 271): /Company/Approvals (and /Company/Offers, its first
// address), what waits for the member: the offers whose approval is their turn
// (listMyOfferApprovals) and the job postings whose publish is their turn
// (listMyPostingApprovals), oldest first, each with its way to approve (and, for a posting,
// reject with a reason) and to the thing itself.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WaitingPostingApproval } from '@talentpool/domain/jobs/approval';
import { formatSalary } from '@talentpool/domain/offers/letter';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { formatDate, formatDay } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { notify } from '../../lib/notify';
import {
  useOfferAction,
  usePostingDecision,
  useWaitingOffers,
  useWaitingPostings,
  type WaitingOffer,
} from './api';
import './offers.css';

export function WaitingOffersPage() {
  const { t } = useTranslation();
  return (
    <section className="offers-section" aria-labelledby="page-title">
      <h1 id="page-title">{t('offers.approvals.title')}</h1>
      <WaitingOffers />
      <WaitingPostings />
    </section>
  );
}

function WaitingOffers() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const waiting = useWaitingOffers(page);
  return (
    <section aria-labelledby="waiting-offers">
      <h2 id="waiting-offers">{t('offers.waiting.title')}</h2>
      <p className="muted">{t('offers.waiting.intro')}</p>
      {waiting.isPending ? (
        <Spinner />
      ) : waiting.isError ? (
        <p role="alert">{problemText(waiting.error, lang)}</p>
      ) : waiting.data.offers.length === 0 && waiting.data.total === 0 ? (
        <p>{t('offers.waiting.none')}</p>
      ) : (
        <>
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
          <Pager
            page={waiting.data.page}
            total={waiting.data.total}
            pageSize={waiting.data.pageSize}
            onPage={setPage}
            label={t('offers.waiting.title')}
          />
        </>
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

/** Decision 271: the job postings whose publish waits for the member's approval. */
function WaitingPostings() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const waiting = useWaitingPostings(page);
  return (
    <section aria-labelledby="waiting-postings">
      <h2 id="waiting-postings">{t('offers.postings.title')}</h2>
      <p className="muted">{t('offers.postings.intro')}</p>
      {waiting.isPending ? (
        <Spinner />
      ) : waiting.isError ? (
        <p role="alert">{problemText(waiting.error, lang)}</p>
      ) : waiting.data.requests.length === 0 && waiting.data.total === 0 ? (
        <p>{t('offers.postings.none')}</p>
      ) : (
        <>
          <ul aria-label={t('offers.postings.title')} className="offers-postings">
            {waiting.data.requests.map((request) => (
              <WaitingPosting key={request._id} request={request} />
            ))}
          </ul>
          <Pager
            page={waiting.data.page}
            total={waiting.data.total}
            pageSize={waiting.data.pageSize}
            onPage={setPage}
            label={t('offers.postings.title')}
          />
        </>
      )}
    </section>
  );
}

function WaitingPosting({ request }: { request: WaitingPostingApproval }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const decide = usePostingDecision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = `reject-${request._id}`;
  const run = async (action: 'approve' | 'reject') => {
    setError(null);
    try {
      await decide.mutateAsync({
        requestId: request._id,
        action,
        ...(action === 'reject' ? { reason } : {}),
      });
      notify.success(
        t(action === 'approve' ? 'offers.postings.approved' : 'offers.postings.rejected'),
      );
    } catch (err) {
      setError(problemText(err, lang));
    }
  };
  const onReject = (event: FormEvent) => {
    event.preventDefault();
    void run('reject');
  };
  return (
    <li>
      <p>
        <strong>
          <bdi>{request.jobTitle}</bdi>
        </strong>
      </p>
      <p className="muted">
        {t('offers.postings.requested', {
          name: request.requestedBy,
          date: formatDate(request.requestedAt, lang),
        })}
      </p>
      <div className="offers-actions">
        <button
          type="button"
          className="primary"
          disabled={decide.isPending}
          aria-label={`${t('offers.postings.approve')}: ${request.jobTitle}`}
          onClick={() => void run('approve')}
        >
          {t('offers.postings.approve')}
        </button>
        <button
          type="button"
          className="secondary"
          aria-expanded={rejecting}
          aria-label={`${t('offers.postings.reject')}: ${request.jobTitle}`}
          onClick={() => setRejecting(!rejecting)}
        >
          {t('offers.postings.reject')}
        </button>
        <Link to={`/jobs/${request.jobId}`}>{t('offers.postings.open')}</Link>
      </div>
      {rejecting ? (
        <form className="offers-form" onSubmit={onReject} noValidate>
          <label htmlFor={reasonId}>{t('offers.postings.reason')}</label>
          <textarea
            id={reasonId}
            rows={3}
            dir="auto"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" className="secondary" disabled={decide.isPending}>
            {t('offers.postings.sendBack')}
          </button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
