// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { encodeRule } from '../../../../shared/api/rules.ts';
import {
  newAccountInputSchema,
  newStudentInputSchema,
  newTeacherInputSchema,
} from '../../../../shared/schemas/users.ts';
import { FormDateInput } from '../../../components/ui/date-input.tsx';
import { DesignationPicker } from '../../../components/ui/designation-picker.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { GradeOptions } from '../../../components/ui/grade-options.tsx';
import { isReauthRequired, useRecentPassword } from '../../../components/ui/recent-password.tsx';
import { ImageFileField } from '../../../components/uploads/image-file-field.tsx';
import { useChosenImage } from '../../../components/uploads/use-chosen-image.ts';
import { ApiError } from '../../../lib/api.ts';
import { useDateOrder } from '../../../lib/date-order.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import {
  type NewAccountInputs,
  type NewAccountRole,
  useCreateAccount,
} from '../api/create-account.ts';

/** Every field any of the three forms holds; each role's schema keeps its own. */
type Field =
  | 'loginId'
  | 'password'
  | 'name'
  | 'nameBn'
  | 'grade'
  | 'section'
  | 'roll'
  | 'dateOfBirth'
  | 'designation'
  | 'designationBn'
  | 'subject'
  | 'subjectBn'
  | 'phone';
type FormValues = Record<Field, string>;
type Sent = NewAccountInputs[NewAccountRole];

const EMPTY: FormValues = {
  loginId: '',
  password: '',
  name: '',
  nameBn: '',
  grade: '',
  section: '',
  roll: '',
  dateOfBirth: '',
  designation: '',
  designationBn: '',
  subject: '',
  subjectBn: '',
  phone: '',
};

/** Each form's fields after the id and the password (issue 19: what the school keeps). */
const FIELDS: Record<NewAccountRole, readonly Exclude<Field, 'loginId' | 'password'>[]> = {
  student: ['name', 'nameBn', 'grade', 'section', 'roll', 'dateOfBirth'],
  teacher: ['name', 'nameBn', 'designation', 'designationBn', 'subject', 'subjectBn', 'phone'],
  admin: [],
};

// The photo is not a form value: it is uploaded first and its id added to what is sent.
const RESOLVERS = {
  student: zodResolver(newStudentInputSchema),
  teacher: zodResolver(newTeacherInputSchema.omit({ imageId: true })),
  admin: zodResolver(newAccountInputSchema),
} as unknown as Record<NewAccountRole, Resolver<FormValues, unknown, Sent>>;

const TEXTS = {
  student: {
    id: 'accounts.studentId',
    password: 'accounts.studentPassword',
    submit: 'dashboard.items.addStudent',
    added: 'accounts.studentAdded',
  },
  teacher: {
    id: 'accounts.teacherId',
    password: 'accounts.teacherPassword',
    submit: 'dashboard.items.addTeacher',
    added: 'accounts.teacherAdded',
  },
  admin: {
    id: 'accounts.adminId',
    password: 'accounts.adminPassword',
    submit: 'dashboard.items.addAdmin',
    added: 'accounts.adminAdded',
  },
} as const;

/**
 * Add Student (id, password, name, Bangla name, class, roll, date of birth), Add Teacher (id, password and
 * what /teachers shows: names and designation in both languages, subject, mobile, photo)
 * and Make Admin (id and password). A taken id, or a roll taken in the class, is told at
 * its field; the form keeps what was typed.
 */
