// Issue 41 (decisions.md 20, decision 271): a posting's publish request as its company sees it
// on the posting's card and its form: waiting for approval (whose turn it is), approved, not
// approved (with the approver's reason) or withdrawn, and the chain in order, an approver who
// left the company marked.
import { useTranslation } from 'react-i18next';
import type { PostingApproval } from '@talentpool/domain/jobs/approval';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';

export function PostingApprovalState({
  approval,
  headingId,
}: {
  approval: PostingApproval;
  headingId: string;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <section
      className={`jobs-approval jobs-approval-${approval.status}`}
      aria-labelledby={headingId}
      data-testid="posting-approval"
    >
      <h3 id={headingId} className="jobs-small">
        {t(`jobs.approval.status.${approval.status}`)}
      </h3>
      <p className="muted jobs-small">
        {t('jobs.approval.requested', {
          name: approval.requestedBy?.name || approval.requestedBy?.email || '—',
          date: formatDate(approval.requestedAt, lang),
        })}
      </p>
      <ol aria-label={t('jobs.approval.chain')} className="jobs-approval-chain">
        {approval.steps.map((step) => (
          <li key={step.position} data-decision={step.decision ?? 'waiting'}>
            <bdi>{step.approver.name || step.approver.email}</bdi>
            {' — '}
            {step.decision
              ? t(`jobs.approval.decision.${step.decision}`)
              : step.current
                ? t('jobs.approval.turn')
                : t('jobs.approval.later')}
            {step.approver.removed ? ` ${t('jobs.approval.removed')}` : null}
            {step.reason ? (
              <>
                {' '}
                (<bdi>{step.reason}</bdi>)
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
