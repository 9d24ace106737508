import '../../../locales/public-forms.ts';
// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { Camera } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  type FieldErrors,
  type Path,
  type UseFormRegister,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Grade } from '../../../../shared/constants.ts';
import type { DateOrder } from '../../../../shared/dates.ts';
import {
  type AdmissionInput,
  admissionInputSchema,
  GUARDIAN_RELATIONS,
  PREVIOUS_CLASSES,
} from '../../../../shared/schemas/admission-input.ts';
import type { AdmissionPeriod } from '../../../../shared/schemas/admissions.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { type FieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { HydratedFieldset } from '../../../components/ui/hydrated-fieldset.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { FilePicker } from '../../../components/uploads/file-picker.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDateOrder } from '../../../lib/date-order.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { i18n, type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { resolverOnUse } from '../../../lib/resolver-on-use.ts';
import { useCreateAdmission } from '../api/create-admission.ts';
import { type AdmissionDraft, clearDraft, loadDraft, saveDraft } from '../lib/admission-draft.ts';
import { applicantPhotoOf } from '../lib/applicant-photo.ts';

export type FormValues = z.input<ReturnType<typeof admissionInputSchema>>;
type FieldName = Path<FormValues>;

export const EMPTY_APPLICATION = {
  // No class chosen yet: the schema refuses '' with its own message.
  grade: '' as FormValues['grade'],
  studentNameBn: '',
  studentName: '',
  dateOfBirth: '',
  birthRegistration: '',
  photo: '',
  fatherName: '',
  motherName: '',
  guardianRelation: '' as FormValues['guardianRelation'],
  guardianName: '',
  guardianMobile: '',
  guardianOccupation: '',
  guardianEmail: '',
  studentMobile: '',
  village: '',
  unionName: '',
  upazila: '',
  district: '',
  previousSchool: '',
  previousClass: '' as FormValues['previousClass'],
} satisfies FormValues;

const FIELD_NAMES = Object.keys(EMPTY_APPLICATION) as FieldName[];

/** The server's own schema, reading dates in the school's order, built at the form's first check. */
const resolvers: Record<DateOrder, ReturnType<typeof resolverOnUse<AdmissionSchema>>> = {
  'day-first': resolverOnUse(() => admissionInputSchema('day-first')),
  'month-first': resolverOnUse(() => admissionInputSchema('month-first')),
};
type AdmissionSchema = ReturnType<typeof admissionInputSchema>;

/** An empty form, with the class chosen when only one is open. */
const emptyFor = (onlyClass: Grade | null): FormValues =>
  onlyClass ? { ...EMPTY_APPLICATION, grade: onlyClass } : EMPTY_APPLICATION;

/** The kept answers as the form's values: only its own fields, each a text. */
function valuesOf(draft: AdmissionDraft | null): FormValues {
  const values: Record<string, string> = { ...EMPTY_APPLICATION };
  for (const name of FIELD_NAMES) if (typeof draft?.[name] === 'string') values[name] = draft[name];
  return values as FormValues;
}

type TextSpec = {
  name: Exclude<
    FieldName,
    'grade' | 'guardianRelation' | 'previousClass' | 'dateOfBirth' | 'photo' | 'language'
  >;
  autoComplete?: string;
  /** A number typed on a phone's number pad (Bangla digits and spaces are read too). */
  numeric?: 'tel' | 'numeric';
  type?: 'email';
  hint?: 'nameHint' | 'birthRegistrationHint' | 'mobileHint';
  /** Written in English letters (the phone's keyboard is told so). */
  latin?: boolean;
};

/** What the applicant sent, for the acknowledgement slip. */
export type SentApplication = { reference: string; values: AdmissionInput; sentAt: string };

type Props = {
  /** The classes whose admission is open today. */
  open: AdmissionPeriod[];
  onSent: (sent: SentApplication) => void;
};

/**
 * The online admission form (issue 20): what the school's office needs, validated with the
 * server's own schema, in either language's digits. What is typed is kept on the phone
 * (admission-draft.ts) through a reload or a spell offline, and a failed send keeps it too.
 */
export function AdmissionForm({ open, onSent }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const createAdmission = useCreateAdmission();
  const onlyClass = open.length === 1 ? open[0]!.grade : null;
  const order = useDateOrder();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AdmissionInput>({
    resolver: resolvers[order],
    defaultValues: emptyFor(onlyClass),
  });
  const [offline, setOffline] = useState(false);

  // What was kept on this phone, read once the form is on the screen: the server draws the
  // form empty, and the browser takes that drawing over before it fills it in.
  const [restored, setRestored] = useState<AdmissionDraft | null | undefined>();
  useEffect(() => {
    const draft = loadDraft();
    if (draft)
      reset({ ...valuesOf(draft), ...(onlyClass && !draft.grade ? { grade: onlyClass } : {}) });
    setRestored(draft);
  }, [reset, onlyClass]);

  // Every change is kept on the phone at once (a few hundred bytes and the shrunk photo:
  // well under a millisecond), so a reload a moment after typing loses nothing.
  const watched = useWatch({ control });
  useEffect(() => {
    if (restored !== undefined) saveDraft(watched as AdmissionDraft);
  }, [watched, restored]);

  const relation = watched.guardianRelation;
  const guardianIsParent = relation === 'father' || relation === 'mother' || !relation;

  const onSubmit = handleSubmit(async (values) => {
    setOffline(false);
    try {
      // The family's SMS (their reference, the lottery's outcome) come in the page's language.
      const language = i18n.language === 'en' ? 'en' : 'bn';
      const receipt = await createAdmission.mutateAsync({ ...values, language });
      // The school has it: nothing is kept on the phone, and the form starts empty again.
      reset(emptyFor(onlyClass));
      clearDraft();
      void notify('success', t('admission.success'));
      onSent({ reference: receipt.reference, values, sentAt: new Date().toISOString() });
    } catch (error) {
      // Whatever failed, the form (and the phone) keeps what the parent typed.
      if (error instanceof ApiError && error.status === 0) {
        setOffline(true);
        return;
      }
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => (FIELD_NAMES as string[]).includes(f.field))
          : [];
      for (const f of known)
        setError(f.field as FieldName, { type: 'server', message: formMessage(f) });
      if (known.length === 0)
        void notify('error', `${t('admission.failed')} ${errorMessage(t, error)}`);
    }
  });

  const field = (name: FieldName) => ({
    id: `${idPrefix}-${name}`,
    error: validationMessage(t, errors[name]?.message),
  });
  const text = (spec: TextSpec) => (
    <TextInput
      key={spec.name}
      spec={spec}
      register={register}
      errors={errors}
      idPrefix={idPrefix}
    />
  );

  /** A select of fixed answers, with "choose one" first. */
  const choice = <T extends string>(
    name: 'guardianRelation' | 'previousClass',
    prompt: 'chooseRelation' | 'choosePreviousClass',
    options: readonly T[],
    labelOf: (option: T) => string,
  ) => (
    <FormField {...field(name)} label={t(`admission.${name}`)}>
      {(aria) => (
        <select
          {...aria}
          className={`select w-full ${aria['aria-invalid'] ? 'select-error' : ''}`}
          {...register(name)}
        >
          <option value="">{t(`admission.${prompt}`)}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <HydratedFieldset className="min-w-0 max-w-3xl space-y-8">
        {restored ? (
          <p role="status" className="alert alert-info text-sm">
            {t('admission.draftRestored')}
          </p>
        ) : null}
        <FormField {...field('grade')} label={t('admission.grade')}>
          {(aria) => (
            <select
              {...aria}
              className={`select w-full md:w-80 ${aria['aria-invalid'] ? 'select-error' : ''}`}
              // Drawn by the server as the form starts (react-hook-form sets it in the browser).
              defaultValue={onlyClass ?? ''}
              {...register('grade')}
            >
              <option value="">{t('admission.chooseGrade')}</option>
              {open.map((period) => (
                <option key={period.grade} value={period.grade}>
                  {t(`grades.${period.grade}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <Fieldset legend={t('admission.sections.student')}>
          {text({ name: 'studentNameBn', hint: 'nameHint' })}
          {text({ name: 'studentName', hint: 'nameHint', latin: true })}
          <FormField
            {...field('dateOfBirth')}
            label={t('admission.dateOfBirth')}
            hint={t(order === 'month-first' ? 'dateInput.hintMonthFirst' : 'dateInput.hint')}
          >
            {(aria) => (
              <FormDateInput {...aria} name="dateOfBirth" control={control} order={order} />
            )}
          </FormField>
          {text({ name: 'birthRegistration', numeric: 'numeric', hint: 'birthRegistrationHint' })}
          <PhotoField
            {...field('photo')}
            value={watched.photo ?? ''}
            onChange={(photo) =>
              setValue('photo', photo, { shouldValidate: true, shouldDirty: true })
            }
            register={register}
          />
        </Fieldset>

        <Fieldset legend={t('admission.sections.family')}>
          {text({ name: 'fatherName' })}
          {text({ name: 'motherName' })}
          {choice('guardianRelation', 'chooseRelation', GUARDIAN_RELATIONS, (r) =>
            t(`admission.relations.${r}`),
          )}
          {guardianIsParent ? null : text({ name: 'guardianName', autoComplete: 'name' })}
          {text({
            name: 'guardianMobile',
            numeric: 'tel',
            autoComplete: 'tel',
            hint: 'mobileHint',
          })}
          {text({ name: 'guardianOccupation' })}
          {text({ name: 'guardianEmail', type: 'email', autoComplete: 'email', latin: true })}
          {text({ name: 'studentMobile', numeric: 'tel' })}
        </Fieldset>

        <Fieldset legend={t('admission.sections.address')}>
          {text({ name: 'village', autoComplete: 'address-line1' })}
          {text({ name: 'unionName' })}
          {text({ name: 'upazila', autoComplete: 'address-level3' })}
          {text({ name: 'district', autoComplete: 'address-level2' })}
        </Fieldset>

        <Fieldset legend={t('admission.sections.previous')}>
          {text({ name: 'previousSchool' })}
          {choice('previousClass', 'choosePreviousClass', PREVIOUS_CLASSES, (grade) =>
            t(`admission.previousClasses.${grade}`),
          )}
        </Fieldset>

        {offline ? (
          <p role="alert" className="alert alert-warning">
            {t('admission.offline')}
          </p>
        ) : null}
        <p className="text-sm">{t('admission.draftKept')}</p>
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            className="min-w-32"
            label={t('admission.submit')}
            sendingLabel={t('admission.sending')}
            sending={isSubmitting}
          />
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              reset(emptyFor(onlyClass));
              clearDraft();
            }}
          >
            {t('admission.clearDraft')}
          </button>
        </div>
      </HydratedFieldset>
    </form>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-base-300 pt-4 md:grid-cols-2">
      <legend className="pe-2 text-lg font-semibold text-primary">{legend}</legend>
      {children}
    </fieldset>
  );
}

function TextInput({
  spec,
  register,
  errors,
  idPrefix,
}: {
  spec: TextSpec;
  /**
   * register(name), called by the form in field order: react-hook-form focuses the first
   * field in error in the order the fields were registered.
   */
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      id={`${idPrefix}-${spec.name}`}
      label={t(`admission.${spec.name}`)}
      error={validationMessage(t, errors[spec.name]?.message)}
      hint={spec.hint ? t(`admission.${spec.hint}`) : undefined}
    >
      {(aria) => (
        <input
          {...aria}
          type={spec.type ?? (spec.numeric === 'tel' ? 'tel' : 'text')}
          inputMode={spec.numeric}
          autoComplete={spec.autoComplete ?? 'off'}
          lang={spec.latin ? 'en' : undefined}
          className={`input w-full ${aria['aria-invalid'] ? 'input-error' : ''}`}
          {...register(spec.name)}
        />
      )}
    </FormField>
  );
}

/** Why a chosen file cannot be the photo, or null. */
function photoProblem(t: TFunction, file: File): string | null {
  return /^image\/(jpeg|png|webp)$/.test(file.type) ? null : t('validation.photo');
}

/**
 * The student's photo: chosen (or taken with the phone's camera), shrunk on the phone and
 * shown; the form sends it as a data URL with the rest.
 */
function PhotoField({
  id,
  error,
  value,
  onChange,
  register,
}: {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (photo: string) => void;
  register: UseFormRegister<FormValues>;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The hidden value is registered so that the schema checks it and a refusal focuses here.
  const { ref } = register('photo');
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = photoProblem(t, file);
    setProblem(wrong);
    if (wrong) return;
    setPreparing(true);
    try {
      onChange(await applicantPhotoOf(file));
    } catch {
      setProblem(t('validation.photo'));
    } finally {
      setPreparing(false);
    }
  };
  const shown = problem ?? error;
  return (
    <FormField id={id} label={t('admission.photo')} error={shown} hint={t('admission.photoHint')}>
      {(aria: FieldAria) => (
        <div className="flex items-center gap-4">
          {value ? (
            <img
              src={value}
              alt={t('admission.photoAlt')}
              className="h-32 w-24 rounded border border-base-300 object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex h-32 w-24 items-center justify-center rounded border border-dashed border-base-300"
            >
              <Camera className="size-8 opacity-50" />
            </div>
          )}
          <div>
            <FilePicker
              {...aria}
              labelledBy={`${id}-label`}
              inputRef={(el) => {
                ref(el);
                input.current = el;
              }}
              accept="image/jpeg,image/png,image/webp"
              icon="photo"
              button={value ? t('admission.changePhoto') : t('admission.choosePhoto')}
              showNone={false}
              chosen={[]}
              busy={preparing}
              onChange={(event) => void choose(event)}
            />
            {preparing ? (
              <p role="status" className="mt-2 text-sm">
                {t('admission.preparingPhoto')}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </FormField>
  );
}

/** A class's name for a sentence ('six', 'ষষ্ঠ'): the class select's words. */
export function gradeWords(t: TFunction, grade: Grade): string {
  return t(`admission.previousClasses.${grade}`);
}
