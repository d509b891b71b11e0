// The report's range and posting come from the URL; anything malformed is left out, so the
// server's defaults apply instead of a 400.
import { describe, expect, it } from 'vitest';
import { reportFiltersOf } from './ReportsPage';

describe('reportFiltersOf', () => {
  it('keeps a posting id and two days', () => {
    const id = '0b6c1a3e-2f4d-4c5b-8a9e-1d2c3b4a5f60';
    expect(
      reportFiltersOf(new URLSearchParams(`jobId=${id}&from=2026-10-01&to=2026-10-31`)),
    ).toEqual({ jobId: id, from: '2026-10-01', to: '2026-10-31' });
  });

  it('leaves out what is not an id or a day', () => {
    expect(reportFiltersOf(new URLSearchParams('jobId=42&from=yesterday&to=2026-1-3'))).toEqual({
      jobId: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
