// Issue 40: a posting's fit settings.
import { describe, expect, it } from 'vitest';
import { defaultFitSettings, postingFitSettingsSchema } from './settings';

describe('postingFitSettingsSchema', () => {
  it('fills in the defaults', () => {
    expect(defaultFitSettings()).toEqual({
      weights: { skills: 35, experience: 20, education: 10, field: 15, style: 20 },
      skills: [],
      mustHaves: { skills: [], education: true, experience: true, location: false },
    });
  });

  it('refuses weights that are all 0, out of range or not whole, with message keys', () => {
    const zero = { skills: 0, experience: 0, education: 0, field: 0, style: 0 };
    const messages = (weights: object) =>
      postingFitSettingsSchema.safeParse({ weights }).error?.issues.map((i) => i.message);
    expect(messages(zero)).toEqual(['fit.weightsZero']);
    expect(messages({ ...zero, style: 101 })).toEqual(['fit.weightInvalid']);
    expect(messages({ ...zero, style: 2.5 })).toEqual(['fit.weightInvalid']);
    const tooMany = Array.from({ length: 11 }, (_, i) => `skill ${i}`);
    expect(
      postingFitSettingsSchema.safeParse({ mustHaves: { skills: tooMany } }).error?.issues[0]
        ?.message,
    ).toBe('fit.skillsTooMany');
  });
});
