// Decision 130 (Bulk actions; decision 132): the bar of the board and the ranked list when the
// member may manage the posting. It says how many applications are selected, selects all that
// match a filter (every applicant, or one stage's; listApplicantIds), clears, and acts on the
// selection: move to a stage, reject with a reason (and the rejection mail if wanted), send a
// template mail, add to one of the company's talent pools (issue 21; for a member who may search
// candidates, as the pools themselves need). After
// an action it shows what was done and, for each one not done, who and why in words; the failed
// ones stay selected so they can be tried again, and the board is read again.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Posting } from '@talentpool/domain/jobs/schemas';
import { bulkMailTemplateKeys } from '@talentpool/domain/mailTemplates/templates';
import { translate } from '@talentpool/domain/messages';
import { bulkFailureCodes, type BulkApplicationsAnswer } from '@talentpool/domain/process/schemas';
import type { StageDefinition } from '@talentpool/domain/process/stages';
import { FormDialog } from '../../components/FormDialog';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { problemText } from '../../lib/problemText';
import { BulkStopped, fetchApplicantIds, useBulkApplications, useTalentPools } from './api';
import { RejectDialog, type RejectChoice } from './RejectDialog';
import { keepFailed, selectAll, type Selection } from './selection';

export interface BulkBarProps {
  posting: Posting;
  stages: readonly StageDefinition[];
  selection: Selection;
  onSelection: (selection: Selection) => void;
  /** The applicant's name of a loaded card or row, for the result. */
  nameOf: (id: string) => string | null;
  notifyDefault: boolean;
  /** Issue 37: the board's choice to mail people who did not apply too (off by default). */
  notifyNotApplied?: boolean;
}

interface Outcome {
  action: string;
  answer: BulkApplicationsAnswer;
  /** A refusal that stopped the batch (what came before it is in `answer`). */
  stopped: string | null;
}

