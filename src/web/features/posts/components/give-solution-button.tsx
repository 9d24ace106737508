// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-jitless.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquarePlus } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { UPLOAD_MAX_BYTES } from '../../../../shared/constants.ts';
import { type SolutionInput, solutionInputSchema } from '../../../../shared/schemas/posts.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useUploadImage } from '../../uploads/api/upload-image.ts';
import { useGiveSolution } from '../api/give-solution.ts';
import { fieldMessage } from './field-message.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

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
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const upload = useUploadImage();
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

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    let problem: string | null = null;
    if (chosen && !IMAGE_TYPES.includes(chosen.type)) problem = t('profile.imageType');
    else if (chosen && chosen.size > UPLOAD_MAX_BYTES) problem = t('profile.imageTooLarge');
    setFileError(problem);
    setFile(chosen && !problem ? chosen : null);
  };

  const onSubmit = handleSubmit(async ({ details }) => {
    if (fileError) return;
    let imageId: string | undefined;
    if (file) {
      if (uploaded.current?.file === file) imageId = uploaded.current.id;
      else {
        setProgress(0);
        try {
          const image = await upload.mutateAsync({ file, onProgress: setProgress });
          uploaded.current = { file, id: image.id };
          imageId = image.id;
        } catch (error) {
          const message = errorMessage(t, error);
          setFileError(message);
          void notify('error', `${t('posts.uploadFailed')} ${message}`);
          return;
        } finally {
          setProgress(null);
        }
      }
    }
    try {
      await give.mutateAsync(imageId ? { details, imageId } : { details });
      void notify('success', t('posts.solutionAdded'));
      onDone();
    } catch (error) {
      const known =
        error instanceof ApiError && error.status === 400
          ? error.fields.filter((f) => f.field === 'details')
          : [];
      for (const f of known) setError('details', { type: 'server', message: f.message });
      if (known.length === 0)
        void notify('error', `${t('posts.solutionFailed')} ${errorMessage(t, error)}`);
    }
  });

  const detailsError = fieldMessage(t, errors.details?.message);
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
      <FormField
        id={`${id}-image`}
        label={t('posts.solutionImage')}
        hint={t('posts.solutionImageHint')}
        error={fileError ?? undefined}
      >
        {(aria) => (
          <input
            {...aria}
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp"
            className={`file-input w-full ${fileError ? 'file-input-error' : ''}`}
            onChange={onFileChange}
          />
        )}
      </FormField>
      {progress === null ? null : (
        <div>
          <label htmlFor={`${id}-progress`} className="mb-1 block text-sm">
            {t('posts.uploading')}
          </label>
          <progress
            id={`${id}-progress`}
            className="progress progress-primary w-full"
            value={Math.round(progress * 100)}
            max={100}
          />
        </div>
      )}
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
