// The psychometric check behind `npm run isi:check`: respondents simulated from a latent model are
// scored with the real key and scoreIsi, and each scale's Cronbach's alpha and the recovery of the
// true top type and style are measured. See docs/isi.md for the method and what it can and cannot
// show. Pure and seeded, so a run is reproducible.
import { isiKey } from './key';
import { keyedAnswer, scoreIsi } from './scoring';
import {
  ISI_ANSWER_MAX,
  ISI_ANSWER_MIN,
  isiPerceptionalScales,
  isiScaleKeys,
  isiThinkingScales,
  type IsiScaleKey,
} from './types';

export interface SimulationOptions {
  respondents: number;
  seed: number;
  /** Standard deviation of the per-answer noise, in answer points. */
  noise: number;
  /** Standard deviation of a person's acquiescence (agreeing regardless of content). */
  acquiescence: number;
}

export interface SimulationReport {
  options: SimulationOptions;
  alpha: Record<IsiScaleKey, number>;
  /** Share of respondents whose true top thinking scale is iRes1. */
  typeRecovery: number;
  /** Share of respondents whose true top perceptional scale is iRes2 − 4. */
  styleRecovery: number;
  /** Share whose true top scale ranks first or second among the observed scores. */
  typeTopTwo: number;
  styleTopTwo: number;
}

/** mulberry32: a small seeded generator; quality is ample for a simulation of this size. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random: () => number): number {
  // Box-Muller.
  const u = Math.max(random(), Number.MIN_VALUE);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const clamp = (x: number) => Math.min(ISI_ANSWER_MAX, Math.max(ISI_ANSWER_MIN, x));

/** Cronbach's alpha of a respondents × items matrix. */
export function cronbachAlpha(rows: readonly (readonly number[])[]): number {
  const n = rows.length;
  const k = rows[0]?.length ?? 0;
  if (n < 2 || k < 2) return Number.NaN;
  const variance = (values: number[]) => {
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    return values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
  };
  let itemVariances = 0;
  for (let j = 0; j < k; j++) itemVariances += variance(rows.map((r) => r[j] ?? 0));
  const totalVariance = variance(rows.map((r) => r.reduce((s, v) => s + v, 0)));
  return (k / (k - 1)) * (1 - itemVariances / totalVariance);
}

function argmax(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if ((values[i] ?? 0) > (values[best] ?? 0)) best = i;
  return best;
}

function rankOf(values: readonly number[], index: number): number {
  // 0 = highest; ties count against the true scale only when strictly greater.
  const v = values[index] ?? 0;
  return values.filter((x) => x > v).length;
}

interface SimulatedItem {
  scale: IsiScaleKey;
  reverse: boolean;
  loading: number;
  offset: number;
}

/** The simulation model's items: each with its loading and offset, drawn once per run. */
function simulatedItems(random: () => number): SimulatedItem[] {
  // Items differ: each has its own loading (how strongly it reflects its trait) and its own
  // offset (how easy it is to agree with), drawn once per run.
  return isiKey.map((entry) => ({
    ...entry,
    loading: 0.75 + 0.35 * random(),
    offset: (random() - 0.5) * 0.6,
  }));
}

/** One simulated respondent: the true traits and the 48 raw answers. */
function simulatedRespondent(
  items: readonly SimulatedItem[],
  options: SimulationOptions,
  random: () => number,
): { trait: Record<IsiScaleKey, number>; answers: number[] } {
  const trait = Object.fromEntries(isiScaleKeys.map((k) => [k, normal(random)])) as Record<
    IsiScaleKey,
    number
  >;
  const acquiescence = options.acquiescence * normal(random);
  const answers = items.map((item) => {
    // Agreement with the content on the 1..5 scale, centred on 3.
    const agreement = 3 + item.offset + item.loading * trait[item.scale];
    // A reverse-keyed statement says the opposite, so agreement with it is flipped; acquiescence
    // pushes every raw answer the same way, whatever the keying.
    const raw = item.reverse ? 6 - agreement : agreement;
    return clamp(Math.round(raw + acquiescence + options.noise * normal(random)));
  });
  return { trait, answers };
}

/**
 * The raw answers of simulated respondents (the model of simulateIsi): what the response-quality
 * flags are calibrated on (decision 135) and what the demo data stands for.
 */
export function simulatedAnswerSets(options: SimulationOptions): number[][] {
  const random = seededRandom(options.seed);
  const items = simulatedItems(random);
  return Array.from(
    { length: options.respondents },
    () => simulatedRespondent(items, options, random).answers,
  );
}

export function simulateIsi(options: SimulationOptions): SimulationReport {
  const random = seededRandom(options.seed);
  const items = simulatedItems(random);
  const keyedByScale = Object.fromEntries(isiScaleKeys.map((k) => [k, [] as number[][]])) as Record<
    IsiScaleKey,
    number[][]
  >;
  let typeHits = 0;
  let styleHits = 0;
  let typeTopTwo = 0;
  let styleTopTwo = 0;

  for (let p = 0; p < options.respondents; p++) {
    const { trait, answers } = simulatedRespondent(items, options, random);
    const keyed: Record<IsiScaleKey, number[]> = Object.fromEntries(
      isiScaleKeys.map((k) => [k, [] as number[]]),
    ) as Record<IsiScaleKey, number[]>;
    items.forEach((item, i) => keyed[item.scale].push(keyedAnswer(answers[i] ?? 3, item.reverse)));
    for (const k of isiScaleKeys) keyedByScale[k].push(keyed[k]);

    const result = scoreIsi(answers);
    const trueThinking = isiThinkingScales.map((k) => trait[k]);
    const truePerceptional = isiPerceptionalScales.map((k) => trait[k]);
    const trueType = argmax(trueThinking);
    const trueStyle = argmax(truePerceptional);
    if (result.iRes1 === trueType) typeHits++;
    if (result.iRes2 - 4 === trueStyle) styleHits++;
    if (
      rankOf(
        isiThinkingScales.map((k) => result[k]),
        trueType,
      ) < 2
    )
      typeTopTwo++;
    if (
      rankOf(
        isiPerceptionalScales.map((k) => result[k]),
        trueStyle,
      ) < 2
    )
      styleTopTwo++;
  }

  const alpha = Object.fromEntries(
    isiScaleKeys.map((k) => [k, cronbachAlpha(keyedByScale[k])]),
  ) as Record<IsiScaleKey, number>;
  const n = options.respondents;
  return {
    options,
    alpha,
    typeRecovery: typeHits / n,
    styleRecovery: styleHits / n,
    typeTopTwo: typeTopTwo / n,
    styleTopTwo: styleTopTwo / n,
  };
}