export function NewAccountForm({ accountRole: role }: { accountRole: NewAccountRole }) {
  const { t } = useTranslation();
  const id = useId();
  const texts = TEXTS[role];
  const fields = FIELDS[role];
  const create = useCreateAccount(role);
  const image = useChosenImage();
  // Making an admin wants the password typed again (the server says when).
  const { withPassword, dialog } = useRecentPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, Sent>({ resolver: RESOLVERS[role], defaultValues: EMPTY });
  const order = useDateOrder();

  const onSubmit = handleSubmit(async (values) => {
    let body = values;
    if (role === 'teacher') {
      const chosen = await image.uploadForSave(null, t('profile.uploadFailed'), image.setError);
      if (!chosen) return;
      body = { ...values, imageId: chosen.id } as Sent;
    }
    try {
      await withPassword(() => create.mutateAsync(body));
      reset(EMPTY);
      image.clear();
      void notify('success', t(texts.added));
    } catch (error) {
      // The form keeps what was typed; a cancelled password prompt needs no other word.
      if (isReauthRequired(error)) return;
      if (error instanceof ApiError && error.status === 409) {
        const roll = error.code === 'roll_taken';
        setError(roll ? 'roll' : 'loginId', {
          type: 'server',
          message: encodeRule({ name: roll ? 'rollTaken' : 'loginIdTaken' }),
        });
        setFocus(roll ? 'roll' : 'loginId');
        return;
      }
      const names: readonly string[] = ['loginId', 'password', ...fields];
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => names.includes(f.field) || f.field === 'imageId')
          : [];
      for (const f of known) {
        if (f.field === 'imageId') image.setError(validationMessage(t, formMessage(f)) ?? '');
        else setError(f.field as Field, { type: 'server', message: formMessage(f) });
      }
      if (known.length === 0)
        void notify('error', `${t('accounts.failed')} ${errorMessage(t, error)}`);
    }
  });

  const input = (name: (typeof fields)[number]) => {
    const error = validationMessage(t, errors[name]?.message);
    if (name === 'grade')
      return (
        <FormField key={name} id={`${id}-grade`} label={t('accounts.fields.grade')} error={error}>
          {(aria) => (
            <select
              {...aria}
              className={`select w-full ${error ? 'select-error' : ''}`}
              {...register('grade')}
            >
              <GradeOptions empty={t('accounts.chooseGrade')} />
            </select>
          )}
        </FormField>
      );
    if (name === 'dateOfBirth')
      return (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={t('accounts.fields.dateOfBirth')}
          error={error}
          hint={t('accounts.dateOfBirthHint')}
        >
          {(aria) => <FormDateInput {...aria} name={name} control={control} order={order} />}
        </FormField>
      );
    const field = (
      <FormField
        key={name}
        id={`${id}-${name}`}
        label={t(`accounts.fields.${name}`)}
        error={error}
        hint={name === 'section' ? t('accounts.sectionHint') : undefined}
      >
        {(aria) => (
          <input
            {...aria}
            type={name === 'phone' ? 'tel' : 'text'}
            inputMode={name === 'phone' ? 'tel' : name === 'roll' ? 'numeric' : undefined}
            autoComplete="off"
            className={`input w-full ${error ? 'input-error' : ''}`}
            {...register(name)}
          />
        )}
      </FormField>
    );
    if (name !== 'designation') return field;
    return (
      <div key={name} className="contents">
        <DesignationPicker
          id={`${id}-designations`}
          value={watch('designation')}
          onPick={(d) => {
            setValue('designation', d.en, { shouldValidate: !!errors.designation });
            setValue('designationBn', d.bn);
          }}
        />
        {field}
      </div>
    );
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
        <FormField
          id={`${id}-login`}
          label={t(texts.id)}
          hint={t('accounts.idHint')}
          error={validationMessage(t, errors.loginId?.message)}
        >
          {(aria) => (
            <input
              {...aria}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className={`input w-full ${errors.loginId ? 'input-error' : ''}`}
              {...register('loginId')}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-password`}
          label={t(texts.password)}
          hint={t('accounts.passwordHint')}
          error={validationMessage(t, errors.password?.message)}
        >
          {(aria) => (
            <input
              {...aria}
              type="password"
              autoComplete="new-password"
              className={`input w-full ${errors.password ? 'input-error' : ''}`}
              {...register('password')}
            />
          )}
        </FormField>
        {fields.map(input)}
        {role === 'teacher' ? (
          <ImageFileField
            id={`${id}-photo`}
            label={t('accounts.fields.photo')}
            error={image.error ?? undefined}
            hint={t('profile.imageHint')}
            image={image}
            uploading={t('profile.uploading')}
          />
        ) : null}
        <div>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            <UserPlus aria-hidden="true" className="size-4" />
            {isSubmitting ? t('accounts.sending') : t(texts.submit)}
          </button>
        </div>
      </form>
      {dialog}
    </>
  );
}
