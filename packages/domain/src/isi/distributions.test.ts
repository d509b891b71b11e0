// Decision 274: the distribution functions against published tables (F: Abramowitz and Stegun
// 26.6, chi-square: 26.4, as any statistics textbook prints them) and SciPy 1.17's values.
import { describe, expect, it } from 'vitest';
import { chiSquareSurvival, fCdf, fQuantile, logGamma, regularizedBeta } from './distributions';

describe('logGamma', () => {
  it('gives ln Γ of known values', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
    expect(logGamma(100)).toBeCloseTo(359.1342053695754, 9);
  });
});

describe('regularizedBeta and fCdf', () => {
  it('are exact where the closed form is known', () => {
    // I_x(1, b) = 1 − (1 − x)^b; I_x(a, 1) = x^a.
    expect(regularizedBeta(0.3, 1, 4)).toBeCloseTo(1 - 0.7 ** 4, 12);
    expect(regularizedBeta(0.3, 3, 1)).toBeCloseTo(0.027, 12);
    expect(regularizedBeta(0, 2, 3)).toBe(0);
    expect(regularizedBeta(1, 2, 3)).toBe(1);
  });

  it('matches SciPy: P(F(4, 12) ≤ 2)', () => {
    expect(fCdf(2, 4, 12)).toBeCloseTo(0.8413696, 6);
  });
});

describe('fQuantile', () => {
  it('gives the printed F table values', () => {
    expect(fQuantile(0.95, 5, 10)).toBeCloseTo(3.3258, 4);
    expect(fQuantile(0.975, 10, 20)).toBeCloseTo(2.7737, 4);
    expect(fQuantile(0.99, 3, 30)).toBeCloseTo(4.5097, 4);
    // The lower tail: F(0.05; 5, 10) = 1 / F(0.95; 10, 5) = 1 / 4.7351.
    expect(fQuantile(0.05, 5, 10)).toBeCloseTo(0.21119, 5);
  });

  it('holds at the report sizes (SciPy: f.ppf)', () => {
    expect(fQuantile(0.975, 199, 995)).toBeCloseTo(1.231067, 6);
    expect(fQuantile(0.025, 199, 995)).toBeCloseTo(0.799649, 6);
    expect(fQuantile(0.975, 19999, 99995)).toBeCloseTo(1.0216239, 6);
  });

  it('refuses what has no quantile', () => {
    expect(fQuantile(0, 3, 4)).toBeNaN();
    expect(fQuantile(0.5, 0, 4)).toBeNaN();
  });
});

describe('chiSquareSurvival', () => {
  it('gives 0.05 at the printed critical values', () => {
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(7.814728, 3)).toBeCloseTo(0.05, 6);
    expect(chiSquareSurvival(16.918978, 9)).toBeCloseTo(0.05, 6);
  });

  it('matches SciPy and the closed form with 2 degrees of freedom', () => {
    expect(chiSquareSurvival(10, 3)).toBeCloseTo(0.0185661, 6);
    expect(chiSquareSurvival(0.5, 2)).toBeCloseTo(Math.exp(-0.25), 12);
    expect(chiSquareSurvival(0, 4)).toBe(1);
  });
});
