// zod must be told to run without eval before the shared schema below is built.
import { ImageFileField } from '../../../components/uploads/image-file-field.tsx';
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type Profile,
  type ProfileInput,
  profileInputSchema,
} from '../../../../shared/schemas/users.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { DesignationPicker } from '../../../components/ui/designation-picker.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useChosenImage } from '../../../components/uploads/use-chosen-image.ts';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { formatDigits } from '../../../lib/format.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import '../../../locales/pages.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/**
 * Every field either role's form may hold. The shared discriminated schema (student or
 * staff, by the role from the session) validates it and keeps only the role's fields.
 */
type FormValues = {
  role: Profile['role'];
  name: string;
  nameBn: string;
  guardianName: string;
  guardianPhone: string;
  designation: string;
  designationBn: string;
  subject: string;
  subjectBn: string;
  joinDate: string;
  phone: string;
  city: string;
  village: string;
  bari: string;
  ward: string;
  facebook: string;
  imageId: string;
};
type TextName = Exclude<keyof FormValues, 'role' | 'imageId'>;

// zodResolver types its values as the schema's input union; the form's superset is what it gets.
const resolver = zodResolver(profileInputSchema) as unknown as Resolver<
  FormValues,
  unknown,
  ProfileInput
>;

/** Stands for the chosen file until it is uploaded, so the schema's photo rule is met. */
const CHOSEN_FILE = 'chosen-file';

