import { type ChangeEvent, useRef, useState } from 'react';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { type TFunction, useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';
import { chosenImageMaxBytes } from './shrink-image.ts';
import { isUploadCancelled, type UploadSent } from './upload-form.ts';
import { useUploadImage } from './upload-image.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Why this file cannot be sent as an image (type or size), or null when it can. A browser
 * that shrinks photos before sending them (shrink-image.ts) takes a camera photo up to
 * 25 MB; another, the server's 5 MB.
 */
export function imageProblem(t: TFunction, file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return t('profile.imageType');
  const max = chosenImageMaxBytes();
  // `size` (in MB) is for a text that names the limit of this browser.
  if (file.size > max) return t('profile.imageTooLarge', { size: max / 1024 / 1024 });
  return null;
}

/**
 * The image a form will upload before it saves (SPEC.md: upload first, then save): the
 * chosen file checked for type and size, the upload's progress and its Cancel, and the id
 * of a file already uploaded for a save that then failed, so a retry does not send it again.
 */
export function useChosenImage({
  onUploaded,
}: {
  /** Called with the stored image once an upload succeeds (an editor's preview shows it). */
  onUploaded?: (image: ImageRef) => void;
} = {}) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // The input's file, usable or not: its name shows beside the field's button.
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<UploadSent | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const sending = useRef<AbortController | null>(null);

  /**
   * Uploads the chosen file (once) and gives its id; null when none is chosen. Throws when
   * the upload fails, and UploadCancelled (isUploadCancelled) when Cancel stopped it.
   */
  async function uploadChosen(): Promise<string | null> {
    if (!file) return null;
    if (uploaded.current?.file === file) return uploaded.current.id;
    const controller = new AbortController();
    sending.current = controller;
    setCancelled(false);
    setSent({ loaded: 0, total: 0 });
    try {
      const image = await upload.mutateAsync({
        file,
        onProgress: setSent,
        signal: controller.signal,
      });
      uploaded.current = { file, id: image.id };
      onUploaded?.(image);
      return image.id;
    } catch (err) {
      if (isUploadCancelled(err)) setCancelled(true);
      throw err;
    } finally {
      if (sending.current === controller) sending.current = null;
      setSent(null);
    }
  }

  return {
    input,
    file,
    /** The name of the file in the input (refused or not), null when there is none. */
    picked,
    error,
    setError,
    /** How much of the photo is sent; null when none is being sent. */
    sent,
    /** The last upload was cancelled: nothing was saved, the file is still chosen. */
    cancelled,
    /** Takes the input's file, refusing a wrong type or size; true when a usable file is chosen. */
    choose(event: ChangeEvent<HTMLInputElement>): boolean {
      const chosen = event.target.files?.[0] ?? null;
      const problem = chosen ? imageProblem(t, chosen) : null;
      setError(problem);
      setCancelled(false);
      setPicked(chosen?.name ?? null);
      setFile(chosen && !problem ? chosen : null);
      return Boolean(chosen && !problem);
    },
    upload: uploadChosen,
    /**
     * Stops the upload under way: the save it was for stops too, saving nothing, and the
     * form keeps its values and the chosen file. The field's button gets the focus back.
     */
    cancel() {
      sending.current?.abort();
      input.current?.focus();
    },
    /**
     * The first step of a save: the id to send (the chosen file uploaded, or `current`
     * when none is chosen), or null when the save must stop: a refused file is focused,
     * a failed upload is told to `onFailed` and in a toast, a cancelled one only says so
     * beside the field. Nothing is saved either way, and the form keeps every value and
     * the chosen file.
     */
    async uploadForSave<T>(
      current: T,
      failedText: string,
      onFailed: (message: string) => void,
    ): Promise<{ id: string | T } | null> {
      if (error) {
        input.current?.focus();
        return null;
      }
      try {
        return { id: (await uploadChosen()) ?? current };
      } catch (err) {
        if (isUploadCancelled(err)) return null;
        const message = errorMessage(t, err);
        onFailed(message);
        void notify('error', `${failedText} ${message}`);
        return null;
      }
    },
    /** Forgets the file after a successful save (or a cancelled upload that sends at once). */
    clear() {
      setFile(null);
      setPicked(null);
      uploaded.current = null;
      if (input.current) input.current.value = '';
    },
  };
}

/** What useChosenImage gives: the file field (ImageFileField) shows it. */
export type ChosenImage = ReturnType<typeof useChosenImage>;
