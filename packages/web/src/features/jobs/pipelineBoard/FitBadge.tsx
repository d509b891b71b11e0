import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';

export function FitBadge({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  return (
    <p className="jobs-fit">
      <span className="jobs-fit-score">
        {application.fit.score === null
          ? t('jobs.pipeline.noFit')
          : t('jobs.pipeline.fitScore', { score: application.fit.score })}
      </span>
    </p>
  );
}