type Input = { type?: string; autoComplete?: string; inputMode?: 'tel' | 'url'; hint?: boolean };
const INPUTS: Partial<Record<TextName, Input>> = {
  name: { autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  guardianPhone: { type: 'tel', inputMode: 'tel' },
  city: { autoComplete: 'address-level2' },
  facebook: { type: 'url', autoComplete: 'url', inputMode: 'url', hint: true },
};
/**
 * A student's own fields (issue 19): no class or roll, which the school sets, but a
 * guardian's name and mobile; Facebook optional.
 */
const STUDENT_FIELDS = [
  'name',
  'nameBn',
  'guardianName',
  'guardianPhone',
  'phone',
  'city',
  'village',
  'bari',
  'ward',
  'facebook',
] as const;
/** A teacher's or an admin's: what /teachers shows required; mobile and address optional. */
const STAFF_FIELDS = [
  'name',
  'nameBn',
  'designation',
  'designationBn',
  'subject',
  'subjectBn',
  'joinDate',
  'phone',
  'city',
  'village',
  'bari',
  'ward',
  'facebook',
] as const;
/** The fields each role may leave empty: their labels say so. */
const OPTIONAL: Record<'student' | 'staff', readonly TextName[]> = {
  student: ['nameBn', 'facebook'],
  staff: [
    'nameBn',
    'designationBn',
    'subject',
    'subjectBn',
    'phone',
    'city',
    'village',
    'bari',
    'ward',
    'facebook',
  ],
};

function valuesOf(profile: Profile): FormValues {
  return {
    role: profile.role,
    name: profile.name,
    nameBn: profile.nameBn,
    guardianName: profile.guardianName,
    guardianPhone: profile.guardianPhone,
    designation: profile.designation ?? '',
    designationBn: profile.designationBn,
    subject: profile.subject,
    subjectBn: profile.subjectBn,
    joinDate: profile.joinDate ?? '',
    phone: profile.phone,
    city: profile.city,
    village: profile.village,
    bari: profile.bari,
    ward: profile.ward,
    facebook: profile.facebook,
    imageId: profile.image?.id ?? '',
  };
}

/**
 * Update Profile (SPEC.md section 4, PRODUCT.md, issue 19): a student's class and roll shown,
 * not typed (the school sets them); the optional fields say so in their labels. A chosen photo is
 * uploaded first, with progress; only when that succeeds is the profile saved. The photo
 * is required while the profile has none; after that, no new file keeps the current one.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const image = useChosenImage();
  const update = useUpdateProfile();
  const currentImageId = profile.image?.id ?? '';
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormValues, unknown, ProfileInput>({ resolver, defaultValues: valuesOf(profile) });

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = image.choose(event);
    clearErrors('imageId');
    setValue('imageId', chosen ? CHOSEN_FILE : currentImageId, {
      shouldValidate: isSubmitted && (chosen || !event.target.files?.length),
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    const chosen = await image.uploadForSave(values.imageId, t('profile.uploadFailed'), (message) =>
      setError('imageId', { type: 'server', message }),
    );
    if (!chosen) return;
    const imageId = chosen.id;
    try {
      await update.mutateAsync({ ...values, imageId });
      image.clear();
      setValue('imageId', imageId);
      void notify('success', t('profile.success'));
    } catch (error) {
      const names = Object.keys(valuesOf(profile));
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => names.includes(f.field))
          : [];
      for (const f of known)
        setError(f.field as keyof FormValues, { type: 'server', message: formMessage(f) });
      if (known.length === 0)
        void notify('error', `${t('profile.failed')} ${errorMessage(t, error)}`);
    }
  });

  const student = profile.role === 'student';
  const fields = student ? STUDENT_FIELDS : STAFF_FIELDS;
  const optional = OPTIONAL[student ? 'student' : 'staff'];
  const imageError = image.error ?? validationMessage(t, errors.imageId?.message);
  const imageFieldId = `${id}-image`;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {student ? (
        <div className="rounded-box bg-base-200 p-3 sm:col-span-2">
          <dl className="flex flex-wrap gap-x-6 gap-y-1">
            <div>
              <dt className="inline font-medium">{t('profile.grade')}:</dt>{' '}
              <dd className="inline">{profile.grade ? t(`grades.${profile.grade}`) : '–'}</dd>
            </div>
            <div>
              <dt className="inline font-medium">{t('profile.roll')}:</dt>{' '}
              <dd className="inline">
                {profile.roll ? formatDigits(profile.roll, i18n.language) : '–'}
              </dd>
            </div>
          </dl>
          <p className="mt-1 text-sm">{t('profile.setBySchool')}</p>
        </div>
      ) : null}
      {fields.map((name) => {
        const error = validationMessage(t, errors[name]?.message);
        const label = optional.includes(name)
          ? `${t(`profile.${name}` as TranslationKey)} ${t('profile.optional')}`
          : t(`profile.${name}` as TranslationKey);
        const input = INPUTS[name] ?? {};
        const field = (
          <FormField
            key={name}
            id={`${id}-${name}`}
            label={label}
            error={error}
            hint={input.hint ? t('profile.facebookHint') : undefined}
            className={name === 'facebook' ? 'sm:col-span-2' : undefined}
          >
            {(aria) =>
              name === 'joinDate' ? (
                <FormDateInput {...aria} name={name} control={control} />
              ) : (
                <input
                  {...aria}
                  type={input.type ?? 'text'}
                  inputMode={input.inputMode}
                  autoComplete={input.autoComplete ?? 'off'}
                  className={`input w-full ${error ? 'input-error' : ''}`}
                  {...register(name)}
                />
              )
            }
          </FormField>
        );
        if (name !== 'designation') return field;
        return (
          <div key={name} className="contents">
            <DesignationPicker
              id={`${id}-designations`}
              className="sm:col-span-2"
              value={watch('designation')}
              onPick={(d) => {
                setValue('designation', d.en, { shouldValidate: !!errors.designation });
                setValue('designationBn', d.bn);
              }}
            />
            {field}
          </div>
        );
      })}
      <ImageFileField
        id={imageFieldId}
        label={t('profile.image')}
        error={imageError}
        hint={
          currentImageId
            ? `${t('profile.imageHint')} ${t('profile.keepImage')}`
            : t('profile.imageHint')
        }
        className="sm:col-span-2"
        image={image}
        required={!currentImageId}
        onChange={onFileChange}
        uploading={t('profile.uploading')}
      />
      <div className="sm:col-span-2">
        <SubmitButton
          className="min-w-40"
          label={t('profile.submit')}
          sendingLabel={t('profile.sending')}
          sending={isSubmitting}
        />
      </div>
    </form>
  );
}
