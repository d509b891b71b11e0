// The conversions of decision 120 across clock changes: Intl knows the zones' rules, and these
// instants are the ones a calendar shows (checked against the published offsets).
import { describe, expect, it } from 'vitest';
import {
  formatSpan,
  instantOf,
  isTimeZone,
  offsetMinutesAt,
  timeZoneNames,
  wallTimeOf,
  zoneLabel,
} from './time';

describe('instantOf', () => {
  it('takes the offset of the date itself, on both sides of a clock change', () => {
    // Berlin: UTC+1 in winter, UTC+2 from 29 March 2026 (02:00 → 03:00).
    expect(instantOf({ date: '2026-03-28', time: '10:00' }, 'Europe/Berlin')).toEqual({
      ok: true,
      iso: '2026-03-28T09:00:00.000Z',
    });
    expect(instantOf({ date: '2026-03-30', time: '10:00' }, 'Europe/Berlin')).toEqual({
      ok: true,
      iso: '2026-03-30T08:00:00.000Z',
    });
    // New York: EST -5 until 8 March 2026, EDT -4 after.
    expect(instantOf({ date: '2026-03-09', time: '09:30' }, 'America/New_York')).toEqual({
      ok: true,
      iso: '2026-03-09T13:30:00.000Z',
    });
    expect(instantOf({ date: '2026-12-01', time: '09:30' }, 'America/New_York')).toEqual({
      ok: true,
      iso: '2026-12-01T14:30:00.000Z',
    });
  });

  it('says a time skipped by the clocks does not exist, and takes a repeated one first', () => {
    expect(instantOf({ date: '2026-03-29', time: '02:30' }, 'Europe/Berlin')).toEqual({
      ok: false,
      reason: 'nonexistent',
    });
    // 25 October 2026, 02:30 happens twice in Berlin: first at +2 (00:30 UTC).
    expect(instantOf({ date: '2026-10-25', time: '02:30' }, 'Europe/Berlin')).toEqual({
      ok: true,
      iso: '2026-10-25T00:30:00.000Z',
    });
  });

  it('handles zones with half-hour offsets and refuses what is not a time', () => {
    expect(instantOf({ date: '2026-06-01', time: '12:00' }, 'Asia/Kolkata')).toEqual({
      ok: true,
      iso: '2026-06-01T06:30:00.000Z',
    });
    expect(instantOf({ date: '2026-02-31', time: '12:00' }, 'UTC')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(instantOf({ date: '2026-06-01', time: '12:00' }, 'Mars/Olympus')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('zones', () => {
  it('reads offsets and wall times through Intl', () => {
    expect(offsetMinutesAt(Date.parse('2026-07-01T00:00:00Z'), 'America/Los_Angeles')).toBe(-420);
    expect(offsetMinutesAt(Date.parse('2026-07-01T00:00:00Z'), 'UTC')).toBe(0);
    expect(wallTimeOf('2026-07-01T23:30:00Z', 'Asia/Tokyo')).toEqual({
      date: '2026-07-02',
      time: '08:30',
    });
    expect(isTimeZone('Africa/Cairo')).toBe(true);
    expect(isTimeZone('Nowhere/Land')).toBe(false);
    expect(timeZoneNames()).toContain('Africa/Cairo');
  });

  it('names a zone with its offset at that date, and writes a span in a zone', () => {
    expect(zoneLabel('Europe/Berlin', '2026-01-10T10:00:00Z', 'en')).toBe(
      'Europe/Berlin (GMT+01:00)',
    );
    expect(zoneLabel('Europe/Berlin', '2026-07-10T10:00:00Z', 'en')).toBe(
      'Europe/Berlin (GMT+02:00)',
    );
    const span = formatSpan('2026-07-10T08:00:00Z', 90, 'Europe/Berlin', 'en');
    expect(span).toContain('10:00');
    expect(span).toContain('11:30');
  });
});
