// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { albumInputSchema } from '../../../../shared/schemas/gallery.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';

const titleSchema = albumInputSchema.pick({ title: true });
type FormValues = { title: string };

type Props<T> = {
  label: string;
  submit: string;
  /** The toast after a successful save. */
  saved: string;
  defaultTitle?: string;
  /** Saves the title; a 400 with a field message shows it next to the field. */
  onSave: (title: string) => Promise<T>;
  /** After a successful save (the form has already reset and toasted), with what onSave gave. */
  onSaved: (result: T) => void;
};

/** An album's title (albumInputSchema): to create an album, or to rename one. */
export function AlbumTitleForm<T>({
  label,
  submit,
  saved,
  defaultTitle = '',
  onSave,
  onSaved,
}: Props<T>) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(titleSchema),
    defaultValues: { title: defaultTitle },
  });

  const onSubmit = handleSubmit(async ({ title }) => {
    try {
      const result = await onSave(title);
      reset({ title: defaultTitle });
      void notify('success', saved);
      onSaved(result);
    } catch (error) {
      const field =
        error instanceof ApiError && error.status === 400
          ? error.fields.find((f) => f.field === 'title')
          : undefined;
      if (field)
        setError('title', { type: 'server', message: formMessage(field) }, { shouldFocus: true });
      else void notify('error', `${t('albumEditor.failed')} ${errorMessage(t, error)}`);
    }
  });

  const error = validationMessage(t, errors.title?.message);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_auto]"
    >
      <FormField id={`${id}-title`} label={label} error={error}>
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="off"
            className={`input min-h-11 w-full ${error ? 'input-error' : ''}`}
            {...register('title')}
          />
        )}
      </FormField>
      {/* Beside the field from sm up, level with the input under its label. */}
      <button
        type="submit"
        className="btn btn-primary min-h-11 justify-self-start sm:mt-7"
        disabled={isSubmitting}
      >
        {isSubmitting ? t('albumEditor.saving') : submit}
      </button>
    </form>
  );
}
