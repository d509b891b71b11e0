// What the measured accuracy says (decision 100): the figure with its sample size from the minimum
// sample on, otherwise how many more outcomes are needed. Shared by the company's panel
// (features/jobs) and the landing page (components/MeasuredAccuracyClaim); it imports nothing at
// run time, so the landing chunk stays light.
export interface AccuracyFigure {
  accuracy: number | null;
  sampleSize: number;
  minimumSample: number;
}

export type AccuracyView =
  | { kind: 'figure'; percent: number; sampleSize: number }
  | { kind: 'needed'; missing: number; sampleSize: number; minimumSample: number };

export function accuracyView(figure: AccuracyFigure): AccuracyView {
  if (figure.accuracy !== null && figure.sampleSize >= figure.minimumSample) {
    return { kind: 'figure', percent: figure.accuracy, sampleSize: figure.sampleSize };
  }
  return {
    kind: 'needed',
    missing: Math.max(1, figure.minimumSample - figure.sampleSize),
    sampleSize: figure.sampleSize,
    minimumSample: figure.minimumSample,
  };
}
