import { useContext, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyApplication } from '@talentpool/domain/jobs/schemas';
import { applicantName } from '../pipeline';
import { isSelected } from '../selection';
import { PipelineContext } from './PipelineContext';

/** A card's or row's box of the bulk selection: a click toggles, a shift-click takes a range. */
export function SelectBox({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation();
  const { select } = useContext(PipelineContext);
  if (!select) return null;
  const name = applicantName(application, t);
  return (
    <input
      type="checkbox"
      className="jobs-select-box"
      aria-label={t('jobs.bulk.select', { name })}
      checked={isSelected(select.selection, application._id)}
      onChange={() => undefined}
      onClick={(event: MouseEvent<HTMLInputElement>) =>
        select.toggle(application._id, event.shiftKey)
      }
    />
  );
}
