// The ISI capability: the questionnaire texts for a language, and taking the questionnaire as a
// logged-in user. The server scores (decisions.md section 6); a client never sends scores.
// Issue 22 (decision 135): each attempt's response quality is stored with it (never changing the
// scores), and the daily statistics job computes the norms and the reliability on real answers.
import { DomainError } from '@talentpool/domain/errors';
import { questionnaireFor } from '@talentpool/domain/isi/itemBank';
import { responseQuality } from '@talentpool/domain/isi/responseQuality';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import {
  NORMS_MINIMUM_RESPONDENTS,
  RELIABILITY_MINIMUM_RESPONDENTS,
  reliabilityOf,
  RETEST_MINIMUM_DAYS,
  RETEST_MINIMUM_PAIRS,
  testRetest,
  type IsiReliability,
  type ScaleHistograms,
  type TestRetest,
} from '@talentpool/domain/isi/statistics';
import type { IsiNorms, IsiReliabilityAnswer } from '@talentpool/domain/isi/trustSchemas';
import {
  ISI_ITEM_COUNT,
  ISI_PAGE_SIZE,
  isiAnswerLabels,
  isiScaleKeys,
  type IsiResult,
  type Questionnaire,
} from '@talentpool/domain/isi/types';
import type { Language } from '@talentpool/domain/language';
import type { Db } from '../../db/database';
import { percentilesOf } from '@talentpool/domain/isi/norms';
import { buildTechnicalReport, notComputedReport } from '@talentpool/domain/isi/technical';
import {
  isiTechnicalReportSchema,
  type IsiTechnicalReport,
} from '@talentpool/domain/isi/technicalSchema';
import { measuredAccuracy } from '@talentpool/domain/jobs/accuracy';
import { isiReportFileName } from '@talentpool/domain/isi/reportTexts';
import { renderIsiReport } from './report';
import { isiRepository, type IsiRepository, type StoredAttempt } from './repository';

export const HISTORY_LIMIT = 100;
/** Attempts from before migration 0021 get their answer-only flags this many at a time. */
const FLAG_BACKFILL_BATCH = 5_000;

export function questionnaire(lang: Language): Questionnaire {
  const { pages } = questionnaireFor(lang);
  return {
    lang,
    itemCount: ISI_ITEM_COUNT,
    pageSize: ISI_PAGE_SIZE,
    pages,
    scale: isiAnswerLabels[lang].map((label, i) => ({ value: i + 1, label })),
  };
}

export interface IsiStatisticsRun {
  normRespondents: number;
  reliabilityRespondents: number;
  simulatedRespondents: number;
  retestPairs: number;
  flagsFilled: number;
  surveyRespondents: number;
  decidedApplications: number;
}

/** The daily job's work (decision 135): fill old flags, count the norms, measure reliability. */
export async function refreshIsiStatistics(
  repository: IsiRepository,
  now: Date,
): Promise<IsiStatisticsRun> {
  let flagsFilled = 0;
  for (;;) {
    const batch = await repository.attemptsWithoutFlags(FLAG_BACKFILL_BATCH);
    await repository.setFlags(
      batch.map(({ id, answers }) => ({ id, flags: responseQuality(answers).flags })),
    );
    flagsFilled += batch.length;
    if (batch.length < FLAG_BACKFILL_BATCH) break;
  }

  const { respondents: normRespondents, counts } = await repository.currentScoreCounts();
  let norms: ScaleHistograms | null = null;
  if (normRespondents >= NORMS_MINIMUM_RESPONDENTS) {
    norms = Object.fromEntries(
      isiScaleKeys.map((k) => [k, Array.from({ length: 101 }, () => 0)]),
    ) as ScaleHistograms;
    for (const { scale, score, n } of counts) {
      const histogram = norms[scale as keyof ScaleHistograms];
      if (histogram && score >= 0 && score <= 100) histogram[score] = n;
    }
  }

  const latest = await repository.latestAnswers();
  const simulatedRespondents = latest.filter((a) => a.simulated).length;
  const reliability: IsiReliability | null =
    latest.length >= RELIABILITY_MINIMUM_RESPONDENTS
      ? reliabilityOf(latest.map((a) => a.answers))
      : null;
  const retest: TestRetest = testRetest(
    (await repository.retestAttempts(RETEST_MINIMUM_DAYS)).map((a) => ({
      personId: a.userId,
      at: a.at,
      scores: a.scores,
    })),
  );
  await repository.saveStatistics({
    computedAt: now,
    normRespondents,
    norms,
    reliabilityRespondents: latest.length,
    simulatedRespondents,
    reliability: reliability ? { scales: reliability.scales } : null,
    retest: { ...retest },
  });
  // Decision 274: the technical report from the same reads, plus the survey's groups and the
  // decided applications' fits, stored as one snapshot.
  const groups = await repository.surveyGroups();
  const decided = await repository.decidedFits();
  const fitsOf = (hired: boolean) =>
    decided
      .filter((d) => d.hired === hired)
      .flatMap((d) => Array.from({ length: d.n }, () => d.fit));
  const report = buildTechnicalReport(
    {
      computedAt: now,
      reliability: {
        respondents: latest.length,
        simulatedRespondents,
        scales: reliability?.scales ?? null,
      },
      retest,
      norms: { respondents: normRespondents, histograms: norms },
      groups: groups.rows,
      outcomes: { hiredFits: fitsOf(true), rejectedFits: fitsOf(false) },
      accuracy: measuredAccuracy(await repository.hiresWithOutcome()),
    },
    groups.answered,
  );
  await repository.saveTechnicalReport(now, report);
  return {
    normRespondents,
    reliabilityRespondents: latest.length,
    simulatedRespondents,
    retestPairs: retest.pairs,
    flagsFilled,
    surveyRespondents: groups.answered,
    decidedApplications: report.fitOutcomes.decided,
  };
}

