// The questionnaire's progress in this browser tab (sessionStorage), so answers survive a reload
// until they are sent (issue 5). Cleared after a successful send. sessionStorage rather than
// localStorage: answers are personal, and a shared computer should not keep them after the tab
// is closed.
import { ISI_ITEM_COUNT, ISI_PAGE_COUNT } from '@talentpool/domain/plain/isi';

export interface QuestionnaireProgress {
  /** -1: the instructions; 0..5: a page. */
  step: number;
  /** 48 answers, 0 = not answered yet. */
  answers: number[];
  /** Pages completed with Next (each adds 17 to the progress bar once). */
  completed: number[];
}

export function emptyProgress(): QuestionnaireProgress {
  return { step: -1, answers: Array<number>(ISI_ITEM_COUNT).fill(0), completed: [] };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isAnswer = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 5;

export function loadProgress(key: string): QuestionnaireProgress {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return emptyProgress();
    const value = JSON.parse(raw) as Partial<QuestionnaireProgress>;
    const answers = value.answers;
    if (!Array.isArray(answers) || answers.length !== ISI_ITEM_COUNT || !answers.every(isAnswer)) {
      return emptyProgress();
    }
    const step =
      Number.isInteger(value.step) &&
      (value.step as number) >= -1 &&
      (value.step as number) < ISI_PAGE_COUNT
        ? (value.step as number)
        : -1;
    const completed = Array.isArray(value.completed)
      ? value.completed.filter((p) => Number.isInteger(p) && p >= 0 && p < ISI_PAGE_COUNT)
      : [];
    return { step, answers, completed: [...new Set(completed)] };
  } catch {
    return emptyProgress();
  }
}

export function saveProgress(key: string, progress: QuestionnaireProgress): void {
  try {
    storage()?.setItem(key, JSON.stringify(progress));
  } catch {
    // A full or blocked storage only loses the reload safety net; the questionnaire still works.
  }
}

export function clearProgress(key: string): void {
  storage()?.removeItem(key);
}
