import type { ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { FormField } from '../ui/form-field.tsx';
import { FilePicker } from './file-picker.tsx';
import { UploadProgress } from './upload-progress.tsx';
import type { ChosenImage } from './use-chosen-image.ts';

type Props = {
  id: string;
  label: string;
  error?: string;
  hint: string;
  className?: string;
  /** useChosenImage's state: its input, the chosen file, the upload's progress and Cancel. */
  image: ChosenImage;
  required?: boolean;
  /** What a choice does (a form may do more); useChosenImage's `choose` unless given. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The progress bar's label while the photo is sent. */
  uploading: string;
};

/**
 * The photo field of every form that uploads one (profile, posts, solutions, staff, site
 * content): "Choose photo" and the chosen file's name in the reader's language, then the
 * upload's progress with Cancel, and "Upload cancelled" after one.
 */
export function ImageFileField({
  id,
  label,
  error,
  hint,
  className,
  image,
  required,
  onChange,
  uploading,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <FormField id={id} label={label} error={error} hint={hint} className={className}>
        {(aria) => (
          <FilePicker
            {...aria}
            labelledBy={`${id}-label`}
            inputRef={image.input}
            name="image"
            accept="image/jpeg,image/png,image/webp"
            required={required}
            icon="photo"
            button={t('files.choosePhoto')}
            chosen={image.picked ? [image.picked] : []}
            note={image.cancelled ? t('files.cancelled') : null}
            busy={image.sent !== null}
            onChange={onChange ?? ((event) => image.choose(event))}
          />
        )}
      </FormField>
      <UploadProgress
        id={`${id}-progress`}
        sent={image.sent}
        label={uploading}
        onCancel={image.cancel}
        className={className}
      />
    </>
  );
}
