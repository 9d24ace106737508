// zod must be told to run without eval before the schemas below are built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff, Plus, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type AttendanceHoliday,
  type AttendanceSettings,
  attendanceSettingsInputSchema,
  holidayInputSchema,
} from '../../../../shared/schemas/attendance.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { FormEnd, SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDateOrder } from '../../../lib/date-order.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { formatDate, localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { nameIn } from '../../../lib/names.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddHoliday } from '../api/add-holiday.ts';
import { useAttendanceSettings } from '../api/get-attendance-settings.ts';
import { useRemoveHoliday } from '../api/remove-holiday.ts';
import { useSetAttendanceSettings } from '../api/set-attendance-settings.ts';

/** The days of the week by number (0 Sunday … 6 Saturday), as the texts name them. */
const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** The school week as a Bangladeshi school writes it: Saturday first, Friday last. */
const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;

const shape = attendanceSettingsInputSchema.shape;
/**
 * The shared input as the form holds it: the ticked days as the checkboxes give them
 * (their numbers as text), the time as typed, in either language's digits.
 */
const settingsFormSchema = attendanceSettingsInputSchema.extend({
  weeklyOff: z
    .array(z.string())
    .transform((days) => days.map(Number))
    .pipe(shape.weeklyOff.unwrap()),
  absenceSmsAfter: z
    .string()
    .transform((time) => localizeDigits(time.trim(), 'en'))
    .pipe(shape.absenceSmsAfter.unwrap()),
});
type SettingsValues = z.input<typeof settingsFormSchema>;
type SettingsOutput = z.output<typeof settingsFormSchema>;
const SETTINGS_FIELDS = ['weeklyOff', 'absenceSms', 'absenceSmsAfter'] as const;

type HolidayValues = z.input<typeof holidayInputSchema>;
type HolidayOutput = z.output<typeof holidayInputSchema>;
const HOLIDAY_FIELDS = ['from', 'to', 'name', 'nameBn'] as const;

/**
 * Sets a refusal of the server beside the fields it names; false when it names none of
 * them (the form then says it as a whole).
 */
function showFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (
    field: F,
    error: { type: string; message: string },
    o: { shouldFocus: boolean },
  ) => void,
): boolean {
  const known =
    error instanceof ApiError && error.status === 400
      ? error.fields.filter((f) => (fields as readonly string[]).includes(f.field))
      : [];
  for (const [index, f] of known.entries())
    setError(
      f.field as F,
      { type: 'server', message: formMessage(f) },
      { shouldFocus: index === 0 },
    );
  return known.length > 0;
}

/**
 * The school's attendance settings (admins, manage:attendance): its weekly days off and
 * whether and from when the absence SMS go, then the holidays of the academic calendar.
 */
export function AttendanceSettingsPanel() {
  const settings = useAttendanceSettings();
  return (
    <QueryState query={settings}>
      {(data) => (
        <div className="space-y-8">
          <SettingsForm settings={data} />
          <Holidays holidays={data.holidays} />
        </div>
      )}
    </QueryState>
  );
}

function SettingsForm({ settings }: { settings: AttendanceSettings }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const save = useSetAttendanceSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsValues, unknown, SettingsOutput>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: {
      weeklyOff: settings.weeklyOff.map(String),
      absenceSms: settings.absenceSms,
      absenceSmsAfter: localizeDigits(settings.absenceSmsAfter, i18n.language),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      void notify('success', t('attendance.settings.saved'));
    } catch (error) {
      if (!showFieldErrors(error, SETTINGS_FIELDS, setError))
        setFailure(`${t('attendance.settings.failed')} ${errorMessage(t, error)}`);
    }
  });

  const weeklyOffError = validationMessage(t, errors.weeklyOff?.message);
  const afterError = validationMessage(t, errors.absenceSmsAfter?.message);
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl space-y-4">
      <fieldset aria-describedby={weeklyOffError ? `${id}-weeklyOff-error` : undefined}>
        <legend className="mb-2 font-medium">{t('attendance.settings.weeklyOff')}</legend>
        <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {WEEK_ORDER.map((day) => (
            <li key={day}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  className="checkbox checkbox-primary"
                  value={String(day)}
                  aria-invalid={weeklyOffError ? true : undefined}
                  {...register('weeklyOff')}
                />
                {t(`attendance.weekdays.${WEEKDAY_KEYS[day]}`)}
              </label>
            </li>
          ))}
        </ul>
        {weeklyOffError ? (
          <p id={`${id}-weeklyOff-error`} className="mt-1 text-sm text-error">
            {weeklyOffError}
          </p>
        ) : null}
      </fieldset>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" className="toggle toggle-primary" {...register('absenceSms')} />
        {t('attendance.settings.absenceSms')}
      </label>
      <FormField
        id={`${id}-after`}
        label={t('attendance.settings.absenceSmsAfter')}
        hint={t('attendance.settings.absenceSmsAfterHint')}
        error={afterError}
        className="max-w-xs"
      >
        {(aria) => (
          <input
            {...aria}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            placeholder={localizeDigits('11:00', i18n.language)}
            className={`input min-h-11 w-full ${afterError ? 'input-error' : ''}`}
            {...register('absenceSmsAfter')}
          />
        )}
      </FormField>
      {failure ? (
        <p role="alert" className="text-error">
          {failure}
        </p>
      ) : null}
      <SubmitButton
        icon={Save}
        label={t('attendance.settings.save')}
        sendingLabel={t('attendance.settings.saving')}
        sending={isSubmitting}
        className="min-h-11"
      />
    </form>
  );
}

