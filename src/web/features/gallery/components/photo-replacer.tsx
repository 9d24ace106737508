import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { FilePicker } from '../../../components/uploads/file-picker.tsx';
import { isUploadCancelled, type UploadSent } from '../../../components/uploads/upload-form.ts';
import { uploadImage } from '../../../components/uploads/upload-image.ts';
import { UploadState } from '../../../components/uploads/upload-progress.tsx';
import { imageProblem } from '../../../components/uploads/use-chosen-image.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useReplaceAlbumImage } from '../api/replace-album-image.ts';
import type { AlbumPhotoProps } from './album-photo.ts';

/**
 * Replace on one photo of an album: the chosen file is checked, shrunk and uploaded with
 * its progress and Cancel, then shown in the old photo's place (same position, caption and
 * cover); the server lets the old image go.
 */
export function PhotoReplacer({ album, item, name }: AlbumPhotoProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const replace = useReplaceAlbumImage();
  const controller = useRef<AbortController | null>(null);
  const [sent, setSent] = useState<UploadSent | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(t, file);
    setError(problem);
    setCancelled(false);
    if (problem) return;
    const request = new AbortController();
    controller.current = request;
    setSending(file.name);
    setSent({ loaded: 0, total: 0 });
    try {
      const image = await uploadImage({ file, onProgress: setSent, signal: request.signal });
      controller.current = null;
      setSent(null);
      setSaving(true);
      await replace.mutateAsync({ album, itemId: item.id, imageId: image.id });
      void notify('success', t('albumEditor.replaced'));
    } catch (failure) {
      if (isUploadCancelled(failure)) {
        setCancelled(true);
        void client.invalidateQueries({ queryKey: ['album', album.slug] });
      } else setError(`${t('albumEditor.replaceFailed')} ${errorMessage(t, failure)}`);
    } finally {
      controller.current = null;
      setSending(null);
      setSent(null);
      setSaving(false);
    }
  };

  const cancel = () => {
    controller.current?.abort();
    input.current?.focus();
  };
  const cancellable = sent !== null && !(sent.total > 0 && sent.loaded >= sent.total);

  return (
    <>
      <FilePicker
        id={`${id}-file`}
        inputRef={input}
        accept="image/jpeg,image/png,image/webp"
        aria-label={`${t('albumEditor.replace')}: ${name}`}
        aria-describedby={error ? `${id}-error` : undefined}
        icon="photo"
        button={t('albumEditor.replace')}
        chosen={sending ? [sending] : []}
        showNone={false}
        note={cancelled ? t('files.cancelled') : null}
        busy={sent !== null || saving}
        onChange={onChange}
      />
      <UploadState
        id={id}
        sent={sent}
        label={t('albumEditor.uploadingFile', { name: sending ?? name })}
        onCancel={cancellable ? cancel : undefined}
        error={error}
      />
    </>
  );
}
