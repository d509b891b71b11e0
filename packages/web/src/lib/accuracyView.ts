// What the measured accuracy says (decision 100, with decision 135's interval): from the minimum
// sample (30 outcomes) on, the figure with its sample size and 95% Wilson interval; below it no
// headline percentage, only "n outcomes so far" and the interval (6 outcomes cannot tell 67% from
// 30% or 90%); with no outcome at all, that a figure comes later. Shared by the company's panel
// (features/jobs) and the landing page (components/MeasuredAccuracyClaim); it imports nothing at
// run time, so the landing chunk stays light.
export interface AccuracyFigure {
  accuracy: number | null;
  sampleSize: number;
  /** Percent, from the server (the domain's wilsonInterval). */
  interval?: { low: number; high: number } | null;
  minimumSample: number;
}

export interface PercentRange {
  low: number;
  high: number;
}

export type AccuracyView =
  | { kind: 'figure'; percent: number; sampleSize: number; interval: PercentRange | null }
  | {
      kind: 'interval';
      sampleSize: number;
      interval: PercentRange;
      missing: number;
      minimumSample: number;
    }
  | { kind: 'none'; missing: number; sampleSize: number; minimumSample: number };

export function accuracyView(figure: AccuracyFigure): AccuracyView {
  const interval = figure.interval ?? null;
  if (figure.accuracy !== null && figure.sampleSize >= figure.minimumSample) {
    return { kind: 'figure', percent: figure.accuracy, sampleSize: figure.sampleSize, interval };
  }
  const missing = Math.max(1, figure.minimumSample - figure.sampleSize);
  if (interval && figure.sampleSize > 0) {
    return {
      kind: 'interval',
      sampleSize: figure.sampleSize,
      interval,
      missing,
      minimumSample: figure.minimumSample,
    };
  }
  return {
    kind: 'none',
    missing,
    sampleSize: figure.sampleSize,
    minimumSample: figure.minimumSample,
  };
}
