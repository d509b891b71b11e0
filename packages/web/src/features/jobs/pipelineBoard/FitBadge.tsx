import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';

/**
 * The fit score, and (issue 40) the failed must-haves apart and clearly: an applicant who fails
 * one is ranked below everyone who meets them all, whatever the score.
 */
export function FitBadge({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  const failed = application.fit.passes === false;
  return (
    <>
      <p className="jobs-fit">
        <span className="jobs-fit-score">
          {application.fit.score === null
            ? t('jobs.pipeline.noFit')
            : t('jobs.pipeline.fitScore', { score: application.fit.score })}
        </span>
        {failed ? (
          <span className="jobs-musthave-badge" data-testid="fails-must-have">
            {t('jobs.fitRank.failsMustHave')}
          </span>
        ) : null}
      </p>
      <MustHaveFailures application={application} />
    </>
  );
}

/** The failed must-haves (a knock-out answer first), as the server wrote them. */
export function MustHaveFailures({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  const list = application.fit.mustHaves ?? [];
  if (list.length === 0) return null;
  return (
    <ul className="jobs-musthaves" aria-label={t('jobs.fitRank.mustHavesLabel')}>
      {list.map((text) => (
        <li key={text} dir="auto">
          {text}
        </li>
      ))}
    </ul>
  );
}

/** Each part's contribution ("Skills 2 of 3 (React, TypeScript): 23 of 35 points"). */
export function FitReasons({
  application,
  folded = false,
}: {
  application: CompanyApplication;
  /** On a board card: behind a disclosure, so the columns stay compact. */
  folded?: boolean;
}) {
  const { t } = useTranslation();
  const list = (
    <ul className="jobs-reasons" aria-label={t('jobs.pipeline.reasons')}>
      {application.fit.reasons.map((reason) => (
        <li key={reason} dir="auto">
          {reason}
        </li>
      ))}
    </ul>
  );
  if (!folded) return list;
  return (
    <details className="jobs-fit-parts">
      <summary>{t('jobs.fitRank.partsLabel')}</summary>
      {list}
    </details>
  );
}
