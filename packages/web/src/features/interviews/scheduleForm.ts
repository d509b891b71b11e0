// Decision 120: what the schedule dialog checks before it calls scheduleInterview, updateInterview
// or offerInterviewSlots, and how the server's field errors find their fields. The server checks
// all of it again (a time in the past, an unknown zone, overlapping slots: 400 and nothing stored).
import { instantOf, isTimeZone, type WallTime } from './time';
import { interviewLimits, type OfferInput, type ScheduleInput } from './types';

export type ScheduleMode = 'fixed' | 'slots';

export interface ScheduleValues {
  mode: ScheduleMode;
  date: string;
  time: string;
  slots: WallTime[];
  durationMinutes: string;
  timeZone: string;
  location: string;
  videoUrl: string;
  interviewerIds: string[];
}

/** A field of the form (slots by index) and the key of its message in interviews.schedule.errors. */
export type FieldErrors = Record<string, { key: string; values?: Record<string, number> }>;

export type Checked =
  | { ok: true; kind: 'fixed'; body: ScheduleInput }
  | { ok: true; kind: 'slots'; body: OfferInput }
  | { ok: false; errors: FieldErrors };

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

function checkTime(
  wall: WallTime,
  timeZone: string,
  now: number,
  errors: FieldErrors,
  dateField: string,
  timeField: string,
): string | null {
  if (!wall.date) errors[dateField] = { key: 'dateRequired' };
  if (!wall.time) errors[timeField] = { key: 'timeRequired' };
  if (!wall.date || !wall.time || !isTimeZone(timeZone)) return null;
  const instant = instantOf(wall, timeZone);
  if (!instant.ok) {
    errors[dateField] = {
      key: instant.reason === 'nonexistent' ? 'nonexistent' : 'dateRequired',
    };
    return null;
  }
  if (Date.parse(instant.iso) <= now) {
    errors[dateField] = { key: 'past' };
    return null;
  }
  return instant.iso;
}

export function checkSchedule(values: ScheduleValues, now = Date.now()): Checked {
  const errors: FieldErrors = {};
  const { minDuration, maxDuration, maxSlots } = interviewLimits;
  const duration = Number(values.durationMinutes);
  if (!Number.isInteger(duration) || duration < minDuration || duration > maxDuration) {
    errors.durationMinutes = { key: 'duration', values: { min: minDuration, max: maxDuration } };
  }
  const timeZone = values.timeZone.trim();
  if (!isTimeZone(timeZone)) errors.timeZone = { key: 'zone' };
  const interviewerIds = values.interviewerIds ?? [];
  if (interviewerIds.length === 0) errors.interviewerIds = { key: 'interviewers' };
  const videoUrl = values.videoUrl.trim();
  if (videoUrl && !isWebAddress(videoUrl)) errors.videoUrl = { key: 'videoUrl' };
  const location = values.location.trim();
  const place = {
    ...(location ? { location } : {}),
    ...(videoUrl ? { videoUrl } : {}),
  };

  if (values.mode === 'fixed') {
    const startsAt = checkTime(values, timeZone, now, errors, 'date', 'time');
    if (Object.keys(errors).length > 0 || !startsAt) return { ok: false, errors };
    return {
      ok: true,
      kind: 'fixed',
      body: { startsAt, durationMinutes: duration, timeZone, interviewerIds, ...place },
    };
  }

  const starts = values.slots
    .slice(0, maxSlots)
    .map((slot, i) => checkTime(slot, timeZone, now, errors, `slots.${i}.date`, `slots.${i}.time`));
  // Two slots overlap when one starts before the other ends (the same start included).
  if (Number.isInteger(duration)) {
    starts.forEach((start, i) => {
      if (!start) return;
      const overlaps = starts.some(
        (other, j) =>
          j < i && other && Math.abs(Date.parse(other) - Date.parse(start)) < duration * 60_000,
      );
      if (overlaps) errors[`slots.${i}.date`] = { key: 'overlap' };
    });
  }
  const checked = starts.filter((start): start is string => start !== null);
  if (Object.keys(errors).length > 0 || checked.length !== starts.length) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    kind: 'slots',
    body: {
      slots: checked.map((startsAt) => ({ startsAt, durationMinutes: duration })),
      timeZone,
      interviewerIds,
      ...place,
    },
  };
}

/**
 * The field of the form a field named by the server belongs to: `startsAt` is the date's,
 * `slots.2.startsAt` (or `slots[2].startsAt`) the third slot's date, `interviewerIds.0` the
 * interviewers'. Null: no field of this form (said above the buttons instead).
 */
export function formFieldOf(serverField: string, mode: ScheduleMode): string | null {
  const path = serverField.replace(/\[(\d+)\]/g, '.$1');
  if (path === 'startsAt') return mode === 'fixed' ? 'date' : null;
  const slot = /^slots\.(\d+)(\.startsAt)?$/.exec(path);
  if (slot) return `slots.${slot[1]}.date`;
  if (/^slots\.\d+\.durationMinutes$/.test(path)) return 'durationMinutes';
  const head = path.split('.')[0] ?? '';
  if (['durationMinutes', 'timeZone', 'location', 'videoUrl', 'interviewerIds'].includes(head)) {
    return head;
  }
  return null;
}
