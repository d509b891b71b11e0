// Issue 41 (decisions.md 20): /offers/:code, public and phone first, in the offer's language
// (the mail's). The candidate reads the letter, opens its PDF, and accepts by typing their full
// name and ticking the agreement (a simple electronic signature: the server keeps the name, time,
// address, browser and the SHA-256 of the letter's PDF) or declines with an optional reason. An
// answered, withdrawn (409 OFFER_CLOSED) or expired (410 OFFER_EXPIRED) offer says so.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatSalary } from '@talentpool/domain/offers/letter';
import type { PublicOffer } from '@talentpool/domain/offers/schemas';
import { translate } from '@talentpool/domain/messages';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { formatDate, formatDay } from '../../lib/format';
import { setLanguage, useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { offerPdfUrl, useAnswerOffer, usePublicOffer } from './api';
import './offers.css';

type Closed = 'closed' | 'expired' | 'unknown';

function closedOf(error: unknown): Closed | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'closed';
  if (error.status === 404) return 'unknown';
  return null;
}

export function OfferPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  const lang = useLanguage();
  const offer = usePublicOffer(code);
  const answer = useAnswerOffer(code);
  const [fullName, setFullName] = useState('');
  const [agree, setAgree] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [closed, setClosed] = useState<Closed | null>(null);
  const switched = useRef(false);

  // The page opens in the offer's language (the mail's), once; the reader may switch back.
  useEffect(() => {
    const wanted = offer.data?.offer.lang;
    if (!wanted || switched.current) return;
    switched.current = true;
    if (wanted !== lang) void setLanguage(wanted);
  }, [offer.data, lang]);

  const submit = async (event: FormEvent, kind: 'accept' | 'decline') => {
    event.preventDefault();
    setError(null);
    // The schema's own checks, said before the call (the server checks them again).
    if (kind === 'accept' && (fullName.trim().length < 2 || !agree)) {
      setError(
        translate(
          fullName.trim().length < 2 ? 'offers.fullNameRequired' : 'offers.agreeRequired',
          lang,
        ),
      );
      return;
    }
    try {
      await answer.mutateAsync(
        kind === 'accept' ? { kind, fullName: fullName.trim() } : { kind, reason: reason.trim() },
      );
    } catch (err) {
      const state = closedOf(err);
      if (state) setClosed(state);
      else setError(problemText(err, lang));
    }
  };

  let body;
  if (offer.isPending) body = <Spinner />;
  else if (offer.isError) {
    const state = closedOf(offer.error);
    body = state ? (
      <p role="alert">{t(`offers.page.${state}`)}</p>
    ) : (
      <p role="alert">
        {t('offers.page.loadFailed')} {problemText(offer.error, lang)}
      </p>
    );
  } else {
    const data: PublicOffer = offer.data.offer;
    body = (
      <>
        <h1 id="page-title">{t('offers.page.title', { company: data.company.name })}</h1>
        <ul className="offers-facts">
          <li>{t('offers.page.job', { title: data.job.title })}</li>
          <li>{t('offers.page.salary', { salary: formatSalary(data.salary, lang) })}</li>
          <li>{t('offers.page.startDate', { date: formatDay(data.startDate, lang) })}</li>
          <li>{t('offers.page.expiresAt', { date: formatDate(data.expiresAt, lang) })}</li>
        </ul>
        <article
          className="offers-letter"
          dir={data.lang === 'ar' ? 'rtl' : 'ltr'}
          lang={data.lang}
        >
          {data.letter.split('\n').map((line, i) => (line.trim() ? <p key={i}>{line}</p> : null))}
        </article>
        <p>
          <a href={offerPdfUrl(code)} target="_blank" rel="noreferrer">
            {data.status === 'accepted' ? t('offers.page.signedPdf') : t('offers.page.pdf')}
          </a>
        </p>
        {closed ? <p role="alert">{t(`offers.page.${closed}`)}</p> : null}
        {data.status === 'accepted' ? (
          <p role="status" className="offers-done">
            {t('offers.page.accepted')}
          </p>
        ) : data.status === 'declined' ? (
          <p role="status">{t('offers.page.declined')}</p>
        ) : data.status === 'expired' ? (
          <p role="alert">{t('offers.page.expired')}</p>
        ) : data.status !== 'sent' ? (
          <p role="alert">{t('offers.page.closed')}</p>
        ) : closed ? null : (
          <>
            <form
              className="offers-sign"
              onSubmit={(e) => void submit(e, 'accept')}
              noValidate
              aria-labelledby="offer-accept-title"
            >
              <h2 id="offer-accept-title">{t('offers.page.acceptTitle')}</h2>
              <label htmlFor="offer-full-name">{t('offers.page.fullName')}</label>
              <input
                id="offer-full-name"
                value={fullName}
                autoComplete="name"
                dir="auto"
                onChange={(e) => setFullName(e.target.value)}
              />
              <label className="offers-agree">
                <input
                  type="checkbox"
                  checked={agree}
                  onChange={(e) => setAgree(e.target.checked)}
                />
                <span>{t('offers.page.agree')}</span>
              </label>
              {error ? (
                <p role="alert" className="field-error">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="primary" disabled={answer.isPending}>
                {t('offers.page.accept')}
              </button>
            </form>
            <form
              className="offers-decline"
              onSubmit={(e) => void submit(e, 'decline')}
              noValidate
              aria-labelledby="offer-decline-title"
            >
              <h2 id="offer-decline-title">{t('offers.page.declineTitle')}</h2>
              <label htmlFor="offer-decline-reason">{t('offers.page.reason')}</label>
              <textarea
                id="offer-decline-reason"
                value={reason}
                dir="auto"
                onChange={(e) => setReason(e.target.value)}
              />
              <button type="submit" className="secondary" disabled={answer.isPending}>
                {t('offers.page.decline')}
              </button>
            </form>
          </>
        )}
      </>
    );
  }
  return (
    <main className="offers-page" aria-labelledby="page-title">
      {body}
    </main>
  );
}
