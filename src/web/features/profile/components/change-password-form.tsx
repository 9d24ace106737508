// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type ChangePasswordInput, changePasswordSchema } from '../../../../shared/schemas/auth.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';

// The confirmation is the browser's concern only; the server gets the shared schema's fields.
const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, { error: 'This field is required' }) })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    error: 'The two new passwords are not the same',
  });
type FormValues = z.input<typeof formSchema>;
const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = [
  { name: 'currentPassword', label: 'password.current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'password.new', autoComplete: 'new-password', hint: true },
  { name: 'confirmPassword', label: 'password.confirm', autoComplete: 'new-password' },
] as const;

/**
 * Change Password (PRODUCT.md): the current password, then the new one twice. `onChanged`
 * runs after the server took it (the forced change after a reset goes on to the dashboard).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const input: ChangePasswordInput = { currentPassword, newPassword };
    try {
      await change.mutateAsync(input);
      reset(EMPTY);
      void notify('success', t('password.success'));
      onChanged?.();
    } catch (error) {
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => f.field === 'currentPassword' || f.field === 'newPassword')
          : [];
      for (const f of known)
        setError(f.field as keyof FormValues, { type: 'server', message: formMessage(f) });
      if (known.length === 0)
        void notify('error', `${t('password.failed')} ${errorMessage(t, error)}`);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 p-4">
        <h2 id={`${id}-heading`} className="card-title text-primary">
          {t('password.heading')}
        </h2>
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`${id}-${field.name}`}
            label={t(field.label)}
            hint={'hint' in field ? t('password.hint') : undefined}
            error={validationMessage(t, errors[field.name]?.message)}
          >
            {(aria) => (
              <input
                {...aria}
                type="password"
                autoComplete={field.autoComplete}
                className={`input w-full ${errors[field.name] ? 'input-error' : ''}`}
                {...register(field.name)}
              />
            )}
          </FormField>
        ))}
        <div>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? t('password.sending') : t('password.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
