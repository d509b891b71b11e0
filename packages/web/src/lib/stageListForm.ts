// Decision 130 (Stages), decision 132: the editable form of a stage list, shared by the company's
// stage templates (features/process) and a posting's own stages (features/jobs). People name
// stages and choose their kind; keys are made from the English name for new stages (the domain's
// keyFromName) and never change for existing ones, since applications and history store them.
// The checks are the domain's (stageSchema's names, stageListProblems) plus one of the form's
// own: two stages with the same name in one language could not be told apart on the board.
import { localizedStageNameSchema } from '@talentpool/domain/process/schemas';
import {
  keyFromName,
  stageListProblems,
  type StageDefinition,
  type StageKind,
} from '@talentpool/domain/process/stages';

export interface StageRow {
  /** The row's identity on screen (React key, focus after a move). */
  id: string;
  /** The stage's key; null for a stage added in this form (made from its name on save). */
  key: string | null;
  en: string;
  ar: string;
  kind: StageKind;
}

export type RowField = 'en' | 'ar' | 'kind';

/** Message keys: the domain's (`process.*`) or the web's (`stageEditor.*`). */
export interface StageListErrors {
  list: string[];
  rows: Record<string, Partial<Record<RowField, string>>>;
}

let lastRowId = 0;
const nextRowId = () => {
  lastRowId += 1;
  return `stage-row-${lastRowId}`;
};

export function rowsOf(stages: readonly StageDefinition[]): StageRow[] {
  return stages.map((s) => ({
    id: nextRowId(),
    key: s.key,
    en: s.name.en,
    ar: s.name.ar,
    kind: s.kind,
  }));
}

/**
 * A new, empty active stage: after the last active (or offer) stage, so it lands among the steps
 * of the process and before the outcomes (hired, rejected) a list usually ends with.
 */
export function addRow(rows: readonly StageRow[]): { rows: StageRow[]; added: StageRow } {
  const added: StageRow = { id: nextRowId(), key: null, en: '', ar: '', kind: 'active' };
  let at = 0;
  rows.forEach((row, i) => {
    if (row.kind === 'active' || row.kind === 'offer') at = i + 1;
  });
  return { rows: [...rows.slice(0, at), added, ...rows.slice(at)], added };
}

export function removeRow(rows: readonly StageRow[], id: string): StageRow[] {
  return rows.filter((row) => row.id !== id);
}

/** Moves a row by `delta` places (-1 up, +1 down); at either end the list stays as it is. */
export function moveRow(rows: readonly StageRow[], id: string, delta: number): StageRow[] {
  const from = rows.findIndex((row) => row.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row) next.splice(to, 0, row);
  return next;
}

export function updateRow(
  rows: readonly StageRow[],
  id: string,
  change: Partial<Pick<StageRow, RowField>>,
): StageRow[] {
  return rows.map((row) => (row.id === id ? { ...row, ...change } : row));
}

const sameName = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The list to send, or every problem at once: per row (a missing or too long name, a name used
 * twice in one language) and for the list (too few or many stages, no hired or no rejected stage,
 * a first stage that is not active).
 */
export function checkStageRows(
  rows: readonly StageRow[],
): { ok: true; stages: StageDefinition[] } | { ok: false; errors: StageListErrors } {
  const errors: StageListErrors = { list: [], rows: {} };
  const setError = (id: string, field: RowField, key: string) => {
    errors.rows[id] = { ...errors.rows[id] };
    errors.rows[id][field] ??= key;
  };
  for (const row of rows) {
    const parsed = localizedStageNameSchema.safeParse({ en: row.en, ar: row.ar });
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'en' || field === 'ar') setError(row.id, field, issue.message);
    }
  }
  for (const lang of ['en', 'ar'] as const) {
    const seen = new Map<string, string>();
    for (const row of rows) {
      const name = sameName(row[lang]);
      if (!name) continue;
      const first = seen.get(name);
      if (first) {
        setError(first, lang, 'stageEditor.duplicateName');
        setError(row.id, lang, 'stageEditor.duplicateName');
      } else {
        seen.set(name, row.id);
      }
    }
  }
  const taken = new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
  const stages: StageDefinition[] = rows.map((row) => {
    let key = row.key;
    if (!key) {
      key = keyFromName(row.en, taken);
      taken.add(key);
    }
    return { key, name: { en: row.en.trim(), ar: row.ar.trim() }, kind: row.kind };
  });
  errors.list = stageListProblems(stages);
  if (errors.list.length > 0 || Object.keys(errors.rows).length > 0) return { ok: false, errors };
  return { ok: true, stages };
}

/** The keys of `before` that `after` no longer has (their applicants must move somewhere). */
export function removedKeys(
  before: readonly Pick<StageDefinition, 'key'>[],
  after: readonly Pick<StageDefinition, 'key'>[],
): string[] {
  const kept = new Set(after.map((s) => s.key));
  return before.map((s) => s.key).filter((key) => !kept.has(key));
}
