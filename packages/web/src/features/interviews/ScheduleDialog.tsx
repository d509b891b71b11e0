// Issue 19, decision 120: schedule an interview with an applicant (scheduleInterview), move one
// (updateInterview), or offer up to 10 times for the applicant to pick (offerInterviewSlots).
// The time is typed as the clocks of the chosen zone show it (the viewer's own by default, any
// IANA zone from a searchable list) and turned into an instant through Intl, daylight saving
// included; the viewer's own time is shown beside it when the zones differ. Interviewers are the
// company's active members. What the server refuses is said next to its field; what was typed
// stays.
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/FormField';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useCan } from '../../lib/member';
import { notify } from '../../lib/notify';
import { problemText } from '../../lib/problemText';
import {
  useInterviewerChoices,
  useOfferSlots,
  useScheduleInterview,
  useUpdateInterview,
} from './api';
import { FormDialog } from '../../components/FormDialog';
import { checkSchedule, formFieldOf, type ScheduleValues } from './scheduleForm';
import {
  browserTimeZone,
  formatSpan,
  instantOf,
  isTimeZone,
  timeZoneNames,
  wallTimeOf,
  type WallTime,
} from './time';
import { interviewLimits, personName, type Interview } from './types';

export interface ScheduleDialogProps {
  applicationId: string;
  jobId: string;
  applicantName: string;
  /** The interview to move; absent: a new interview or an offer of times. */
  interview?: Interview;
  onClose: () => void;
}

function initialValues(interview: Interview | undefined): ScheduleValues {
  if (interview) {
    const wall = wallTimeOf(interview.startsAt, interview.timeZone);
    return {
      mode: 'fixed',
      ...wall,
      slots: [],
      durationMinutes: String(interview.durationMinutes),
      timeZone: interview.timeZone,
      location: interview.location ?? '',
      videoUrl: interview.videoUrl ?? '',
      interviewerIds: interview.interviewers.map((p) => p._id),
    };
  }
  return {
    mode: 'fixed',
    date: '',
    time: '10:00',
    slots: [{ date: '', time: '10:00' }],
    durationMinutes: String(interviewLimits.defaultDuration),
    timeZone: browserTimeZone(),
    location: '',
    videoUrl: '',
    interviewerIds: [],
  };
}

