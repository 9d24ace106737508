// zod must be told to run without eval before the shared schema below is built.
import { ImageFileField } from '../../../components/uploads/image-file-field.tsx';
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  type StaffInput,
  type StaffMember,
  staffInputSchema,
} from '../../../../shared/schemas/people.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useChosenImage } from '../../../components/uploads/use-chosen-image.ts';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveStaff } from '../api/save-staff.ts';

type TextField =
  | 'name'
  | 'nameBn'
  | 'designation'
  | 'designationBn'
  | 'department'
  | 'joinDate'
  | 'mobile'
  | 'identity';
type FormValues = Record<TextField, string>;

// The photo is not a form value: it is uploaded first and its id added to what is saved.
const resolver = zodResolver(staffInputSchema.omit({ imageId: true })) as unknown as Resolver<
  FormValues,
  unknown,
  Omit<StaffInput, 'imageId'>
>;

const FIELDS: readonly TextField[] = [
  'name',
  'nameBn',
  'designation',
  'designationBn',
  'department',
  'joinDate',
  'mobile',
  'identity',
];
const INPUTS: Partial<Record<TextField, { type: string; inputMode?: 'tel' }>> = {
  mobile: { type: 'tel', inputMode: 'tel' },
};

function valuesOf(member: StaffMember | undefined): FormValues {
  return {
    name: member?.name ?? '',
    nameBn: member?.nameBn ?? '',
    designation: member?.designation ?? '',
    designationBn: member?.designationBn ?? '',
    department: member?.department ?? '',
    joinDate: member?.joinDate ?? '',
    mobile: member?.mobile ?? '',
    identity: member?.identity ?? '',
  };
}

type Props = {
  /** The member to edit; none adds a new one at the end of the list. */
  member?: StaffMember;
  onSaved: () => void;
};

/**
 * Add or edit a staff member (staffInputSchema): name and designation required, the rest
 * optional (the ID No. is the member's identity in the school's records, SPEC.md's staff
 * `identity`). A chosen photo is uploaded first, with progress and Cancel; no new photo
 * keeps the old one.
 */
export function StaffForm({ member, onSaved }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const image = useChosenImage();
  const save = useSaveStaff();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Omit<StaffInput, 'imageId'>>({
    resolver,
    defaultValues: valuesOf(member),
  });

  const onSubmit = handleSubmit(async (values) => {
    const chosen = await image.uploadForSave(
      member?.image?.id ?? null,
      t('profile.uploadFailed'),
      image.setError,
    );
    if (!chosen) return;
    const imageId = chosen.id;
    try {
      await save.mutateAsync({ id: member?.id, input: { ...values, imageId } });
      image.clear();
      void notify('success', t(member ? 'staffEditor.saved' : 'staffEditor.added'));
      onSaved();
    } catch (error) {
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter(
              (f) => FIELDS.includes(f.field as TextField) || f.field === 'imageId',
            )
          : [];
      for (const [index, f] of known.entries()) {
        if (f.field === 'imageId') image.setError(validationMessage(t, formMessage(f)) ?? '');
        else
          setError(
            f.field as TextField,
            { type: 'server', message: formMessage(f) },
            { shouldFocus: index === 0 },
          );
      }
      if (known.length === 0)
        void notify('error', `${t('staffEditor.failed')} ${errorMessage(t, error)}`);
    }
  });

  const photoHint = member?.image
    ? `${t('profile.imageHint')} ${t('posts.imageKeep')}`
    : t('profile.imageHint');

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((name) => {
        const error = validationMessage(t, errors[name]?.message);
        const input = INPUTS[name];
        return (
          <FormField
            key={name}
            id={`${id}-${name}`}
            label={t(`staffEditor.fields.${name}`)}
            hint={name === 'identity' ? t('staffEditor.identityHint') : undefined}
            error={error}
          >
            {(aria) =>
              name === 'joinDate' ? (
                <FormDateInput {...aria} name={name} control={control} />
              ) : (
                <input
                  {...aria}
                  type={input?.type ?? 'text'}
                  inputMode={input?.inputMode}
                  autoComplete="off"
                  className={`input min-h-11 w-full ${error ? 'input-error' : ''}`}
                  {...register(name)}
                />
              )
            }
          </FormField>
        );
      })}
      <ImageFileField
        id={`${id}-photo`}
        label={t('staffEditor.fields.photo')}
        error={image.error ?? undefined}
        hint={photoHint}
        className="sm:col-span-2"
        image={image}
        onChange={(event) => image.choose(event)}
        uploading={t('profile.uploading')}
      />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary min-h-11 min-w-40" disabled={isSubmitting}>
          {isSubmitting
            ? t('staffEditor.saving')
            : t(member ? 'staffEditor.save' : 'staffEditor.add')}
        </button>
      </div>
    </form>
  );
}
