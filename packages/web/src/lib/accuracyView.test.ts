// What the measured accuracy says (decisions 100 and 135): the figure and its interval from the
// minimum sample on; below it the interval and the count so far, never a headline percentage.
import { describe, expect, it } from 'vitest';
import { accuracyView } from './accuracyView';

describe('accuracy view', () => {
  it('shows the figure with its sample and interval from the minimum on', () => {
    const interval = { low: 48.8, high: 80.8 };
    expect(accuracyView({ accuracy: 67, sampleSize: 30, interval, minimumSample: 30 })).toEqual({
      kind: 'figure',
      percent: 67,
      sampleSize: 30,
      interval,
    });
  });

  it('shows only the interval and the count below it', () => {
    const interval = { low: 30, high: 90.3 };
    expect(accuracyView({ accuracy: null, sampleSize: 6, interval, minimumSample: 30 })).toEqual({
      kind: 'interval',
      sampleSize: 6,
      interval,
      missing: 24,
      minimumSample: 30,
    });
  });

  it('says that nothing is measured yet without any outcome', () => {
    expect(
      accuracyView({ accuracy: null, sampleSize: 0, interval: null, minimumSample: 30 }),
    ).toMatchObject({ kind: 'none', missing: 30 });
  });

  it('never shows a headline below the minimum, even if a server sent one', () => {
    const view = accuracyView({
      accuracy: 67,
      sampleSize: 6,
      interval: { low: 30, high: 90.3 },
      minimumSample: 30,
    });
    expect(view.kind).toBe('interval');
  });
});
