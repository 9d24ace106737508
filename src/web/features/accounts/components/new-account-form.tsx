// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { encodeRule } from '../../../../shared/api/rules.ts';
import { type NewAccountInput, newAccountInputSchema } from '../../../../shared/schemas/users.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { isReauthRequired, useRecentPassword } from '../../../components/ui/recent-password.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { type NewAccountRole, useCreateAccount } from '../api/create-account.ts';

type FormValues = z.input<typeof newAccountInputSchema>;
const EMPTY: FormValues = { loginId: '', password: '' };

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

/** Add Student, Add Teacher, Make Admin: both fields required; a taken id is told at the field. */
export function NewAccountForm({ accountRole: role }: { accountRole: NewAccountRole }) {
  const { t } = useTranslation();
  const id = useId();
  const texts = TEXTS[role];
  const create = useCreateAccount(role);
  // Making an admin wants the password typed again (the server says when).
  const { withPassword, dialog } = useRecentPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, NewAccountInput>({
    resolver: zodResolver(newAccountInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await withPassword(() => create.mutateAsync(values));
      reset(EMPTY);
      void notify('success', t(texts.added));
    } catch (error) {
      // The form keeps what was typed; a cancelled password prompt needs no other word.
      if (isReauthRequired(error)) return;
      if (error instanceof ApiError && error.status === 409) {
        setError('loginId', { type: 'server', message: encodeRule({ name: 'loginIdTaken' }) });
        setFocus('loginId');
        return;
      }
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => f.field === 'loginId' || f.field === 'password')
          : [];
      for (const f of known)
        setError(f.field as keyof FormValues, { type: 'server', message: formMessage(f) });
      if (known.length === 0)
        void notify('error', `${t('accounts.failed')} ${errorMessage(t, error)}`);
    }
  });

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
