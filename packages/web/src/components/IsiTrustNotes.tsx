// Issue 22 (decision 135): what is known about the trust of one ISI result, shown beside it.
// - IsiFlagsNote: the response-quality flags. To a company, what was seen (straight-lining, too
//   fast, inconsistent) and that the scores are unchanged; to the candidate, advice to retake the
//   questionnaire calmly. Nothing for a result from before the check (flags null).
// - IsiNormsNote: each scale score's percentile among the current results, with the norm group
//   and its size; "not enough answers yet" below the minimum.
import { useTranslation } from 'react-i18next';
import { percentileOf } from '@talentpool/domain/isi/norms';
import { isiScaleKeys, isiScaleNames, type IsiScaleKey } from '@talentpool/domain/plain/isi';
import { formatNumber } from '../lib/format';
import { useLanguage } from '../lib/i18n';
import { useIsiNorms } from '../lib/isiNorms';

export interface IsiFlagsValue {
  straightLining: boolean;
  tooFast: boolean | null;
  inconsistent: boolean;
}

const flagKeys = ['straightLining', 'tooFast', 'inconsistent'] as const;

export function IsiFlagsNote({
  flags,
  audience,
}: {
  flags: IsiFlagsValue | null | undefined;
  audience: 'company' | 'candidate';
}) {
  const { t } = useTranslation();
  if (!flags) return null;
  const raised = flagKeys.filter((key) => flags[key] === true);
  if (audience === 'candidate') {
    if (raised.length === 0) return null;
    return (
      <div className="isi-flags isi-flags-advice" role="note" data-testid="isi-flags">
        <p>
          <strong>{t('isiTrust.flags.adviceTitle')}</strong> {t('isiTrust.flags.advice')}
        </p>
        <ul>
          {raised.map((key) => (
            <li key={key}>{t(`isiTrust.flags.own.${key}`)}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="isi-flags" data-testid="isi-flags" data-raised={raised.join(' ') || 'none'}>
      <h4>{t('isiTrust.flags.title')}</h4>
      {raised.length === 0 ? (
        <p>{t('isiTrust.flags.none')}</p>
      ) : (
        <>
          <ul>
            {raised.map((key) => (
              <li key={key}>{t(`isiTrust.flags.seen.${key}`)}</li>
            ))}
          </ul>
          <p className="muted">{t('isiTrust.flags.unchanged')}</p>
        </>
      )}
      {flags.tooFast === null ? <p className="muted">{t('isiTrust.flags.noTimings')}</p> : null}
    </div>
  );
}

export function IsiNormsNote({ scores }: { scores: Partial<Record<IsiScaleKey, number | null>> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const norms = useIsiNorms();
  if (!norms.data) return null;
  const { histograms, respondents, minimumRespondents } = norms.data;
  return (
    <section className="isi-norms" aria-labelledby="isi-norms-title" data-testid="isi-norms">
      <h4 id="isi-norms-title">{t('isiTrust.norms.title')}</h4>
      {histograms === null ? (
        <p>
          {t('isiTrust.norms.notEnough', {
            count: respondents,
            minimum: formatNumber(minimumRespondents, lang),
          })}
        </p>
      ) : (
        <>
          <p className="muted">
            {t('isiTrust.norms.group', { count: respondents })}
            {norms.data.simulatedRespondents > 0 ? ` ${t('isiTrust.norms.simulated')}` : ''}
          </p>
          <ul className="isi-norms-list">
            {isiScaleKeys.map((key) => {
              const score = scores[key];
              const percentile =
                score === null || score === undefined ? null : percentileOf(score, histograms[key]);
              if (percentile === null) return null;
              return (
                <li key={key}>
                  {t('isiTrust.norms.percentile', {
                    scale: isiScaleNames[key][lang],
                    percentile: formatNumber(percentile, lang),
                  })}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
