// zod must be told to run without eval before the shared schema below is built.
import '../../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ExamInput, examInputSchema } from '../../../../../shared/schemas/results.ts';
import { FormDateInput } from '../../../../components/ui/date-input.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../../lib/field-message.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';
import type { Exam } from '../api/get-exams.ts';
import { useSaveExam } from '../api/save-exam.ts';

type FormValues = z.input<typeof examInputSchema>;
type FieldName = keyof ExamInput;
const FIELD_NAMES: readonly FieldName[] = ['title', 'titleBn', 'heldOn'];

/** Add an exam, or change one's title (in English and Bangla) and date. */
export function ExamForm({ exam, onSaved }: { exam?: Exam; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveExam();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ExamInput>({
    resolver: zodResolver(examInputSchema),
    defaultValues: {
      title: exam?.title ?? '',
      titleBn: exam?.titleBn ?? '',
      heldOn: exam?.heldOn ?? '',
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: exam?.id, input });
      void notify('success', t(exam ? 'resultsAdmin.examSaved' : 'resultsAdmin.examAdded'));
      onSaved();
    } catch (error) {
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
        setFailure(`${t('resultsAdmin.examFailed')} ${errorMessage(t, error)}`);
    }
  });

  const errorOf = (name: FieldName) => validationMessage(t, errors[name]?.message);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {(['title', 'titleBn'] as const).map((name) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={t(`resultsAdmin.examFields.${name}`)}
          error={errorOf(name)}
          hint={name === 'title' ? t('resultsAdmin.titleHint') : undefined}
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              autoComplete="off"
              lang={name === 'titleBn' ? 'bn' : 'en'}
              className={`input min-h-11 w-full ${errorOf(name) ? 'input-error' : ''}`}
              {...register(name)}
            />
          )}
        </FormField>
      ))}
      <FormField
        id={`${id}-heldOn`}
        label={t('resultsAdmin.examFields.heldOn')}
        error={errorOf('heldOn')}
      >
        {(aria) => <FormDateInput {...aria} name="heldOn" control={control} />}
      </FormField>
      {failure ? (
        <p role="alert" className="text-error">
          {failure}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary min-h-11 min-w-40" disabled={isSubmitting}>
          {isSubmitting
            ? t('resultsAdmin.saving')
            : t(exam ? 'resultsAdmin.saveExam' : 'resultsAdmin.addExam')}
        </button>
      </div>
    </form>
  );
}
