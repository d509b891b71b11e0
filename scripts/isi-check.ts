// `npm run isi:check`: the ISI psychometric check (docs/isi.md). Simulates respondents from a
// latent model, scores them with the real key, prints each scale's Cronbach's alpha and how often
// the true top type and style are recovered, and exits 1 when a scale's alpha is below 0.7 in the
// reference condition. Options: --respondents N (default 10000), --seed S, --noise SD.
// Issue 22 (decision 135): given a database (--database-url URL, or DATABASE_URL / DATA_DIR in
// the environment), it also computes alpha, corrected item-total and test-retest correlations
// from the answers stored there, as the server's daily job does; these are reported, not gated.
import { simulateIsi, type SimulationOptions } from '../packages/domain/src/isi/simulation';
import {
  RELIABILITY_MINIMUM_RESPONDENTS,
  reliabilityOf,
  RETEST_MINIMUM_DAYS,
  testRetest,
} from '../packages/domain/src/isi/statistics';
import { isiScaleKeys, isiScaleNames } from '../packages/domain/src/isi/types';
import { openDatabase } from '../packages/server/src/db/database';
import { isiRepository } from '../packages/server/src/features/isi/repository';

const MIN_ALPHA = 0.7;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value)) {
    console.error(`--${name} needs a number`);
    process.exit(2);
  }
  return value;
}

const reference: SimulationOptions = {
  respondents: option('respondents', 10_000),
  seed: option('seed', 20261122),
  noise: option('noise', 0.9),
  acquiescence: 0.3,
};
// Sensitivity conditions: reported, not gated.
const conditions: { label: string; options: SimulationOptions }[] = [
  {
    label: `reference (noise ${reference.noise}, acquiescence ${reference.acquiescence})`,
    options: reference,
  },
  {
    label: 'no acquiescence',
    options: { ...reference, acquiescence: 0, seed: reference.seed + 1 },
  },
  {
    label: `noisier answers (noise ${reference.noise + 0.4})`,
    options: { ...reference, noise: reference.noise + 0.4, seed: reference.seed + 2 },
  },
];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
let failed = false;

for (const [index, { label, options }] of conditions.entries()) {
  const report = simulateIsi(options);
  console.log(
    `\nISI check — ${label}: ${options.respondents} simulated respondents, seed ${options.seed}`,
  );
  console.log('scale  name          alpha');
  for (const key of isiScaleKeys) {
    const alpha = report.alpha[key];
    const gate = index === 0 && alpha < MIN_ALPHA;
    if (gate) failed = true;
    console.log(
      `${key.padEnd(6)} ${isiScaleNames[key].en.padEnd(13)} ${alpha.toFixed(3)}${gate ? '  < 0.7 FAIL' : ''}`,
    );
  }
  console.log(
    `true top type recovered (iRes1):  ${pct(report.typeRecovery)}  (in observed top two: ${pct(report.typeTopTwo)}; chance 25%)`,
  );
  console.log(
    `true top style recovered (iRes2): ${pct(report.styleRecovery)}  (in observed top two: ${pct(report.styleTopTwo)}; chance 25%)`,
  );
}

function text(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const databaseUrl = text('database-url') ?? process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (databaseUrl || dataDir) {
  const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? 'data' });
  try {
    const repository = isiRepository(database.db);
    const latest = await repository.latestAnswers();
    const simulated = latest.filter((a) => a.simulated).length;
    console.log(
      `\nISI check — stored answers (${databaseUrl ? 'PostgreSQL' : `DATA_DIR ${dataDir}`}): ${latest.length} respondents (latest attempt each), ${simulated} of them simulated demo answers`,
    );
    if (latest.length < RELIABILITY_MINIMUM_RESPONDENTS) {
      console.log(
        `not enough answers yet: ${RELIABILITY_MINIMUM_RESPONDENTS} respondents needed for alpha`,
      );
    } else {
      const reliability = reliabilityOf(latest.map((a) => a.answers));
      console.log('scale  name          alpha  lowest item-total r');
      for (const key of isiScaleKeys) {
        const { alpha, items } = reliability.scales[key];
        const lowest = Math.min(...items.map((i) => i.itemTotal ?? 1));
        console.log(
          `${key.padEnd(6)} ${isiScaleNames[key].en.padEnd(13)} ${alpha === null ? '  —  ' : alpha.toFixed(3)}  ${lowest.toFixed(3)}`,
        );
      }
    }
    const retest = testRetest(
      (await repository.retestAttempts(RETEST_MINIMUM_DAYS)).map((a) => ({
        personId: a.userId,
        at: a.at,
        scores: a.scores,
      })),
    );
    console.log(
      `test-retest: ${retest.pairs} people answered again at least ${RETEST_MINIMUM_DAYS} days later` +
        (retest.scales.flt === null
          ? ' (too few pairs for a correlation)'
          : `; r ${isiScaleKeys.map((k) => `${k} ${retest.scales[k]?.toFixed(2)}`).join(', ')}`),
    );
  } finally {
    await database.close();
  }
}

if (failed) {
  console.error(`\nFAIL: a scale's alpha is below ${MIN_ALPHA} in the reference condition.`);
  process.exit(1);
}
console.log(`\nOK: every scale's alpha is at least ${MIN_ALPHA} in the reference condition.`);
