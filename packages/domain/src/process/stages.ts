// Decision 130 (issue 20): a posting's stages. A stage is {key, name: {en, ar}, kind}; a list has
// 2..20 stages with unique keys, an active first stage (new applications land there), at least one
// hired and one rejected stage. The six defaults keep the keys and names of the fixed pipeline
// (decision 100), so a posting without its own list (job_postings.stages null) is unchanged.
// zod-free at the top (the rules are plain functions), so the web app can use them in forms.
import { fitMessagesAr, fitMessagesEn } from '../jobs/fitMessages';
import type { Language } from '../language';

export const stageKinds = ['active', 'offer', 'hired', 'rejected'] as const;
export type StageKind = (typeof stageKinds)[number];

/** A stage's key: stored in applications.stage and the history; stable once used. */
export const stageKeyPattern = /^[a-z][a-zA-Z0-9]{0,39}$/;
export type StageKey = string;

export const stageLimits = {
  minStages: 2,
  maxStages: 20,
  keyMax: 40,
  nameMax: 60,
  templateNameMax: 80,
  /** A company's stage templates (beside the built-in default). */
  maxTemplates: 50,
} as const;

export interface LocalizedName {
  en: string;
  ar: string;
}

export interface StageDefinition {
  key: StageKey;
  name: LocalizedName;
  kind: StageKind;
}

/** The keys of the six default stages, in order. */
export const defaultStageKeys = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type DefaultStageKey = (typeof defaultStageKeys)[number];

const defaultKinds: Record<DefaultStageKey, StageKind> = {
  applied: 'active',
  screening: 'active',
  interview: 'active',
  offer: 'offer',
  hired: 'hired',
  rejected: 'rejected',
};

/** The six stages of a posting without its own list, named as the fixed pipeline named them. */
export const defaultStages: readonly StageDefinition[] = defaultStageKeys.map((key) => ({
  key,
  name: { en: fitMessagesEn[`jobs.stageName.${key}`], ar: fitMessagesAr[`jobs.stageName.${key}`] },
  kind: defaultKinds[key],
}));

/** A posting's list: its own, or the defaults when it has none (job_postings.stages null). */
export function stagesOrDefault(list: readonly StageDefinition[] | null | undefined) {
  return list && list.length > 0 ? list : defaultStages;
}

export function findStage(
  list: readonly StageDefinition[],
  key: string,
): StageDefinition | undefined {
  return list.find((stage) => stage.key === key);
}

/** The stage new applications land in: the first (always active). */
export function firstStage(list: readonly StageDefinition[]): StageDefinition {
  const first = list[0];
  if (!first) throw new Error('a stage list is never empty');
  return first;
}

/** A stage's name in a language; a key no longer in the list reads as itself. */
export function stageNameIn(list: readonly StageDefinition[], key: string, lang: Language): string {
  return findStage(list, key)?.name[lang] ?? key;
}

/**
 * A stage's names for a history entry: the posting's list, else the stages it removed (kept with
 * their names, decision 155), else a default stage's (a posting that moved off the defaults keeps
 * their events), else null (a stage removed before its names were kept and unknown elsewhere).
 */
export function stageNamesOf(
  list: readonly StageDefinition[],
  key: string,
  removed: readonly StageDefinition[] | null = null,
): LocalizedName | null {
  return (
    findStage(list, key)?.name ??
    findStage(removed ?? [], key)?.name ??
    findStage(defaultStages, key)?.name ??
    null
  );
}

/**
 * The removed stages a posting keeps after its list becomes `next`: the ones kept before, and the
 * old list's stages `next` no longer has (a second removal of a key names it as last removed);
 * keys back in `next` are dropped (the list names them).
 */
export function removedStagesAfter(
  previous: readonly StageDefinition[],
  keptBefore: readonly StageDefinition[] | null,
  next: readonly StageDefinition[],
): StageDefinition[] {
  const inNext = new Set(next.map((s) => s.key));
  const removedNow = previous.filter((s) => !inNext.has(s.key));
  const nowKeys = new Set(removedNow.map((s) => s.key));
  return [
    ...(keptBefore ?? []).filter((s) => !inNext.has(s.key) && !nowKeys.has(s.key)),
    ...removedNow,
  ];
}

export type StageListProblem =
  | 'process.stagesTooFew'
  | 'process.stagesTooMany'
  | 'process.stageKeyRepeated'
  | 'process.firstStageActive'
  | 'process.hiredStageRequired'
  | 'process.rejectedStageRequired';

/**
 * The rules of a whole list (each stage itself already valid): the problems, in the order a
 * form shows them; empty when the list is fine.
 */
export function stageListProblems(list: readonly Pick<StageDefinition, 'key' | 'kind'>[]) {
  const problems: StageListProblem[] = [];
  if (list.length < stageLimits.minStages) problems.push('process.stagesTooFew');
  if (list.length > stageLimits.maxStages) problems.push('process.stagesTooMany');
  if (new Set(list.map((s) => s.key)).size !== list.length) {
    problems.push('process.stageKeyRepeated');
  }
  if (list.length > 0 && list[0]?.kind !== 'active') problems.push('process.firstStageActive');
  if (!list.some((s) => s.kind === 'hired')) problems.push('process.hiredStageRequired');
  if (!list.some((s) => s.kind === 'rejected')) problems.push('process.rejectedStageRequired');
  return problems;
}

/**
 * A key made from an English name for a new stage ('Phone screen' -> 'phoneScreen'), unique in
 * `taken`; forms use it so that people never type keys.
 */
export function keyFromName(name: string, taken: Iterable<string> = []): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let base = words
    .map((w, i) =>
      i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join('')
    .replace(/^[0-9]+/, '');
  if (!stageKeyPattern.test(base)) base = 'stage';
  base = base.slice(0, stageLimits.keyMax - 3);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!used.has(`${base}${n}`)) return `${base}${n}`;
  }
}
