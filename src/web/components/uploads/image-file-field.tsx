import type { ChangeEvent, RefObject } from 'react';
import { FormField } from '../ui/form-field.tsx';
import { UploadProgress } from './upload-progress.tsx';

type Props = {
  id: string;
  label: string;
  error?: string;
  hint: string;
  className?: string;
  /** useChosenImage's input, which it empties and focuses. */
  input: RefObject<HTMLInputElement | null>;
  required?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** useChosenImage's progress, shown under the field while the photo is sent. */
  progress: number | null;
  uploading: string;
};

/** The photo field of every form that uploads one (profile, posts, solutions, staff, site content). */
export function ImageFileField({
  id,
  label,
  error,
  hint,
  className,
  input,
  required,
  onChange,
  progress,
  uploading,
}: Props) {
  return (
    <>
      <FormField id={id} label={label} error={error} hint={hint} className={className}>
        {(aria) => (
          <input
            {...aria}
            ref={input}
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/webp"
            required={required}
            className={`file-input min-h-11 w-full ${error ? 'file-input-error' : ''}`}
            onChange={onChange}
          />
        )}
      </FormField>
      <UploadProgress
        id={`${id}-progress`}
        progress={progress}
        label={uploading}
        className={className}
      />
    </>
  );
}
