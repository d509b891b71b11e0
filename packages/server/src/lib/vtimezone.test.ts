// The VTIMEZONE generator (decision 180) against the runtime's zone data and ical.js (Thunderbird's
// parser): the transitions it finds, how it writes offsets, and a block ical.js reads right.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  formatOffset,
  isRepeatedWallTime,
  offsetAt,
  transitionsOfYear,
  vtimezone,
  wallTime,
} from './vtimezone';

describe('vtimezone', () => {
  it('finds each change of offset to the second', () => {
    // Egypt's summer time of 2027: the last Friday of April to the last Thursday of October.
    expect(transitionsOfYear('Africa/Cairo', 2027)).toEqual([
      { at: Date.parse('2027-04-29T22:00:00Z'), from: 7200, to: 10800 },
      { at: Date.parse('2027-10-28T21:00:00Z'), from: 10800, to: 7200 },
    ]);
    // Jordan keeps +03 all year since 2022: no transition, one observance.
    expect(transitionsOfYear('Asia/Amman', 2026)).toEqual([]);
    expect(transitionsOfYear('Asia/Kolkata', 2027)).toEqual([]);
    expect(offsetAt('Asia/Kolkata', Date.parse('2027-01-01T00:00:00Z'))).toBe(19800);
  });

  it('writes offsets and local times as RFC 5545 does', () => {
    expect(formatOffset(10800)).toBe('+0300');
    expect(formatOffset(-12600)).toBe('-0330');
    expect(formatOffset(0)).toBe('+0000');
    expect(formatOffset(-2670)).toBe('-004430');
    expect(wallTime(Date.parse('2027-07-15T07:00:00Z'), 10800)).toBe('20270715T100000');
  });

  it('knows the wall times the clocks pass twice', () => {
    // Berlin, 2027-10-31: 02:30 happens at 00:30Z (summer) and 01:30Z (winter).
    expect(isRepeatedWallTime('Europe/Berlin', Date.parse('2027-10-31T00:30:00Z'))).toBe(true);
    expect(isRepeatedWallTime('Europe/Berlin', Date.parse('2027-10-31T01:30:00Z'))).toBe(true);
    expect(isRepeatedWallTime('Europe/Berlin', Date.parse('2027-10-31T02:30:00Z'))).toBe(false);
    // Troll goes back two hours: 02:30 local at +02 comes again two hours later.
    expect(isRepeatedWallTime('Antarctica/Troll', Date.parse('2027-10-31T00:30:00Z'))).toBe(true);
    expect(isRepeatedWallTime('Asia/Amman', Date.parse('2026-12-10T07:00:00Z'))).toBe(false);
  });

  it.each([
    ['Africa/Cairo', '2027-07-15T07:00:00Z'],
    ['Asia/Amman', '2026-12-10T07:00:00Z'],
    ['America/Sao_Paulo', '2027-01-15T13:00:00Z'],
    ['Asia/Tehran', '2027-06-01T06:30:00Z'],
    ['Australia/Lord_Howe', '2027-01-15T00:00:00Z'],
    ['Pacific/Chatham', '2027-12-31T20:00:00Z'],
  ])('gives ical.js the instant of a local time in %s (%s)', (zone, iso) => {
    const at = Date.parse(iso);
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//talentpool//test//EN',
      vtimezone(zone, at, at + 3_600_000),
      'BEGIN:VEVENT',
      'UID:x',
      'DTSTAMP:20261201T000000Z',
      `DTSTART;TZID=${zone}:${wallTime(at, offsetAt(zone, at))}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(vevent && new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe(
      new Date(at).toISOString(),
    );
  });

  it('starts with the offset in force on 1 January and has one observance per transition', () => {
    const text = vtimezone(
      'Africa/Cairo',
      Date.parse('2027-07-15T07:00:00Z'),
      Date.parse('2027-07-15T08:00:00Z'),
    );
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Africa/Cairo',
      'BEGIN:STANDARD',
      'DTSTART:20270101T020000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0200',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270430T000000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0300',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20271029T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0200',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });
});
