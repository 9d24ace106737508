import { ImageOff, Trash2 } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImageFileField } from '../../../components/uploads/image-file-field.tsx';
import { isUploadCancelled } from '../../../components/uploads/upload-form.ts';
import { useChosenImage } from '../../../components/uploads/use-chosen-image.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useContentErrors } from './content-message.ts';
import { useEditorImages } from './editor-images.ts';

/**
 * A photo of a page: the current one with Remove, and a file input. A chosen file is
 * uploaded at once, with its progress and Cancel, so the preview shows it; visitors see
 * it only after Publish.
 */
export function ImageField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { images, add, setUploading } = useEditorImages();
  const { control, setValue } = useFormContext();
  const errorOf = useContentErrors();
  const imageId = useWatch({ control, name }) as string | null;
  const chosen = useChosenImage({
    onUploaded: (image) => {
      add(image);
      setValue(name, image.id, { shouldDirty: true, shouldValidate: true });
    },
  });

  // The file was just chosen: send it now (the hook reads the file of this render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per chosen file
  useEffect(() => {
    if (!chosen.file) return;
    setUploading(name, true);
    chosen
      .upload()
      .then(
        () => chosen.clear(),
        (error: unknown) => {
          // Cancelled: the page keeps its photo; the same file may be chosen again.
          if (isUploadCancelled(error)) chosen.clear();
          else chosen.setError(`${t('content.uploadFailed')} ${errorMessage(t, error)}`);
        },
      )
      .finally(() => setUploading(name, false));
  }, [chosen.file]);

  const current = imageId ? images[imageId] : undefined;
  const error = chosen.error ?? errorOf(name);
  return (
    <div className="grid gap-2">
      <ImageFileField
        id={id}
        label={label}
        error={error}
        hint={t('profile.imageHint')}
        image={chosen}
        onChange={(event) => chosen.choose(event)}
        uploading={t('content.uploading')}
      />
      {current ? (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={current.thumbUrl}
            width={160}
            height={Math.round((160 * current.height) / current.width)}
            alt={t('content.currentImage', { label })}
            className="h-auto w-40 rounded-box border border-base-300"
          />
          <button
            type="button"
            className="btn btn-outline btn-error"
            onClick={() => setValue(name, null, { shouldDirty: true })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('content.removeImage')}
            <span className="sr-only">: {label}</span>
          </button>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm">
          <ImageOff aria-hidden="true" className="size-4" />
          {t('content.noImage')}
        </p>
      )}
    </div>
  );
}
