// Pure helpers of the pipeline screen: the columns of the board in ranked order, the name shown
// for an applicant (a guest invited by e-mail has only the address), and the stage guard.
import { stages, type CompanyApplication, type Stage } from '@talentpool/domain/jobs/schemas';

export function isStage(value: string): value is Stage {
  return (stages as readonly string[]).includes(value);
}

/** Every stage's applications, best fit first (the server's rank). */
export function groupByStage(
  applications: readonly CompanyApplication[],
): Record<Stage, CompanyApplication[]> {
  const columns = Object.fromEntries(stages.map((s) => [s, [] as CompanyApplication[]])) as Record<
    Stage,
    CompanyApplication[]
  >;
  for (const application of [...applications].sort((a, b) => a.rank - b.rank)) {
    columns[application.stage].push(application);
  }
  return columns;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function applicantName(application: CompanyApplication, t: Translate): string {
  return application.applicant.kind === 'user'
    ? application.applicant.name
    : t('jobs.pipeline.guest', { email: application.applicant.email });
}
