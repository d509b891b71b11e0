// What the measured accuracy says (decision 100): the figure from the minimum sample on, otherwise
// how many outcomes are missing.
import { describe, expect, it } from 'vitest';
import { accuracyView } from './accuracyView';

describe('accuracy view', () => {
  it('shows the figure with its sample from the minimum on', () => {
    expect(accuracyView({ accuracy: 80, sampleSize: 5, minimumSample: 5 })).toEqual({
      kind: 'figure',
      percent: 80,
      sampleSize: 5,
    });
  });

  it('says how many outcomes are missing below it', () => {
    expect(accuracyView({ accuracy: null, sampleSize: 1, minimumSample: 5 })).toMatchObject({
      kind: 'needed',
      missing: 4,
    });
    expect(accuracyView({ accuracy: null, sampleSize: 0, minimumSample: 5 })).toMatchObject({
      missing: 5,
    });
  });
});