export function BulkBar({
  posting,
  stages,
  selection,
  onSelection,
  nameOf,
  notifyDefault,
  notifyNotApplied = false,
}: BulkBarProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const bulk = useBulkApplications(posting._id);
  const [filter, setFilter] = useState('');
  const [selecting, setSelecting] = useState(false);
  const [selectProblem, setSelectProblem] = useState<string | null>(null);
  const [moveTarget, setMoveTarget] = useState('');
  const [templateKey, setTemplateKey] = useState('');
  const [poolId, setPoolId] = useState('');
  const canPool = useCan('candidates.search');
  const pools = useTalentPools(canPool);
  const [actionProblem, setActionProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [rejectProblem, setRejectProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const bar = useRef<HTMLElement>(null);

  const count = selection.ids.length;
  const matching =
    filter === '' ? (posting.applicantCount ?? 0) : (posting.countsByStage?.[filter] ?? 0);
  const rejected = stages.filter((s) => s.kind === 'rejected');
  const movable = stages.filter((s) => s.kind !== 'rejected');

  const selectMatching = async () => {
    setSelecting(true);
    setSelectProblem(null);
    try {
      const { ids } = await fetchApplicantIds(posting._id, filter || null);
      onSelection(selectAll(ids));
    } catch (err) {
      setSelectProblem(
        err instanceof ApiError ? problemText(err, lang) : t('jobs.bulk.selectFailed'),
      );
    } finally {
      setSelecting(false);
    }
  };

  const run = (
    action: string,
    body: Parameters<typeof bulk.mutate>[0],
    after?: () => void,
    onRefused?: (text: string) => void,
  ) => {
    setActionProblem(null);
    bulk.mutate(body, {
      onSuccess: (answer) => {
        after?.();
        onSelection(
          keepFailed(
            selection,
            answer.failed.map((f) => f.id),
          ),
        );
        setOutcome({ action, answer, stopped: null });
      },
      onError: (err) => {
        if (err instanceof BulkStopped) {
          after?.();
          const notDone = new Set(err.partial.done);
          onSelection({ ids: selection.ids.filter((id) => !notDone.has(id)), anchor: null });
          setOutcome({
            action,
            answer: err.partial,
            stopped: problemText(err.cause, lang),
          });
          return;
        }
        const text = err instanceof ApiError ? problemText(err, lang) : t('jobs.bulk.failed');
        if (onRefused) onRefused(text);
        else setActionProblem(text);
      },
    });
  };

  const ids = selection.ids;
  // Decision 299: what to do with the selection floats at the foot of the window while there is
  // one (or its work or refusal is shown): ticking a box never moves the board under the pointer,
  // and the bar above the board keeps one height.
  const floating = count > 0 || bulk.isPending || actionProblem !== null;
  return (
    <section ref={bar} className="jobs-bulk" aria-labelledby="bulk-heading" data-testid="bulk-bar">
      <h2 id="bulk-heading" className="visually-hidden">
        {t('jobs.bulk.heading')}
      </h2>
      <div className="jobs-bulk-head">
        <p className="jobs-bulk-count" role="status" aria-live="polite">
          {bulk.isPending
            ? t('jobs.bulk.working', { count })
            : count === 0
              ? t('jobs.bulk.none')
              : t('jobs.bulk.selected', { count })}
        </p>
        <p className="muted jobs-small">{t('jobs.bulk.hint')}</p>
      </div>
      <div className="jobs-bulk-row">
        <label className="jobs-bulk-field">
          <span>{t('jobs.bulk.filter')}</span>
          <select value={filter} onChange={(e) => setFilter(e.target.value)}>
            <option value="">{t('jobs.bulk.allStages')}</option>
            {stages.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name[lang]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="jobs-button"
          disabled={selecting || matching === 0}
          onClick={() => void selectMatching()}
        >
          {selecting ? t('jobs.bulk.selecting') : t('jobs.bulk.selectAll', { count: matching })}
        </button>
        <button
          type="button"
          className="jobs-button"
          disabled={count === 0}
          onClick={() => onSelection({ ids: [], anchor: null })}
        >
          {t('jobs.bulk.clear')}
        </button>
      </div>
      {selectProblem ? (
        <p className="jobs-field-error" role="alert">
          {selectProblem}
        </p>
      ) : null}
      {floating ? (
        <div
          className="jobs-bulk-actions"
          role="group"
          aria-labelledby="bulk-actions-label"
          data-testid="bulk-actions"
        >
          <p id="bulk-actions-label" className="jobs-bulk-actions-label">
            {t('jobs.bulk.actions')}
          </p>
          <div className="jobs-bulk-row">
            <label className="jobs-bulk-field">
              <span>{t('jobs.bulk.moveTo')}</span>
              <select value={moveTarget} onChange={(e) => setMoveTarget(e.target.value)}>
                <option value="">{t('jobs.bulk.chooseStage')}</option>
                {movable.map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.name[lang]}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="jobs-button"
              disabled={count === 0 || bulk.isPending}
              onClick={() => {
                if (!moveTarget) {
                  setActionProblem(t('jobs.bulk.chooseStageFirst'));
                  return;
                }
                run('move', {
                  ids,
                  action: 'move',
                  stage: moveTarget,
                  notify: notifyDefault,
                  notifyNotApplied,
                });
              }}
            >
              {t('jobs.bulk.move')}
            </button>
            <button
              type="button"
              className="jobs-button"
              disabled={count === 0 || bulk.isPending || rejected.length === 0}
              onClick={() => {
                setRejectProblem(null);
                setRejecting(true);
              }}
            >
              {t('jobs.bulk.reject')}
            </button>
          </div>
          <div className="jobs-bulk-row">
            <label className="jobs-bulk-field">
              <span>{t('jobs.bulk.template')}</span>
              <select value={templateKey} onChange={(e) => setTemplateKey(e.target.value)}>
                <option value="">{t('jobs.bulk.chooseTemplate')}</option>
                {bulkMailTemplateKeys.map((key) => (
                  <option key={key} value={key}>
                    {translate(`mailTemplates.key.${key}`, lang)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="jobs-button"
              disabled={count === 0 || bulk.isPending}
              onClick={() => {
                if (!templateKey) {
                  setActionProblem(t('jobs.bulk.chooseTemplateFirst'));
                  return;
                }
                run('email', { ids, action: 'email', templateKey });
              }}
            >
              {t('jobs.bulk.send')}
            </button>
          </div>
          {canPool ? (
            <div className="jobs-bulk-row">
              <label className="jobs-bulk-field">
                <span>{t('jobs.bulk.pool')}</span>
                <select value={poolId} onChange={(e) => setPoolId(e.target.value)}>
                  <option value="">{t('jobs.bulk.choosePool')}</option>
                  {(pools.data?.pools ?? []).map((pool) => (
                    <option key={pool._id} value={pool._id}>
                      {pool.name}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="jobs-button"
                disabled={count === 0 || bulk.isPending}
                onClick={() => {
                  if (!poolId) {
                    setActionProblem(t('jobs.bulk.choosePoolFirst'));
                    return;
                  }
                  run('pool', { ids, action: 'pool', poolId });
                }}
              >
                {t('jobs.bulk.addToPool')}
              </button>
              {pools.isError ? (
                <p className="jobs-field-error" role="alert">
                  {t('jobs.bulk.poolsFailed')}
                </p>
              ) : null}
            </div>
          ) : null}
          {actionProblem ? (
            <p className="jobs-field-error" role="alert">
              {actionProblem}
            </p>
          ) : null}
        </div>
      ) : null}

      {rejecting ? (
        <RejectDialog
          title={t('jobs.reject.bulkTitle', { count })}
          rejectedStages={rejected}
          notifyDefault={notifyDefault}
          notifyLabel={t('jobs.reject.notifyMany')}
          pending={bulk.isPending}
          problem={rejectProblem}
          onCancel={() => setRejecting(false)}
          onConfirm={({ reasonId, notify, stage }: RejectChoice) =>
            run(
              'reject',
              {
                ids,
                action: 'reject',
                reasonId,
                notify,
                notifyNotApplied,
                ...(rejected.length > 1 ? { stage } : {}),
              },
              () => setRejecting(false),
              setRejectProblem,
            )
          }
        />
      ) : null}
      {outcome ? (
        <BulkResult
          outcome={outcome}
          nameOf={nameOf}
          onClose={() => {
            setOutcome(null);
          }}
        />
      ) : null}
    </section>
  );
}

function BulkResult({
  outcome,
  nameOf,
  onClose,
}: {
  outcome: Outcome;
  nameOf: (id: string) => string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { done, failed } = outcome.answer;
  const reason = (code: string) =>
    (bulkFailureCodes as readonly string[]).includes(code)
      ? t(`jobs.bulk.failure.${code}`)
      : t('jobs.bulk.failure.other', { code });
  const close = useRef<HTMLButtonElement>(null);
  return (
    <FormDialog
      title={t(`jobs.bulk.resultTitle.${outcome.action}`)}
      onClose={onClose}
      closeLabel={t('dialog.close')}
      initialFocus={close}
    >
      <div data-testid="bulk-result">
        <p>
          <strong>{t('jobs.bulk.done', { count: done.length })}</strong>
          {failed.length > 0 ? (
            <>
              {' · '}
              <strong className="jobs-bulk-failed">
                {t('jobs.bulk.notDone', { count: failed.length })}
              </strong>
            </>
          ) : null}
        </p>
        {outcome.stopped ? (
          <p className="form-dialog-error" role="alert">
            {t('jobs.bulk.stopped', { problem: outcome.stopped })}
          </p>
        ) : null}
        {failed.length > 0 ? (
          <>
            <h3 className="jobs-small">{t('jobs.bulk.failedHeading')}</h3>
            <ul className="jobs-bulk-failures">
              {failed.map((f) => (
                <li key={f.id}>
                  <span dir="auto">{nameOf(f.id) ?? t('jobs.bulk.unknownApplicant')}</span>
                  {': '}
                  {reason(f.code)}
                </li>
              ))}
            </ul>
            <p className="muted jobs-small">{t('jobs.bulk.failedKept')}</p>
          </>
        ) : null}
      </div>
      <div className="form-dialog-actions">
        <button type="button" className="primary" ref={close} onClick={onClose}>
          {t('jobs.bulk.ok')}
        </button>
      </div>
    </FormDialog>
  );
}
