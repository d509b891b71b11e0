// Issue 9: numbers and dates per locale (docs/decisions/071-numbers-and-dates.md).
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
} from './format';

const bidiMarks = /[\u200e\u200f\u061c]/g;

describe('numbers', () => {
  it('group thousands in either language, with Latin digits in Arabic too', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toMatch(/^12.345$/);
    expect(formatNumber(12345, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('write scores from 0 to 100 as whole percentages', () => {
    expect(formatPercent(50, 'en')).toBe('50%');
    expect(formatPercent(42.857, 'en')).toBe('43%');
    expect(formatPercent(0, 'en')).toBe('0%');
    // Arabic keeps the number left to right inside right-to-left text.
    expect(formatPercent(50, 'ar').replace(bidiMarks, '')).toBe('50%');
    expect(formatPercent(50, 'ar')).toContain('\u200e');
  });
});

describe('dates', () => {
  it('of profiles come from their first 10 characters, never shifted by a time zone', () => {
    expect(formatCalendarDate('2020-07-01T23:30:00-05:00', 'en')).toBe('01-07-2020');
    expect(formatCalendarDate('2020-07-01', 'ar')).toBe('1 يوليو 2020');
    expect(formatCalendarDate('2020-07-01T23:30:00-05:00', 'ar')).toBe('1 يوليو 2020');
  });

  it('of profiles show empty or odd values as they are', () => {
    expect(formatCalendarDate(null, 'en')).toBe('');
    expect(formatCalendarDate('', 'ar')).toBe('');
    expect(formatCalendarDate('sometime', 'ar')).toBe('sometime');
  });

  it('of events name the month in the reader’s language', () => {
    const moment = '2026-03-05T12:00:00Z';
    expect(formatDate(moment, 'en')).toBe('5 Mar 2026');
    expect(formatDate(moment, 'ar')).toContain('2026');
    expect(formatDate(moment, 'ar')).toMatch(/[\u0600-\u06ff]/);
    expect(formatDateTime(moment, 'en')).toMatch(/^5 Mar 2026, \d{2}:\d{2}$/);
    expect(formatDateTime(moment, 'ar')).toMatch(/[\u0600-\u06ff]/);
  });
});
