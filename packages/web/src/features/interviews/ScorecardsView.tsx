// Issue 19: the scorecards of an application side by side (listScorecards): a row per attribute
// of the kit with each interviewer's rating and the average, each one's recommendation and
// notes, and the counts of the recommendations. An interviewer whose own scorecard is not in
// yet sees only the counts: "hidden until you submit yours" (the server sends none).
import { useTranslation } from 'react-i18next';
import { formatNumber, formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { problemText } from '../../lib/problemText';
import { writtenTextProps } from '../../lib/writtenText';
import { Spinner } from '../../components/Spinner';
import { useScorecards } from './api';
import { personName, recommendations, type ScorecardList } from './types';

const average = (value: number | null, lang: 'en' | 'ar') =>
  value === null ? null : formatNumber(Math.round(value * 10) / 10, lang);

export function ScorecardsView({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useScorecards(applicationId);
  return (
    <section className="interviews-scorecards" aria-labelledby={`scorecards-${applicationId}`}>
      <h3 id={`scorecards-${applicationId}`}>{t('interviews.scorecards.title')}</h3>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <div role="alert">
          <p>
            {t('interviews.scorecards.loadFailed')} {problemText(list.error, lang)}
          </p>
          <button type="button" className="secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <ScorecardTable data={list.data} />
      )}
    </section>
  );
}

export function ScorecardTable({ data }: { data: ScorecardList }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { summary, scorecards } = data;
  const avg = average(summary.average, lang);
  return (
    <>
      <p className="interviews-count" data-testid="scorecard-count">
        {t('interviews.scorecards.count', {
          submitted: summary.submitted,
          expected: summary.expected,
        })}
        {' · '}
        {avg === null
          ? t('interviews.scorecards.noAverage')
          : t('interviews.scorecards.average', { value: avg })}
      </p>
      {data.hidden ? (
        <p className="interviews-hidden" role="note">
          {t('interviews.scorecards.hidden')}
        </p>
      ) : null}
      <p className="interviews-recommendations">
        <span>{t('interviews.scorecards.recommendations')}: </span>
        {recommendations.map((r, i) => (
          <span key={r} className={`interviews-rec interviews-rec-${r}`}>
            {i > 0 ? ' · ' : ''}
            {t(`interviews.recommendation.${r}`)}{' '}
            {formatNumber(summary.recommendations[r] ?? 0, lang)}
          </span>
        ))}
      </p>
      {data.hidden ? null : scorecards.length === 0 ? (
        <p className="muted">{t('interviews.scorecards.none')}</p>
      ) : (
        <div className="interviews-table-wrap">
          <table className="interviews-table">
            <caption className="visually-hidden">{t('interviews.scorecards.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('interviews.scorecards.attribute')}</th>
                {scorecards.map((card) => (
                  <th scope="col" key={card._id}>
                    {personName(card.interviewer)}
                  </th>
                ))}
                <th scope="col">{t('interviews.scorecards.averageColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.attributes.map(({ attribute, average: value, label }) => (
                <tr key={attribute}>
                  {/* Issue 37: the attribute in the reader's language (decision 269). */}
                  <th scope="row" {...writtenTextProps(label[lang], lang)}>
                    {label[lang]}
                  </th>
                  {scorecards.map((card) => {
                    const score = card.ratings.find((r) => r.attribute === attribute)?.score;
                    return (
                      <td key={card._id}>
                        {score === undefined ? '–' : t('interviews.scorecards.score', { score })}
                      </td>
                    );
                  })}
                  <td>{average(value, lang) ?? '–'}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('interviews.scorecards.recommendations')}</th>
                {scorecards.map((card) => (
                  <td key={card._id} className={`interviews-rec-${card.recommendation}`}>
                    {t(`interviews.recommendation.${card.recommendation}`)}
                  </td>
                ))}
                <td />
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {data.hidden
        ? null
        : scorecards.map((card) => (
            <article key={card._id} className="interviews-card-notes">
              <h4>{t('interviews.scorecards.by', { name: personName(card.interviewer) })}</h4>
              <p className="muted">
                {t('interviews.scorecards.submittedAt', {
                  date: formatDateTime(card.submittedAt, lang),
                })}
              </p>
              {card.notes.trim() ? (
                <p dir="auto" className="interviews-notes-text">
                  {card.notes}
                </p>
              ) : (
                <p className="muted">{t('interviews.scorecards.noNotes')}</p>
              )}
            </article>
          ))}
    </>
  );
}
