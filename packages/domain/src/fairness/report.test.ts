import { describe, expect, it } from 'vitest';
import { dimensionFigures, type GroupCount } from './report';

const gender = (group: string, entered: number, movedOn: number): GroupCount => ({
  dimension: 'gender',
  group,
  entered,
  movedOn,
});

describe('the fairness figures (decisions.md 21)', () => {
  it('rates, impact ratio to the highest rate, four-fifths and Fisher', () => {
    const d = dimensionFigures('gender', [
      gender('male', 50, 25),
      gender('female', 40, 10),
      gender('other', 3, 3),
      gender('preferNot', 10, 1),
    ]);
    expect(d.total).toBe(103);
    expect(d.enoughPeople).toBe(true);
    const male = d.groups.find((g) => g.group === 'male');
    const female = d.groups.find((g) => g.group === 'female');
    expect(male).toMatchObject({ selectionRate: 0.5, impactRatio: 1, reference: true });
    expect(male?.pValue).toBeNull();
    expect(female).toMatchObject({ selectionRate: 0.25, impactRatio: 0.5, fourFifths: true });
    // SciPy: fisher_exact([[10, 30], [25, 25]]).pvalue = 0.018056098548588796
    expect(female?.pValue).toBe(0.01806);
    // Fewer than 5: no figure, never the reference though its rate is 100 %.
    expect(d.groups.find((g) => g.group === 'other')).toMatchObject({
      fewerThan5: true,
      entered: null,
      selectionRate: null,
      fourFifths: false,
    });
    // "Prefer not to say" is shown, never flagged.
    expect(d.groups.find((g) => g.group === 'preferNot')?.fourFifths).toBe(false);
  });

  it('raises no flag below 30 people in all', () => {
    const d = dimensionFigures('gender', [gender('male', 15, 10), gender('female', 10, 1)]);
    expect(d.enoughPeople).toBe(false);
    expect(d.groups.find((g) => g.group === 'female')).toMatchObject({
      impactRatio: 0.15,
      fourFifths: false,
    });
  });
});
