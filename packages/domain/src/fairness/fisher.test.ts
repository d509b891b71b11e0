import { describe, expect, it } from 'vitest';
import { fisherExact } from './fisher';

// Published two-sided p-values (R's fisher.test, and the textbooks that print them).
describe("Fisher's exact test", () => {
  it("Fisher's lady tasting tea: 3 1 / 1 3 gives 0.4857", () => {
    // Fisher (1935); R: fisher.test(matrix(c(3,1,1,3),2)) p-value = 0.4857
    expect(fisherExact(3, 1, 1, 3)).toBeCloseTo(0.485714, 5);
  });

  it('the dieting example: 1 9 / 11 3 gives 0.002759', () => {
    // Wikipedia "Fisher's exact test" (men/women studying), R: p-value = 0.002759
    expect(fisherExact(1, 9, 11, 3)).toBeCloseTo(0.0027594, 6);
  });

  it("Agresti's job satisfaction style table: 10 2 / 3 15 gives 0.0005367", () => {
    // R: fisher.test(matrix(c(10,3,2,15),2))$p.value, SciPy: 0.0005367241191434357
    expect(fisherExact(10, 2, 3, 15)).toBeCloseTo(0.0005367, 6);
  });

  it('is symmetric in rows and columns, 1 with an empty margin, and refuses bad counts', () => {
    expect(fisherExact(1, 9, 11, 3)).toBeCloseTo(fisherExact(11, 3, 1, 9), 12);
    expect(fisherExact(1, 9, 11, 3)).toBeCloseTo(fisherExact(1, 11, 9, 3), 12);
    expect(fisherExact(0, 0, 5, 5)).toBe(1);
    expect(fisherExact(5, 0, 5, 0)).toBe(1);
    expect(fisherExact(5, 5, 5, 5)).toBeCloseTo(1, 12);
    expect(() => fisherExact(-1, 1, 1, 1)).toThrow(RangeError);
  });

  it('stays exact for large tables (400 of 1000 against 300 of 1000)', () => {
    // SciPy: fisher_exact([[400, 600], [300, 700]]).pvalue = 3.371699707399935e-06
    expect(fisherExact(400, 600, 300, 700) / 3.371699707399935e-6).toBeCloseTo(1, 6);
  });
});
