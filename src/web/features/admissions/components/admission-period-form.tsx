// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AdmissionPeriodAdmin,
  type AdmissionPeriodInput,
  admissionPeriodInputSchema,
} from '../../../../shared/schemas/admissions.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { GradeOptions } from '../../../components/ui/grade-options.tsx';
import { NumericInput } from '../../../components/ui/numeric-input.tsx';
import { FormEnd } from '../../../components/ui/submit-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveAdmissionPeriod } from '../api/save-admission-period.ts';

type FormValues = z.input<typeof admissionPeriodInputSchema>;
type FieldName = keyof AdmissionPeriodInput;
const FIELD_NAMES: readonly FieldName[] = ['grade', 'opensOn', 'closesOn', 'seats', 'papers'];

function valuesOf(period: AdmissionPeriodAdmin | undefined): FormValues {
  return {
    // No class chosen yet: the schema refuses '' with its own message.
    grade: (period?.grade ?? '') as FormValues['grade'],
    opensOn: period?.opensOn ?? '',
    closesOn: period?.closesOn ?? '',
    seats: period ? String(period.seats) : '',
    papers: period?.papers ?? '',
  };
}

type Props = {
  /** The period to edit; none adds a new one. */
  period?: AdmissionPeriodAdmin;
  onSaved: () => void;
};

/**
 * Add or edit a class's admission period (admissionPeriodInputSchema): the class, its first
 * and last day, its seats and the papers a family brings. A period that has applications
 * keeps its class (the server refuses to change it: period_in_use).
 */
export function AdmissionPeriodForm({ period, onSaved }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveAdmissionPeriod();
  // A refusal that is no one field's (an overlap with another period, say): said in the dialog.
  const [failure, setFailure] = useState<string | null>(null);
  const gradeLocked = (period?.applications ?? 0) > 0;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AdmissionPeriodInput>({
    resolver: zodResolver(admissionPeriodInputSchema),
    defaultValues: valuesOf(period),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: period?.id, input: values });
      void notify('success', t(period ? 'admissionPeriods.saved' : 'admissionPeriods.added'));
      onSaved();
    } catch (error) {
      // Whatever failed, the form keeps what the admin typed.
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => (FIELD_NAMES as readonly string[]).includes(f.field))
          : [];
      for (const [index, f] of known.entries())
        setError(
          f.field as FieldName,
          { type: 'server', message: formMessage(f) },
          { shouldFocus: index === 0 },
        );
      if (known.length === 0)
        setFailure(`${t('admissionPeriods.failed')} ${errorMessage(t, error)}`);
    }
  });

  const errorOf = (name: FieldName) => validationMessage(t, errors[name]?.message);
  const gradeError = errorOf('grade');
  const seatsError = errorOf('seats');
  const papersError = errorOf('papers');

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={`${id}-grade`}
        label={t('admissionPeriods.fields.grade')}
        error={gradeError}
        hint={gradeLocked ? t('admissionPeriods.gradeLocked') : undefined}
      >
        {(aria) =>
          gradeLocked ? (
            // Not a form value that can change: the period keeps its class.
            <select {...aria} className="select min-h-11 w-full" value={period?.grade} disabled>
              <GradeOptions empty="" />
            </select>
          ) : (
            <select
              {...aria}
              className={`select min-h-11 w-full ${gradeError ? 'select-error' : ''}`}
              {...register('grade')}
            >
              <GradeOptions empty={t('admissionPeriods.chooseGrade')} />
            </select>
          )
        }
      </FormField>
      <FormField id={`${id}-seats`} label={t('admissionPeriods.fields.seats')} error={seatsError}>
        {(aria) => <NumericInput {...aria} className="min-h-11" {...register('seats')} />}
      </FormField>
      {(['opensOn', 'closesOn'] as const).map((name) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={t(`admissionPeriods.fields.${name}`)}
          error={errorOf(name)}
        >
          {(aria) => <FormDateInput {...aria} name={name} control={control} />}
        </FormField>
      ))}
      <FormField
        id={`${id}-papers`}
        label={t('admissionPeriods.fields.papers')}
        hint={t('admissionPeriods.papersHint')}
        error={papersError}
        className="sm:col-span-2"
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={4}
            placeholder={t('admissionPeriods.papersPlaceholder')}
            className={`textarea w-full ${papersError ? 'textarea-error' : ''}`}
            {...register('papers')}
          />
        )}
      </FormField>
      <FormEnd
        failure={failure}
        label={t(period ? 'admissionPeriods.save' : 'admissionPeriods.add')}
        sendingLabel={t('admissionPeriods.saving')}
        sending={isSubmitting}
        className="min-h-11 min-w-40"
      />
    </form>
  );
}
