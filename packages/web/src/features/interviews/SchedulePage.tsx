// Issue 19, decision 120: /schedule/:code, public and phone first, in English or Arabic. The
// applicant sees the free times of a self-scheduling link in their own zone (the browser's),
// with the zone the company set them in, picks one and books it (bookInterviewSlot, exactly
// once). A link used (409 LINK_USED), expired (410 LINK_EXPIRED) or unknown (404 LINK_NOT_FOUND)
// says so; a time taken meanwhile is said, and the list is read again.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { useBookSlot, useInterviewSlots } from './api';
import { browserTimeZone, formatSpan, zoneLabel } from './time';
import type { Interview } from './types';
import './interviews.css';

type LinkState = 'used' | 'expired' | 'unknown';

function linkStateOf(error: unknown): LinkState | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'LINK_USED' || error.status === 409) return 'used';
  if (error.code === 'LINK_EXPIRED' || error.status === 410) return 'expired';
  if (error.code === 'LINK_NOT_FOUND' || error.status === 404) return 'unknown';
  return null;
}

function LinkMessage({ state }: { state: LinkState }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 id="page-title">{t(`interviews.book.${state}Title`)}</h1>
      <p role="alert">{t(`interviews.book.${state}Body`)}</p>
    </>
  );
}

export function SchedulePage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  const lang = useLanguage();
  const slots = useInterviewSlots(code);
  const book = useBookSlot(code);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkState, setLinkState] = useState<LinkState | null>(null);
  const [booked, setBooked] = useState<Interview | null>(null);
  const mine = browserTimeZone();
  const [now] = useState(() => Date.now());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!chosen) {
      setError(t('interviews.book.choose'));
      return;
    }
    try {
      const { interview } = await book.mutateAsync(chosen);
      setBooked(interview);
    } catch (err) {
      const state = linkStateOf(err);
      if (state) {
        setLinkState(state);
      } else if (err instanceof ApiError && err.status === 400) {
        setError(t('interviews.book.slotGone'));
        setChosen('');
        void slots.refetch();
      } else {
        setError(problemText(err, lang));
      }
    }
  };

  let body;
  if (booked) {
    body = (
      <>
        <h1 id="page-title">{t('interviews.book.bookedTitle')}</h1>
        <p role="status">
          {t('interviews.book.booked', {
            when: formatSpan(booked.startsAt, booked.durationMinutes, mine, lang),
          })}
        </p>
      </>
    );
  } else if (linkState) {
    body = <LinkMessage state={linkState} />;
  } else if (slots.isPending) {
    body = <Spinner />;
  } else if (slots.isError) {
    const state = linkStateOf(slots.error);
    body = state ? (
      <LinkMessage state={state} />
    ) : (
      <>
        <h1 id="page-title">{t('interviews.book.failedTitle')}</h1>
        <p role="alert">{problemText(slots.error, lang)}</p>
        <button type="button" className="primary" onClick={() => void slots.refetch()}>
          {t('common.retry')}
        </button>
      </>
    );
  } else {
    const offer = slots.data;
    const first = offer.slots[0]?.startsAt ?? now;
    body = (
      <>
        <h1 id="page-title">{t('interviews.book.title')}</h1>
        <p dir="auto">
          {t('interviews.book.intro', {
            company: offer.company.name ?? '',
            title: offer.job.title,
          })}
        </p>
        <p className="muted">
          {t('interviews.book.yourZone', { zone: zoneLabel(mine, first, lang) })}
          {offer.timeZone !== mine
            ? ` ${t('interviews.book.theirZone', { zone: zoneLabel(offer.timeZone, first, lang) })}`
            : null}
        </p>
        {offer.location ? (
          <p dir="auto">{t('interviews.book.place', { place: offer.location })}</p>
        ) : null}
        {offer.videoUrl ? <p>{t('interviews.book.video')}</p> : null}
        {offer.slots.length === 0 ? (
          <p role="alert">{t('interviews.book.noSlots')}</p>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="interviews-book-form">
            <fieldset
              className="interviews-book-slots"
              aria-describedby={error ? 'book-error' : undefined}
              aria-invalid={error ? true : undefined}
            >
              <legend>{t('interviews.book.slotsLegend')}</legend>
              {offer.slots.map((slot) => (
                <label key={slot.startsAt} className="interviews-book-slot">
                  <input
                    type="radio"
                    name="slot"
                    value={slot.startsAt}
                    checked={chosen === slot.startsAt}
                    onChange={() => setChosen(slot.startsAt)}
                  />
                  <span>
                    <span className="interviews-book-time">
                      {formatSpan(slot.startsAt, slot.durationMinutes, mine, lang)}
                    </span>
                    <span className="muted">
                      {' '}
                      {t('interviews.book.minutes', { count: slot.durationMinutes })}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            {error ? (
              <p id="book-error" className="field-error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className="primary interviews-submit" disabled={book.isPending}>
              {t('interviews.book.submit')}
            </button>
          </form>
        )}
      </>
    );
  }

  return (
    <section className="page interviews-book" aria-labelledby="page-title">
      {body}
    </section>
  );
}
