import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';
import { currentLanguage } from '../../../lib/i18n';
import { applicantName, isStageOf, stageBadgeClass, stageName } from '../pipeline';
import { PipelineContext } from './PipelineContext';

/** A card's stage: a select for a member who may move it (keyboard and screen readers), else a badge. */
export function StageSelect({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { stages, onMove } = useContext(PipelineContext);
  const name = applicantName(application, t);
  const id = `stage-${application._id}`;
  if (!onMove) {
    return (
      <p className="jobs-stage-select">
        <span className={stageBadgeClass(stages, application.stage)}>
          {stageName(stages, application.stage, lang)}
        </span>
      </p>
    );
  }
  return (
    <div className="jobs-stage-select">
      <label htmlFor={id} className="visually-hidden">
        {t('jobs.pipeline.moveTo', { name })}
      </label>
      {/* Controlled: a move that waits for a reject reason, or is cancelled, leaves the value. */}
      <select
        id={id}
        value={application.stage}
        onChange={(e) => {
          if (isStageOf(stages, e.target.value)) onMove(application, e.target.value);
        }}
      >
        {stages.map((s) => (
          <option key={s.key} value={s.key}>
            {s.name[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