export function createIsiService(db: Db) {
  const repository = isiRepository(db);
  return {
    async takeQuestionnaire(
      userId: string,
      answers: number[],
      lang: Language,
      timings?: number[],
    ): Promise<StoredAttempt> {
      const result = scoreIsi(answers);
      // Response quality is stored beside the scores, never folded into them (decision 135).
      const { flags, medianItemMs } = responseQuality(answers, timings);
      const attempt = await repository.recordAttempt(userId, answers, result, lang, {
        flags,
        medianItemMs,
      });
      if (!attempt) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
      return attempt;
    },

    history(userId: string): Promise<StoredAttempt[]> {
      return repository.history(userId, HISTORY_LIMIT);
    },

    /**
     * The PDF report of the user's current result (decision 136), with its percentiles and the
     * latest attempt's response quality, and the file's name with the person's name (issue 23);
     * 404 NOT_FOUND before any attempt.
     */
    async report(userId: string, lang: Language): Promise<{ pdf: Buffer; fileName: string }> {
      const [latest] = await repository.history(userId, 1);
      const name = await repository.reportName(userId);
      if (!latest || name === null) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
      const norms = await this.norms();
      const { createdAt, isiFlags } = latest;
      const result = {
        iRes1: latest.iRes1,
        iRes2: latest.iRes2,
        ...Object.fromEntries(isiScaleKeys.map((k) => [k, latest[k]])),
      } as IsiResult;
      const pdf = await renderIsiReport({
        name,
        lang,
        result,
        takenAt: createdAt,
        flags: isiFlags,
        norms: norms.histograms
          ? {
              kind: 'percentiles',
              respondents: norms.respondents,
              simulated: norms.simulatedRespondents > 0,
              values: percentilesOf(result, norms.histograms),
            }
          : {
              kind: 'notEnough',
              respondents: norms.respondents,
              minimum: norms.minimumRespondents,
            },
      });
      return { pdf, fileName: isiReportFileName(name, lang) };
    },

    refreshStatistics(now: Date): Promise<IsiStatisticsRun> {
      return refreshIsiStatistics(repository, now);
    },

    async norms(): Promise<IsiNorms> {
      const row = await repository.latestStatistics();
      return {
        group: 'currentResults',
        respondents: row?.normRespondents ?? 0,
        simulatedRespondents: row?.simulatedRespondents ?? 0,
        minimumRespondents: NORMS_MINIMUM_RESPONDENTS,
        computedAt: row?.computedAt.toISOString() ?? null,
        histograms: (row?.norms as IsiNorms['histograms'] | null | undefined) ?? null,
      };
    },

    /** Decision 274: the latest snapshot of the daily job; never computed on a request. */
    async technicalReport(): Promise<IsiTechnicalReport> {
      const stored = await repository.latestTechnicalReport();
      if (!stored) return notComputedReport();
      const parsed = isiTechnicalReportSchema.safeParse(stored);
      // A snapshot of an older shape is not shown half-read: the next run replaces it.
      return parsed.success ? parsed.data : notComputedReport();
    },

    async reliability(): Promise<IsiReliabilityAnswer> {
      const row = await repository.latestStatistics();
      const stored = row?.reliability as { scales: IsiReliability['scales'] } | null | undefined;
      const retest = row?.retest as TestRetest | undefined;
      return {
        computedAt: row?.computedAt.toISOString() ?? null,
        minimumRespondents: RELIABILITY_MINIMUM_RESPONDENTS,
        respondents: row?.reliabilityRespondents ?? 0,
        simulatedRespondents: row?.simulatedRespondents ?? 0,
        scales: stored?.scales ?? null,
        retest: {
          minimumDays: RETEST_MINIMUM_DAYS,
          minimumPairs: RETEST_MINIMUM_PAIRS,
          pairs: retest?.pairs ?? 0,
          scales:
            retest?.scales ??
            (Object.fromEntries(isiScaleKeys.map((k) => [k, null])) as TestRetest['scales']),
        },
      };
    },
  };
}