/** "In your time zone: ..." under a time typed in another zone. */
function YourTime({
  wall,
  timeZone,
  duration,
}: {
  wall: WallTime;
  timeZone: string;
  duration: number;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const mine = browserTimeZone();
  if (timeZone === mine || !isTimeZone(timeZone)) return null;
  const instant = instantOf(wall, timeZone);
  if (!instant.ok) return null;
  return (
    <p className="interviews-your-time muted">
      {t('interviews.schedule.inYourZone', {
        when: formatSpan(instant.iso, Number.isFinite(duration) ? duration : 0, mine, lang),
      })}
    </p>
  );
}

export function ScheduleDialog({
  applicationId,
  jobId,
  applicantName,
  interview,
  onClose,
}: ScheduleDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const zonesId = useId();
  const zones = useMemo(() => timeZoneNames(), []);
  const people = useInterviewerChoices(jobId, useCan('members.read'));
  const schedule = useScheduleInterview(applicationId);
  const update = useUpdateInterview(applicationId);
  const offer = useOfferSlots(applicationId);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleValues>({ defaultValues: initialValues(interview) });
  const slots = useFieldArray({ control, name: 'slots' });
  const values = useWatch({ control });
  const mode = values.mode ?? 'fixed';
  const duration = Number(values.durationMinutes);
  const zone = values.timeZone ?? '';

  const errorOf = (name: string): string | undefined => {
    const parts = name.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    const message = (node as { message?: string } | undefined)?.message;
    return message || undefined;
  };

  const onSubmit = handleSubmit(async (form) => {
    setProblem(null);
    const checked = checkSchedule(form);
    if (!checked.ok) {
      const fields = Object.keys(checked.errors);
      for (const [field, { key, values: v }] of Object.entries(checked.errors)) {
        setError(field as Path<ScheduleValues>, {
          type: 'client',
          message: t(`interviews.schedule.errors.${key}`, v),
        });
      }
      const first = fields[0];
      if (first && first !== 'interviewerIds') setFocus(first as Path<ScheduleValues>);
      return;
    }
    try {
      if (checked.kind === 'slots') {
        await offer.mutateAsync(checked.body);
        notify.success(t('interviews.schedule.offered'));
      } else if (interview) {
        await update.mutateAsync({ interviewId: interview._id, body: checked.body });
        notify.success(t('interviews.schedule.moved'));
      } else {
        await schedule.mutateAsync(checked.body);
        notify.success(t('interviews.schedule.scheduled'));
      }
      onClose();
    } catch (err) {
      // The input stays; each refusal is said next to its field, the rest above the buttons.
      const fields = err instanceof ApiError ? Object.entries(err.fields) : [];
      const rest: string[] = [];
      for (const [serverField, message] of fields) {
        const field = formFieldOf(serverField, form.mode);
        if (field) setError(field as Path<ScheduleValues>, { type: 'server', message });
        else rest.push(message);
      }
      if (fields.length === 0 || rest.length > 0) {
        setProblem(rest.length > 0 ? rest.join(' ') : problemText(err, lang));
      }
    }
  });

  const title = interview
    ? t('interviews.schedule.titleMove', { name: applicantName })
    : t('interviews.schedule.titleNew', { name: applicantName });
  const interviewersError = errorOf('interviewerIds');
  const slotsError = errorOf('slots');

  return (
    <FormDialog title={title} onClose={onClose} closeLabel={t('interviews.schedule.close')}>
      <form className="interviews-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {interview ? null : (
          <fieldset className="interviews-mode">
            <legend>{t('interviews.schedule.modeLabel')}</legend>
            <label>
              <input type="radio" value="fixed" {...register('mode')} />
              <span>{t('interviews.schedule.modeFixed')}</span>
            </label>
            <label>
              <input type="radio" value="slots" {...register('mode')} />
              <span>{t('interviews.schedule.modeSlots')}</span>
            </label>
          </fieldset>
        )}

        {mode === 'fixed' ? (
          <div className="interviews-when">
            <TextField
              label={t('interviews.schedule.date')}
              type="date"
              required
              error={errorOf('date')}
              {...register('date')}
            />
            <TextField
              label={t('interviews.schedule.time')}
              type="time"
              required
              error={errorOf('time')}
              {...register('time')}
            />
            <YourTime
              wall={{ date: values.date ?? '', time: values.time ?? '' }}
              timeZone={zone}
              duration={duration}
            />
          </div>
        ) : (
          <fieldset className="interviews-slots">
            <legend>{t('interviews.schedule.modeSlots')}</legend>
            <p className="muted">{t('interviews.schedule.slotsIntro')}</p>
            <ol>
              {slots.fields.map((field, i) => (
                <li key={field.id} aria-label={t('interviews.schedule.slot', { number: i + 1 })}>
                  <div className="interviews-when">
                    <TextField
                      label={`${t('interviews.schedule.slot', { number: i + 1 })}: ${t('interviews.schedule.date')}`}
                      type="date"
                      required
                      error={errorOf(`slots.${i}.date`)}
                      {...register(`slots.${i}.date` as const)}
                    />
                    <TextField
                      label={`${t('interviews.schedule.slot', { number: i + 1 })}: ${t('interviews.schedule.time')}`}
                      type="time"
                      required
                      error={errorOf(`slots.${i}.time`)}
                      {...register(`slots.${i}.time` as const)}
                    />
                    {slots.fields.length > 1 ? (
                      <button
                        type="button"
                        className="secondary interviews-remove"
                        onClick={() => slots.remove(i)}
                      >
                        {t('interviews.schedule.removeSlot', { number: i + 1 })}
                      </button>
                    ) : null}
                  </div>
                  <YourTime
                    wall={{
                      date: values.slots?.[i]?.date ?? '',
                      time: values.slots?.[i]?.time ?? '',
                    }}
                    timeZone={zone}
                    duration={duration}
                  />
                </li>
              ))}
            </ol>
            <p className="muted" aria-live="polite">
              {t('interviews.schedule.slotsCount', {
                count: slots.fields.length,
                max: interviewLimits.maxSlots,
              })}
            </p>
            {slotsError ? (
              <p className="field-error" role="alert">
                {slotsError}
              </p>
            ) : null}
            <button
              type="button"
              className="secondary"
              disabled={slots.fields.length >= interviewLimits.maxSlots}
              onClick={() => {
                const last = values.slots?.at(-1);
                slots.append({ date: last?.date ?? '', time: last?.time ?? '10:00' });
              }}
            >
              {t('interviews.schedule.addSlot')}
            </button>
          </fieldset>
        )}

        <TextField
          label={t('interviews.schedule.duration')}
          type="number"
          inputMode="numeric"
          min={interviewLimits.minDuration}
          max={interviewLimits.maxDuration}
          step={5}
          required
          error={errorOf('durationMinutes')}
          {...register('durationMinutes')}
        />
        <TextField
          label={t('interviews.schedule.timeZone')}
          list={zonesId}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          required
          hint={t('interviews.schedule.timeZoneHint')}
          error={errorOf('timeZone')}
          {...register('timeZone')}
        />
        <datalist id={zonesId}>
          {zones.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          label={t('interviews.schedule.location')}
          hint={t('interviews.schedule.locationHint')}
          maxLength={200}
          error={errorOf('location')}
          {...register('location')}
        />
        <TextField
          label={t('interviews.schedule.videoUrl')}
          type="url"
          inputMode="url"
          maxLength={500}
          error={errorOf('videoUrl')}
          {...register('videoUrl')}
        />

        <fieldset
          className="interviews-people"
          aria-describedby="interviewers-hint"
          aria-invalid={interviewersError ? true : undefined}
        >
          <legend>
            {t('interviews.schedule.interviewers')}
            <span className="required-mark" aria-hidden="true">
              {' *'}
            </span>
          </legend>
          <p id="interviewers-hint" className="field-hint">
            {t('interviews.schedule.interviewersHint')}
          </p>
          {people.isPending ? (
            <p className="muted">{t('common.loading')}</p>
          ) : people.isError ? (
            <p role="alert">{t('interviews.schedule.peopleFailed')}</p>
          ) : people.data.length === 0 ? (
            <p className="muted">{t('interviews.schedule.noPeople')}</p>
          ) : (
            <ul>
              {people.data.map((member) => (
                <li key={member._id}>
                  <label>
                    <input type="checkbox" value={member._id} {...register('interviewerIds')} />
                    <span>{personName(member)}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {interviewersError ? (
            <p className="field-error" role="alert">
              {interviewersError}
            </p>
          ) : null}
        </fieldset>

        {problem ? (
          <p className="interviews-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="interviews-actions">
          <button type="button" className="secondary" onClick={onClose}>
            {t('interviews.schedule.cancel')}
          </button>
          <button type="submit" className="primary" disabled={isSubmitting}>
            {mode === 'slots'
              ? t('interviews.schedule.submitSlots')
              : interview
                ? t('interviews.schedule.submitMove')
                : t('interviews.schedule.submitNew')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
