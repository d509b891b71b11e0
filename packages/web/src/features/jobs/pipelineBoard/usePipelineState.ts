// The pipeline page's state: the view and page from the URL, the open drawer, the bulk selection,
// moves (a move to a stage of kind rejected waits for the reject dialog's reason), and the names of
// the applications each column or the list shows (shift-click ranges, bulk results).
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CompanyApplication, Posting } from '@talentpool/domain/jobs/schemas';
import { findStage, type StageDefinition } from '@talentpool/domain/process/stages';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { problemText } from '../../../lib/problemText';
import { useMoveStage } from '../api';
import {
  applicantName,
  pipelineParamsOf,
  pipelineUrlParams,
  postingStages,
  stageName,
  type PipelineParams,
  type PipelineView,
} from '../pipeline';
import { clickSelect, emptySelection, type Selection } from '../selection';
import { useCanManagePosting } from '../usePostingAccess';
import type { PipelineState } from './PipelineContext';

export interface PendingReject {
  application: CompanyApplication;
  stage: StageDefinition;
}

export function usePipelineState(posting: Posting) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = pipelineParamsOf(searchParams);
  const canManage = useCanManagePosting(posting);
  const move = useMoveStage(posting._id);
  const stages = postingStages(posting);
  // Decision 147: the applicant hears of a move unless the sender unticks this (the server's
  // default too); it also starts the reject dialog's and the bulk bar's choice.
  const [notifyByMail, setNotifyByMail] = useState(true);
  // Issue 37: people who did not apply (imported CVs, sourced) are mailed only when ticked.
  const [notifyNotApplied, setNotifyNotApplied] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastMove, setLastMove] = useState('');
  const [pendingReject, setPendingReject] = useState<PendingReject | null>(null);
  // Issue 37 (decision 268): the application just moved to a hired stage, whose next steps the
  // hire dialog offers.
  const [hired, setHired] = useState<CompanyApplication | null>(null);
  const [rejectProblem, setRejectProblem] = useState<string | null>(null);
  const [editingStages, setEditingStages] = useState(false);
  const [selection, setSelection] = useState<Selection>(emptySelection);

  // The applications each column (or the list) shows, in order, and their names: the order of a
  // shift-click range, and the names in a bulk result.
  const shown = useRef(new Map<string, readonly CompanyApplication[]>());
  const names = useRef(new Map<string, string>());
  const report = useCallback(
    (group: string, applications: readonly CompanyApplication[]) => {
      shown.current.set(group, applications);
      for (const a of applications) names.current.set(a._id, applicantName(a, t));
    },
    [t],
  );
  const order = () => {
    const groups = params.view === 'board' ? stages.map((s) => s.key) : ['list'];
    return groups.flatMap((g) => (shown.current.get(g) ?? []).map((a) => a._id));
  };
  const toggle = (id: string, shift: boolean) =>
    setSelection((current) => clickSelect(current, order(), id, shift));

  const doMove = (
    application: CompanyApplication,
    stage: string,
    options: { notify: boolean; notifyNotApplied?: boolean; reasonId?: string },
  ) => {
    const name = applicantName(application, t);
    // Each move's own outcome (mutateAsync): a mutate() callback fires for the latest call only,
    // and a quick second move would have hidden the first one's failure.
    move
      .mutateAsync({
        application,
        stage,
        notify: options.notify,
        notifyNotApplied: options.notifyNotApplied,
        reasonId: options.reasonId,
      })
      .then(
        (answer) => {
          setPendingReject(null);
          // Someone else moved it first (the server records one of two moves from the same
          // stage): this move was not made, and the card shows where they put it.
          if (answer.stage !== stage) {
            notify.error(
              t('jobs.pipeline.moveOvertaken', {
                name,
                stage: stageName(stages, answer.stage, lang),
              }),
            );
            return;
          }
          if (findStage(stages, stage)?.kind === 'hired') setHired(application);
          setLastMove(t('jobs.pipeline.moved', { name, stage: stageName(stages, stage, lang) }));
        },
        (err: unknown) => {
          const text =
            err instanceof ApiError ? problemText(err, lang) : t('jobs.pipeline.moveFailed');
          // In the reject dialog the refusal is said there, with the choice kept.
          if (options.reasonId) setRejectProblem(text);
          else notify.error(text);
        },
      );
  };
  const moveTo = (application: CompanyApplication, key: string) => {
    const stage = findStage(stages, key);
    if (application.stage === key || !stage) return;
    if (stage.kind === 'rejected') {
      setRejectProblem(null);
      setPendingReject({ application, stage });
      return;
    }
    doMove(application, key, { notify: notifyByMail, notifyNotApplied });
  };
  const showView = (view: PipelineView) =>
    setSearchParams(pipelineUrlParams({ ...params, view, page: 1 }));
  const showPage = (page: number) => setSearchParams(pipelineUrlParams({ ...params, page }));

  const state: PipelineState = {
    stages,
    onMove: canManage ? moveTo : null,
    onOpen: setOpenId,
    select: canManage ? { selection, toggle } : null,
    report,
  };

  return {
    params: params satisfies PipelineParams,
    canManage,
    stages,
    state,
    movePending: move.isPending,
    doMove,
    showView,
    showPage,
    notifyByMail,
    setNotifyByMail,
    notifyNotApplied,
    setNotifyNotApplied,
    openId,
    setOpenId,
    lastMove,
    pendingReject,
    setPendingReject,
    hired,
    setHired,
    rejectProblem,
    editingStages,
    setEditingStages,
    selection,
    setSelection,
    nameOf: (id: string) => names.current.get(id) ?? null,
  };
}

export type PipelinePageState = ReturnType<typeof usePipelineState>;
