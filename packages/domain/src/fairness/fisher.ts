// decisions.md 21: Fisher's exact test for a 2x2 table, two-sided (the sum of the probabilities
// of every table with the same margins that is no more likely than the one observed, as R's
// fisher.test does, with its relative tolerance 1e-7). Hypergeometric probabilities from log
// factorials, so tables of many thousands stay exact to double precision. Tested against
// published values (fisher.test.ts).

const logFactorials: number[] = [0];
function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i += 1) {
    logFactorials[i] = (logFactorials[i - 1] ?? 0) + Math.log(i);
  }
  return logFactorials[n] ?? 0;
}

/**
 * Two-sided p-value of the table
 *   a b
 *   c d
 * (rows: two groups; columns: moved on, did not). 1 for a table with an empty margin.
 */
export function fisherExact(a: number, b: number, c: number, d: number): number {
  for (const x of [a, b, c, d]) {
    if (!Number.isInteger(x) || x < 0) throw new RangeError('counts are whole numbers ≥ 0');
  }
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const n = row1 + row2;
  if (row1 === 0 || row2 === 0 || col1 === 0 || col1 === n) return 1;
  const fixed =
    logFactorial(row1) +
    logFactorial(row2) +
    logFactorial(col1) +
    logFactorial(n - col1) -
    logFactorial(n);
  const logP = (x: number) =>
    fixed -
    logFactorial(x) -
    logFactorial(row1 - x) -
    logFactorial(col1 - x) -
    logFactorial(row2 - col1 + x);
  const observed = logP(a);
  const low = Math.max(0, col1 - row2);
  const high = Math.min(row1, col1);
  let p = 0;
  // R: sum(d[d <= d[observed] * (1 + 1e-7)])
  const limit = observed + Math.log1p(1e-7);
  for (let x = low; x <= high; x += 1) {
    const lp = logP(x);
    if (lp <= limit) p += Math.exp(lp);
  }
  return Math.min(1, p);
}
