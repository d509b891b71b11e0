import { postingStatusLabels } from '@talentpool/domain/jobs/labels';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { actorName } from '../pipeline';
import { isolated } from '../../../lib/writtenText';
import { PostingApprovalState } from '../PostingApprovalState';

/** Back link, the posting's title and status, its publish request, and who created it. */
export function PipelineHeader({ posting }: { posting: Posting }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <>
      <p>
        <Link to="/CompanyView/Jobs">{t('jobs.pipeline.back')}</Link>
      </p>
      <div className="jobs-title-row">
        <h1 id="pipeline-title">{t('jobs.pipeline.title', { title: posting.title })}</h1>
        <span className={`jobs-status jobs-status-${posting.status}`}>
          {postingStatusLabels.labelOf(posting.status, lang)}
        </span>
      </div>
      {/* Decision 271: a publish request that waits or was refused, with its chain. */}
      {posting.approval && posting.status !== 'published' ? (
        <PostingApprovalState approval={posting.approval} headingId="pipeline-approval-title" />
      ) : null}
      {posting.by ? (
        <p className="muted jobs-small">
          {t('jobs.pipeline.createdBy', { name: isolated(actorName(posting.by)) })}
        </p>
      ) : null}
    </>
  );
}
