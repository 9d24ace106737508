// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { encodeRule } from '../../../../shared/api/rules.ts';
import { GRADES } from '../../../../shared/constants.ts';
import { latinDigits } from '../../../../shared/digits.ts';
import { requiredText } from '../../../../shared/schemas/common.ts';
import {
  type Account,
  type AccountDetailsInput,
  accountDetailsInputSchema,
} from '../../../../shared/schemas/users.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { DesignationPicker } from '../../../components/ui/designation-picker.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { GradeOptions } from '../../../components/ui/grade-options.tsx';
import { ImageFileField } from '../../../components/uploads/image-file-field.tsx';
import { useChosenImage } from '../../../components/uploads/use-chosen-image.ts';
import { ApiError } from '../../../lib/api.ts';
import { useDateOrder } from '../../../lib/date-order.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateAccount } from '../api/account.ts';

type Details = Omit<AccountDetailsInput, 'imageId'>;
type TextField = Exclude<keyof Details, 'grade'>;
type FormValues = Record<keyof Details, string>;

const details = accountDetailsInputSchema.omit({ imageId: true });
/** A student's class and roll are the school's records: required (the server checks it too). */
const studentResolver = zodResolver(
  details.extend({
    grade: z.enum(GRADES, { error: 'Choose a class from six to ten' }),
    roll: requiredText(10).overwrite(latinDigits),
  }),
) as unknown as Resolver<FormValues, unknown, Details>;
/** A teacher's or an admin's: no class (the server ignores one). */
const staffResolver = zodResolver(
  details.extend({ grade: z.string().transform(() => null) }),
) as unknown as Resolver<FormValues, unknown, Details>;

const STUDENT_FIELDS: readonly (keyof Details)[] = [
  'name',
  'nameBn',
  'grade',
  'section',
  'roll',
  'dateOfBirth',
  'guardianName',
  'guardianPhone',
  'guardianLanguage',
  'phone',
];
const STAFF_FIELDS: readonly (keyof Details)[] = [
  'name',
  'nameBn',
  'designation',
  'designationBn',
  'subject',
  'subjectBn',
  'phone',
];
const PHONES: readonly TextField[] = ['phone', 'guardianPhone'];

function valuesOf(account: Account): FormValues {
  return {
    name: account.name,
    nameBn: account.nameBn,
    grade: account.grade ?? '',
    section: account.section,
    roll: account.roll ?? '',
    dateOfBirth: account.dateOfBirth ?? '',
    designation: account.designation ?? '',
    designationBn: account.designationBn,
    subject: account.subject,
    subjectBn: account.subjectBn,
    phone: account.phone,
    guardianName: account.guardianName,
    guardianPhone: account.guardianPhone,
    guardianLanguage: account.guardianLanguage,
  };
}

/**
 * Edit an account's details (issue 19): a teacher corrects a student's, an admin anyone's.
 * A student's class and roll are required, and a roll another student of the class holds
 * is told at the roll field; a teacher's or an admin's designation is in both languages.
 * A chosen photo is uploaded first; none keeps the current one.
 */
export function AccountForm({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const image = useChosenImage();
  const save = useUpdateAccount(account.id);
  const student = account.role === 'student';
  const fields = student ? STUDENT_FIELDS : STAFF_FIELDS;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Details>({
    resolver: student ? studentResolver : staffResolver,
    defaultValues: valuesOf(account),
  });

  const order = useDateOrder();
  const onSubmit = handleSubmit(async (values) => {
    const chosen = await image.uploadForSave(
      account.image?.id ?? null,
      t('profile.uploadFailed'),
      image.setError,
    );
    if (!chosen) return;
    try {
      await save.mutateAsync({ ...values, imageId: chosen.id });
      image.clear();
      void notify('success', t('accounts.saved'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'roll_taken') {
        setError('roll', { type: 'server', message: encodeRule({ name: 'rollTaken' }) });
        setFocus('roll');
        return;
      }
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter(
              (f) => fields.includes(f.field as keyof Details) || f.field === 'imageId',
            )
          : [];
      for (const [index, f] of known.entries()) {
        if (f.field === 'imageId') image.setError(validationMessage(t, formMessage(f)) ?? '');
        else
          setError(
            f.field as keyof Details,
            { type: 'server', message: formMessage(f) },
            { shouldFocus: index === 0 },
          );
      }
      if (known.length === 0)
        void notify('error', `${t('accounts.saveFailed')} ${errorMessage(t, error)}`);
    }
  });

  const photoHint = account.image
    ? `${t('profile.imageHint')} ${t('posts.imageKeep')}`
    : t('profile.imageHint');

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {fields.map((name) => {
        const error = validationMessage(t, errors[name]?.message);
        const label = t(`accounts.fields.${name}`);
        if (name === 'grade')
          return (
            <FormField key={name} id={`${id}-grade`} label={label} error={error}>
              {(aria) => (
                <select
                  {...aria}
                  className={`select min-h-11 w-full ${error ? 'select-error' : ''}`}
                  {...register('grade')}
                >
                  <GradeOptions empty={t('accounts.chooseGrade')} />
                </select>
              )}
            </FormField>
          );
        if (name === 'guardianLanguage')
          return (
            <FormField
              key={name}
              id={`${id}-${name}`}
              label={label}
              error={error}
              hint={t('accounts.guardianLanguageHint')}
            >
              {(aria) => (
                <select {...aria} className="select min-h-11 w-full" {...register(name)}>
                  <option value="bn">বাংলা</option>
                  <option value="en">English</option>
                </select>
              )}
            </FormField>
          );
        if (name === 'dateOfBirth')
          return (
            <FormField
              key={name}
              id={`${id}-${name}`}
              label={label}
              error={error}
              hint={t('accounts.dateOfBirthHint')}
            >
              {(aria) => <FormDateInput {...aria} name={name} control={control} order={order} />}
            </FormField>
          );
        const phone = PHONES.includes(name);
        return (
          <div key={name} className="contents">
            {name === 'designation' ? (
              <DesignationPicker
                id={`${id}-designations`}
                className="sm:col-span-2"
                value={watch('designation')}
                onPick={(d) => {
                  setValue('designation', d.en, { shouldValidate: !!errors.designation });
                  setValue('designationBn', d.bn);
                }}
              />
            ) : null}
            <FormField
              id={`${id}-${name}`}
              label={label}
              error={error}
              hint={name === 'section' ? t('accounts.sectionHint') : undefined}
            >
              {(aria) => (
                <input
                  {...aria}
                  type={phone ? 'tel' : 'text'}
                  inputMode={phone ? 'tel' : name === 'roll' ? 'numeric' : undefined}
                  autoComplete="off"
                  className={`input min-h-11 w-full ${error ? 'input-error' : ''}`}
                  {...register(name)}
                />
              )}
            </FormField>
          </div>
        );
      })}
      <ImageFileField
        id={`${id}-photo`}
        label={t('accounts.fields.photo')}
        error={image.error ?? undefined}
        hint={photoHint}
        className="sm:col-span-2"
        image={image}
        uploading={t('profile.uploading')}
      />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary min-h-11 min-w-40" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.saving') : t('accounts.save')}
        </button>
      </div>
    </form>
  );
}
