import { describe, expect, it } from 'vitest';
import { checkSchedule, formFieldOf, type ScheduleValues } from './scheduleForm';

const now = Date.parse('2026-11-25T12:00:00Z');
const base: ScheduleValues = {
  mode: 'fixed',
  date: '2026-12-01',
  time: '10:00',
  slots: [],
  durationMinutes: '45',
  timeZone: 'Africa/Cairo',
  location: ' Room 4 ',
  videoUrl: '',
  interviewerIds: ['m1', 'm2'],
};

describe('checkSchedule', () => {
  it('turns the wall time of the chosen zone into the instant the server stores', () => {
    expect(checkSchedule(base, now)).toEqual({
      ok: true,
      kind: 'fixed',
      body: {
        // Cairo is UTC+2 in December.
        startsAt: '2026-12-01T08:00:00.000Z',
        durationMinutes: 45,
        timeZone: 'Africa/Cairo',
        interviewerIds: ['m1', 'm2'],
        location: 'Room 4',
      },
    });
  });

  it('names each wrong field: past time, duration, zone, interviewers, video link', () => {
    const result = checkSchedule(
      {
        ...base,
        date: '2026-11-25',
        time: '13:00', // 11:00 UTC: an hour ago
        durationMinutes: '5',
        interviewerIds: [],
        videoUrl: 'meet here',
      },
      now,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(Object.entries(result.errors).map(([f, e]) => [f, e.key]))).toEqual({
      date: 'past',
      durationMinutes: 'duration',
      interviewerIds: 'interviewers',
      videoUrl: 'videoUrl',
    });
    const zone = checkSchedule({ ...base, timeZone: 'Cairo' }, now);
    expect(zone.ok ? null : zone.errors.timeZone?.key).toBe('zone');
  });

  it('offers slots with one duration, and refuses overlapping ones', () => {
    const slots = {
      ...base,
      mode: 'slots' as const,
      slots: [
        { date: '2026-12-01', time: '10:00' },
        { date: '2026-12-01', time: '11:00' },
      ],
    };
    const ok = checkSchedule(slots, now);
    expect(ok).toMatchObject({
      ok: true,
      kind: 'slots',
      body: {
        slots: [
          { startsAt: '2026-12-01T08:00:00.000Z', durationMinutes: 45 },
          { startsAt: '2026-12-01T09:00:00.000Z', durationMinutes: 45 },
        ],
        timeZone: 'Africa/Cairo',
      },
    });
    const overlapping = checkSchedule(
      { ...slots, slots: [...slots.slots, { date: '2026-12-01', time: '10:30' }] },
      now,
    );
    expect(overlapping.ok ? null : overlapping.errors['slots.2.date']?.key).toBe('overlap');
  });
});

describe('formFieldOf', () => {
  it('finds the field of a server error', () => {
    expect(formFieldOf('startsAt', 'fixed')).toBe('date');
    expect(formFieldOf('slots.1.startsAt', 'slots')).toBe('slots.1.date');
    expect(formFieldOf('slots[2]', 'slots')).toBe('slots.2.date');
    expect(formFieldOf('interviewerIds.0', 'fixed')).toBe('interviewerIds');
    expect(formFieldOf('timeZone', 'slots')).toBe('timeZone');
    expect(formFieldOf('somethingElse', 'fixed')).toBeNull();
  });
});
