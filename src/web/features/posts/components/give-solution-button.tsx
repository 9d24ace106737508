// zod must be told to run without eval before the shared schema below is built.
import { ImageFileField } from '../../../components/uploads/image-file-field.tsx';
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquarePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type SolutionInput, solutionInputSchema } from '../../../../shared/schemas/posts.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useChosenImage } from '../../../components/uploads/use-chosen-image.ts';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../../lib/field-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useGiveSolution } from '../api/give-solution.ts';

/** Give Solution (teachers and admins): a native <dialog> with Details and an optional image. */
export function GiveSolutionButton({ problemId, subject }: { problemId: string; subject: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        aria-label={`${t('posts.giveSolution')}: ${subject}`}
        onClick={() => setOpen(true)}
      >
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        {t('posts.giveSolution')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`${t('posts.giveSolution')}: ${subject}`}
      >
        <SolutionForm problemId={problemId} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

type FormValues = { details: string; imageId?: string };

function SolutionForm({ problemId, onDone }: { problemId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const image = useChosenImage();
  const give = useGiveSolution(problemId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SolutionInput>({
    resolver: zodResolver(solutionInputSchema),
    defaultValues: { details: '' },
  });

  const onSubmit = handleSubmit(async ({ details }) => {
    // A refused file, a failed upload (said beside the field and in a toast) or a
    // cancelled one stops here, with nothing sent.
    const chosen = await image.uploadForSave(null, t('posts.uploadFailed'), image.setError);
    if (!chosen) return;
    const imageId = chosen.id;
    try {
      await give.mutateAsync(imageId ? { details, imageId } : { details });
      void notify('success', t('posts.solutionAdded'));
      onDone();
    } catch (error) {
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => f.field === 'details')
          : [];
      for (const f of known) setError('details', { type: 'server', message: formMessage(f) });
      if (known.length === 0)
        void notify('error', `${t('posts.solutionFailed')} ${errorMessage(t, error)}`);
    }
  });

  const detailsError = validationMessage(t, errors.details?.message);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField id={`${id}-details`} label={t('posts.solutionDetails')} error={detailsError}>
        {(aria) => (
          <textarea
            {...aria}
            data-autofocus
            rows={6}
            className={`textarea w-full ${detailsError ? 'textarea-error' : ''}`}
            {...register('details')}
          />
        )}
      </FormField>
      <ImageFileField
        id={`${id}-image`}
        label={t('posts.solutionImage')}
        hint={t('posts.solutionImageHint')}
        error={image.error ?? undefined}
        image={image}
        onChange={image.choose}
        uploading={t('posts.uploading')}
      />
      <div className="modal-action flex-wrap">
        <button type="button" className="btn" onClick={onDone}>
          {t('posts.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('posts.sending') : t('posts.sendSolution')}
        </button>
      </div>
    </form>
  );
}
