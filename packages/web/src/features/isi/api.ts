// ISI API hooks: taking the questionnaire and reading the current result.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IsiCurrent, IsiResult } from '@talentpool/domain/isi/types';
// Zod-free (decision 104): the questionnaire page imports this module too.
import { completeIsiResult } from '@talentpool/domain/plain/isi';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

/**
 * POST /api/company/test: the server scores and stores; answers the scores. `timings` (ms per
 * statement, measured by the questionnaire) feed the "too fast" flag (decision 135).
 */
export function submitIsi(answers: number[], timings?: number[]): Promise<IsiResult> {
  return api.post<IsiResult>('company/test', { result: answers, ...(timings ? { timings } : {}) });
}

/** The current result of a user from GET /api/user/:id (its ISI columns), null before any test. */
export function useIsiResult(userId: string | null) {
  return useQuery({
    queryKey: ['isi', 'current', userId],
    enabled: Boolean(userId),
    queryFn: async () => {
      const user = await api.get<Partial<IsiCurrent> & { isiAt?: string | null }>(`user/${userId}`);
      return completeIsiResult(user);
    },
  });
}

export function useInvalidateIsi() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['isi'] }),
      client.invalidateQueries({ queryKey: ['user'] }),
    ]);
}

/** Response quality of an attempt (decision 135); null for one from before the check. */
export interface IsiAttemptFlags {
  straightLining: boolean;
  tooFast: boolean | null;
  inconsistent: boolean;
}

export interface IsiAttempt extends IsiResult {
  _id: string;
  createdAt: string;
  isiFlags?: IsiAttemptFlags | null;
}

/** GET /api/user/isi/history: the user's own attempts, newest first (the first is current). */
export function useIsiHistory(enabled: boolean) {
  return useQuery({
    queryKey: ['isi', 'history'],
    enabled,
    queryFn: async () => (await api.get<{ attempts: IsiAttempt[] }>('user/isi/history')).attempts,
  });
}

/**
 * Decision 136: the PDF report is made on the server (GET /api/user/isi/report.pdf), a tagged PDF
 * of text in the chosen language; the browser only saves it.
 */
/** The file name the server gives (filename*, with the person's name: issue 23), if any. */
export function reportFileName(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

export async function downloadIsiReport(lang: 'en' | 'ar'): Promise<void> {
  const token = getSession().token;
  const res = await fetch(`/api/user/isi/report.pdf?lang=${lang}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`report: ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download =
    reportFileName(res.headers.get('Content-Disposition')) ?? `isi-report-${lang}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