/** The holidays, the first first, each removable after asking; then a form to add one. */
function Holidays({ holidays }: { holidays: readonly AttendanceHoliday[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const remove = useRemoveHoliday();
  const sorted = [...holidays].sort((a, b) => a.from.localeCompare(b.from));
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-lg font-bold text-primary">
        {t('attendance.holidays.heading')}
      </h3>
      <p className="max-w-prose">{t('attendance.holidays.intro')}</p>
      {sorted.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4">{t('attendance.holidays.empty')}</p>
      ) : (
        <ul
          aria-label={t('attendance.holidays.label')}
          className="max-w-2xl divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
        >
          {sorted.map((holiday) => {
            const name = nameIn(holiday, language);
            const days =
              holiday.from === holiday.to
                ? formatDate(holiday.from, language)
                : t('attendance.holidays.days', {
                    from: formatDate(holiday.from, language),
                    to: formatDate(holiday.to, language),
                  });
            return (
              <li key={holiday.id} className="flex flex-wrap items-center gap-3 p-3">
                <CalendarOff aria-hidden="true" className="size-5 shrink-0 text-info" />
                <div className="min-w-0 flex-1 basis-48 [overflow-wrap:anywhere]">
                  <p className="font-medium">{name}</p>
                  <p className="text-sm">{days}</p>
                </div>
                <ConfirmButton
                  label={t('attendance.holidays.remove')}
                  ariaLabel={t('attendance.holidays.removeOf', { name })}
                  icon={null}
                  className="btn-outline min-h-11"
                  confirmClass="btn-primary"
                  question={t('attendance.holidays.removeQuestion')}
                  cancel={t('attendance.holidays.cancel')}
                  pendingLabel={t('attendance.holidays.removing')}
                  done={t('attendance.holidays.removed')}
                  failed={t('attendance.holidays.removeFailed')}
                  onConfirm={() => remove.mutateAsync(holiday.id)}
                >
                  <p className="font-medium">{name}</p>
                  <p>{days}</p>
                  <p className="mt-2">{t('attendance.holidays.removeBody')}</p>
                </ConfirmButton>
              </li>
            );
          })}
        </ul>
      )}
      <HolidayForm />
    </section>
  );
}

const NO_HOLIDAY: HolidayValues = { from: '', to: '', name: '', nameBn: '' };

function HolidayForm() {
  const { t } = useTranslation();
  const id = useId();
  const order = useDateOrder();
  const add = useAddHoliday();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HolidayValues, unknown, HolidayOutput>({
    resolver: zodResolver(holidayInputSchema),
    defaultValues: NO_HOLIDAY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync(values);
      reset(NO_HOLIDAY);
      void notify('success', t('attendance.holidays.added'));
    } catch (error) {
      if (!showFieldErrors(error, HOLIDAY_FIELDS, setError))
        setFailure(`${t('attendance.holidays.addFailed')} ${errorMessage(t, error)}`);
    }
  });

  const errorOf = (name: (typeof HOLIDAY_FIELDS)[number]) =>
    validationMessage(t, errors[name]?.message);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="grid max-w-2xl gap-4 sm:grid-cols-2"
    >
      <h4 id={`${id}-heading`} className="font-bold sm:col-span-2">
        {t('attendance.holidays.addHeading')}
      </h4>
      <FormField id={`${id}-from`} label={t('attendance.holidays.from')} error={errorOf('from')}>
        {(aria) => <FormDateInput {...aria} name="from" control={control} order={order} />}
      </FormField>
      <FormField
        id={`${id}-to`}
        label={t('attendance.holidays.to')}
        hint={t('attendance.holidays.toHint')}
        error={errorOf('to')}
      >
        {(aria) => <FormDateInput {...aria} name="to" control={control} order={order} />}
      </FormField>
      {(['name', 'nameBn'] as const).map((name) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={t(`attendance.holidays.${name}`)}
          error={errorOf(name)}
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              maxLength={100}
              lang={name === 'nameBn' ? 'bn' : undefined}
              className={`input min-h-11 w-full ${errorOf(name) ? 'input-error' : ''}`}
              {...register(name)}
            />
          )}
        </FormField>
      ))}
      <FormEnd
        failure={failure}
        icon={Plus}
        label={t('attendance.holidays.add')}
        sendingLabel={t('attendance.holidays.adding')}
        sending={isSubmitting}
        className="min-h-11"
      />
    </form>
  );
}
