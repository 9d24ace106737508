import '../../../locales/public-forms.ts';
// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { Camera } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type Path, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Grade } from '../../../../shared/constants.ts';
import type { DateOrder } from '../../../../shared/dates.ts';
import { paths } from '../../../../shared/paths.ts';
import {
  type AdmissionInput,
  admissionInputSchema,
  GUARDIAN_RELATIONS,
  PREVIOUS_CLASSES,
} from '../../../../shared/schemas/admission-input.ts';
import type { AdmissionPeriod } from '../../../../shared/schemas/admissions.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { type FieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { FilePicker } from '../../../components/uploads/file-picker.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDateOrder } from '../../../lib/date-order.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { i18n, type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/lazy-part.ts';
import { notify } from '../../../lib/notify.ts';
import {
  type ServerAnswer,
  serverFieldMessages,
  typedBeforeFile,
  useFormStart,
} from '../../../lib/page-form.ts';
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
  /** The server's refusal of the form sent without the app's code, with what was typed. */
  answered?: ServerAnswer<SentApplication> | undefined;
};

/** The form's id: what was typed before its code came is read from it (lib/page-form.ts). */
const FORM_ID = 'admission-form';

/**
 * The online admission form (issue 20): what the school's office needs, validated with the
 * server's own schema, in either language's digits. What is typed is kept on the phone
 * (admission-draft.ts) through a reload or a spell offline, and a failed send keeps it too.
 *
 * A real form (a multipart POST to the page's own address, with the photo): sent before its
 * code has come, or without JavaScript, the server answers with the slip or the form again
 * as typed with its refusals (src/server/plugins/page-forms.ts), which this draws.
 */
export function AdmissionForm({ open, onSent, answered }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const createAdmission = useCreateAdmission();
  const onlyClass = open.length === 1 ? open[0]!.grade : null;
  const order = useDateOrder();
  const hydrated = useHydrated();
  const empty = emptyFor(onlyClass);
  // The photo is not drawn again: the browser sent a file, which it does not keep.
  const { drawn, start } = useFormStart(
    FORM_ID,
    empty,
    answered ? { ...answered.values, photo: '' } : undefined,
  );
  // A photo chosen before the code came: shrunk and shown once it has.
  const [photoBefore] = useState(() => typedBeforeFile(FORM_ID, 'photo'));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormValues, unknown, AdmissionInput>({
    resolver: resolvers[order],
    defaultValues: start,
  });
  const [offline, setOffline] = useState(false);
  // The server's refusal of the form sent without the code stands until it is sent again.
  const refused = submitCount === 0 ? serverFieldMessages(answered?.error) : {};
  const refusal =
    submitCount === 0 && answered?.error && answered.error.fields.length === 0
      ? `${t('admission.failed')} ${errorMessage(t, answered.error)}`
      : null;

  // What was kept on this phone, read once the form is on the screen: the server draws the
  // form empty (or as it was sent), and the browser takes that drawing over before it fills
  // it in. What the form shows already (typed before the code came, or sent) stays.
  const [restored, setRestored] = useState<AdmissionDraft | null | undefined>();
  const [shown] = useState(() =>
    Object.fromEntries(
      Object.entries(start).filter(([name, value]) => value !== empty[name as keyof FormValues]),
    ),
  );
  useEffect(() => {
    const draft = loadDraft();
    if (draft)
      reset({
        ...valuesOf(draft),
        ...(onlyClass && !draft.grade ? { grade: onlyClass } : {}),
        ...shown,
      });
    setRestored(draft);
  }, [reset, onlyClass, shown]);

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
    error: validationMessage(t, errors[name]?.message ?? refused[name]),
  });
  const text = (spec: TextSpec) => (
    <TextInput
      key={spec.name}
      spec={spec}
      register={register}
      error={field(spec.name).error}
      drawn={drawn[spec.name] ?? ''}
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
          defaultValue={drawn[name]}
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
    <form
      id={FORM_ID}
      method="post"
      encType="multipart/form-data"
      action={`${paths.onlineAdmission}#${FORM_ID}`}
      noValidate
      onSubmit={onSubmit}
      className="scroll-mt-4"
    >
      <div className="min-w-0 max-w-3xl space-y-8">
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
              defaultValue={drawn.grade}
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
            again={answered?.values.photo === 'sent'}
            chosenBefore={photoBefore}
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
          {/* Drawn for every answer until the code has the form (styles.css hides it for a parent). */}
          {!hydrated || !guardianIsParent ? (
            <div className="guardian-name">
              {text({ name: 'guardianName', autoComplete: 'name' })}
            </div>
          ) : null}
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
        {refusal ? (
          <p role="alert" className="alert alert-error alert-soft">
            {refusal}
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
            className="needs-script btn btn-ghost"
            onClick={() => {
              reset(emptyFor(onlyClass));
              clearDraft();
            }}
          >
            {t('admission.clearDraft')}
          </button>
        </div>
      </div>
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
  error,
  drawn,
  idPrefix,
}: {
  spec: TextSpec;
  /**
   * register(name), called by the form in field order: react-hook-form focuses the first
   * field in error in the order the fields were registered.
   */
  register: UseFormRegister<FormValues>;
  error: string | undefined;
  /** Its value as the server drew it. */
  drawn: string;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      id={`${idPrefix}-${spec.name}`}
      label={t(`admission.${spec.name}`)}
      error={error}
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
          defaultValue={drawn}
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
  again,
  chosenBefore,
}: {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (photo: string) => void;
  register: UseFormRegister<FormValues>;
  /** The form was sent without the code and refused: its photo must be chosen again. */
  again: boolean;
  /** A photo chosen before the code came: prepared as the code takes the form over. */
  chosenBefore: File | null;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hydrated = useHydrated();
  // The hidden value is registered so that the schema checks it and a refusal focuses here.
  const { ref } = register('photo');
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    await prepare(file);
  };
  // Once, as the code takes the form over (prepare is the same function every time).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the photo chosen before the code came, prepared once
  useEffect(() => {
    if (chosenBefore) void prepare(chosenBefore);
  }, [chosenBefore]);
  const prepare = async (file: File | undefined) => {
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
    <FormField
      id={id}
      label={t('admission.photo')}
      error={shown}
      hint={again && !value ? t('admission.photoAgain') : t('admission.photoHint')}
    >
      {(aria: FieldAria) => (
        // Until the code has the form, the browser's own file field is shown (styles.css):
        // it says which photo is chosen, which the drawn button cannot without the code.
        <div className="photo-field flex items-center gap-4" data-taken={hydrated || undefined}>
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
              name="photo"
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
