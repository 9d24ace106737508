import '../../../locales/forms.ts';
// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Path, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type AdmissionInput,
  admissionInputSchema,
} from '../../../../shared/schemas/admissions.ts';
import { GradeOptions } from '../../../components/ui/grade-options.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateAdmission } from '../api/create-admission.ts';

type FormValues = z.input<typeof admissionInputSchema>;
type FieldName = Path<FormValues>;

const EMPTY = {
  studentName: '',
  studentMobile: '',
  guardianName: '',
  guardianMobile: '',
  guardianEmail: '',
  guardianOccupation: '',
  // No class chosen yet: the schema rejects '' with its own message.
  grade: '' as FormValues['grade'],
} satisfies FormValues;

const FIELD_NAMES = Object.keys(EMPTY) as FieldName[];

type TextField = {
  name: Exclude<FieldName, 'grade'>;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  hint?: boolean;
};

const TEXT_FIELDS: TextField[] = [
  { name: 'studentName', type: 'text', autoComplete: 'off' },
  { name: 'studentMobile', type: 'tel', autoComplete: 'off', hint: true },
  { name: 'guardianName', type: 'text', autoComplete: 'name' },
  { name: 'guardianMobile', type: 'tel', autoComplete: 'tel', hint: true },
  { name: 'guardianEmail', type: 'email', autoComplete: 'email' },
  { name: 'guardianOccupation', type: 'text', autoComplete: 'organization-title' },
];

type FieldProps = {
  field: TextField;
  /**
   * register(name), called by the form in field order: react-hook-form focuses the first
   * field in error in the order the fields were registered.
   */
  registration: UseFormRegisterReturn;
  errors: FieldErrors<FormValues>;
  idPrefix: string;
};

function TextInput({ field, registration, errors, idPrefix }: FieldProps) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${field.name}`;
  const error = validationMessage(t, errors[field.name]?.message);
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {t(`admission.${field.name}`)}
      </label>
      <input
        id={id}
        type={field.type}
        inputMode={field.type === 'tel' ? 'tel' : undefined}
        autoComplete={field.autoComplete}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
      {field.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm">
          {t('admission.mobileHint')}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The online admission form (SPEC.md section 5, PRODUCT.md): validated with the server's own schema. */
export function AdmissionForm() {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [reference, setReference] = useState<string | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);
  const createAdmission = useCreateAdmission();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AdmissionInput>({
    resolver: zodResolver(admissionInputSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (reference) receiptRef.current?.focus();
  }, [reference]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const receipt = await createAdmission.mutateAsync(values);
      reset(EMPTY);
      setReference(receipt.reference);
      void notify('success', t('admission.success'));
    } catch (error) {
      // Whatever failed, the form keeps what the parent typed.
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => (FIELD_NAMES as string[]).includes(f.field))
          : [];
      for (const f of known)
        setError(f.field as FieldName, { type: 'server', message: formMessage(f) });
      if (known.length === 0) {
        void notify('error', `${t('admission.failed')} ${errorMessage(t, error)}`);
      }
    }
  });

  const gradeId = `${idPrefix}-grade`;
  const gradeError = validationMessage(t, errors.grade?.message);

  return (
    <>
      {reference ? (
        <div
          ref={receiptRef}
          tabIndex={-1}
          role="status"
          className="print-receipt alert alert-success mb-6 flex flex-col items-start gap-1"
        >
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('admission.receivedHeading')}
          </h2>
          <p className="text-lg font-bold">{t('admission.reference', { reference })}</p>
          <p>{t('admission.keepReference')}</p>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 md:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <TextInput
            key={field.name}
            field={field}
            registration={register(field.name)}
            errors={errors}
            idPrefix={idPrefix}
          />
        ))}
        <div>
          <label htmlFor={gradeId} className="mb-1 block font-medium">
            {t('admission.grade')}
          </label>
          <select
            id={gradeId}
            className={`select w-full ${gradeError ? 'select-error' : ''}`}
            aria-invalid={gradeError ? true : undefined}
            aria-describedby={gradeError ? `${gradeId}-error` : undefined}
            {...register('grade')}
          >
            <GradeOptions empty={t('admission.chooseGrade')} />
          </select>
          {gradeError ? (
            <p id={`${gradeId}-error`} className="mt-1 text-sm text-error">
              {gradeError}
            </p>
          ) : null}
        </div>
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary min-w-32" disabled={isSubmitting}>
            {isSubmitting ? t('admission.sending') : t('admission.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
