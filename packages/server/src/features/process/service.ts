// Decision 130 (issue 20): the hiring process a company shapes. Stage templates and reject
// reasons belong to the company (process.manage; anyone who may create postings reads the
// templates, anyone who may view applications reads the reasons); a posting's own list is read
// with applications.view and edited with postings.manage, like the rest of the posting (a hiring
// manager on the posting's team only). Another company's template, reason or posting: 404.
import { DomainError } from '@talentpool/domain/errors';
import { grantOf, type PolicyContext } from '@talentpool/domain/members/policy';
import { translate } from '@talentpool/domain/messages';
import type { Language } from '@talentpool/domain/language';
import {
  defaultTemplateId,
  rejectReasonLimits,
  type JobStages,
  type RejectReason,
  type StageTemplate,
} from '@talentpool/domain/process/schemas';
import {
  defaultStages,
  findStage,
  stageLimits,
  stagesOrDefault,
  type LocalizedName,
  type StageDefinition,
} from '@talentpool/domain/process/stages';
import { assertMemberCan } from '../../plugins/app/auth';
import type { Caller } from '../../lib/caller';
import type { ProcessRepository, RejectReasonRow, StageTemplateRow } from './repository';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const invalid = (fields: Record<string, string>) =>
  new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);

function templateOf(row: StageTemplateRow): StageTemplate {
  return { _id: row.id, name: row.name, stages: row.stages, isDefault: false };
}

export function reasonOf(row: RejectReasonRow): RejectReason {
  return {
    _id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    archived: row.archivedAt !== null,
  };
}

/** The list a posting answers with: its stages in order and a count for every one of them. */
function jobStagesOf(stages: readonly StageDefinition[], held: Record<string, number>): JobStages {
  return {
    stages: [...stages],
    counts: Object.fromEntries(stages.map((s) => [s.key, held[s.key] ?? 0])),
  };
}

export function createProcessService({ repository }: { repository: ProcessRepository }) {
  /** The company's posting, if the member may do `action` on it (team, or interviews). */
  async function allowedPosting(
    caller: Caller,
    jobId: string,
    action: 'applications.view' | 'postings.manage',
  ) {
    const found = await repository.findPosting(jobId, caller.companyId, caller.member.id);
    if (!found) throw notFound();
    const context: PolicyContext = { onTeam: found.onTeam };
    // An interviewer reads the list of a posting whose applicants they interview (decision 120).
    if (grantOf(caller.member.role, action) === 'interview') {
      context.onInterview = await repository.onInterviewOfJob(caller.member.id, jobId);
    }
    assertMemberCan(caller.member, action, context);
    return found;
  }

  return {
    async listTemplates(caller: Caller, lang: Language): Promise<{ templates: StageTemplate[] }> {
      const rows = await repository.templates(caller.companyId);
      return {
        templates: [
          {
            _id: defaultTemplateId,
            name: translate('process.defaultTemplateName', lang),
            stages: [...defaultStages],
            isDefault: true,
          },
          ...rows.map(templateOf),
        ],
      };
    },

    async createTemplate(
      caller: Caller,
      body: { name: string; stages: StageDefinition[] },
    ): Promise<StageTemplate> {
      if ((await repository.templateCount(caller.companyId)) >= stageLimits.maxTemplates) {
        throw invalid({ name: 'process.templatesTooMany' });
      }
      return templateOf(await repository.insertTemplate(caller.companyId, body.name, body.stages));
    },

    async updateTemplate(
      caller: Caller,
      id: string,
      body: { name: string; stages: StageDefinition[] },
    ): Promise<StageTemplate> {
      // Postings made from it keep their own copy (decision 130).
      const row = await repository.updateTemplate(caller.companyId, id, body.name, body.stages);
      if (!row) throw notFound();
      return templateOf(row);
    },

    async deleteTemplate(caller: Caller, id: string): Promise<void> {
      if (!(await repository.deleteTemplate(caller.companyId, id))) throw notFound();
    },

    async jobStages(caller: Caller, jobId: string): Promise<JobStages> {
      const found = await allowedPosting(caller, jobId, 'applications.view');
      return jobStagesOf(stagesOrDefault(found.stages), await repository.counts(jobId));
    },

    /**
     * A posting's new list. Each move must lead to a stage of the new list that is not a hired
     * stage (a hire is snapshotted one by one, decision 102); moves of stages that stay or hold
     * nobody are ignored.
     */
    async setJobStages(
      caller: Caller,
      jobId: string,
      body: { stages: StageDefinition[]; moves?: Record<string, string> },
    ): Promise<{ answer: JobStages; removed: string[]; moved: number }> {
      await allowedPosting(caller, jobId, 'postings.manage');
      const moves = body.moves ?? {};
      const wrong = Object.entries(moves).filter(([, to]) => {
        const target = findStage(body.stages, to);
        return !target || target.kind === 'hired';
      });
      if (wrong.length > 0) {
        throw invalid(
          Object.fromEntries(wrong.map(([from]) => [`moves.${from}`, 'process.moveTargetInvalid'])),
        );
      }
      const done = await repository.setStages({
        jobId,
        companyId: caller.companyId,
        memberId: caller.member.id,
        stages: body.stages,
        moves,
      });
      if (!done) throw notFound();
      return {
        answer: jobStagesOf(body.stages, await repository.counts(jobId)),
        removed: done.removed,
        moved: done.moved,
      };
    },

    async listReasons(caller: Caller): Promise<{ reasons: RejectReason[] }> {
      return { reasons: (await repository.reasons(caller.companyId)).map(reasonOf) };
    },

    async createReason(caller: Caller, name: LocalizedName): Promise<RejectReason> {
      const row = await repository.insertReason(
        caller.companyId,
        name,
        rejectReasonLimits.maxReasons,
      );
      if (!row) throw invalid({ name: 'process.reasonsTooMany' });
      return reasonOf(row);
    },

    async updateReason(caller: Caller, id: string, name: LocalizedName): Promise<RejectReason> {
      const row = await repository.updateReason(caller.companyId, id, name);
      if (!row) throw notFound();
      return reasonOf(row);
    },

    async archiveReason(caller: Caller, id: string): Promise<void> {
      if (!(await repository.archiveReason(caller.companyId, id))) throw notFound();
    },
  };
}

export type ProcessService = ReturnType<typeof createProcessService>;
