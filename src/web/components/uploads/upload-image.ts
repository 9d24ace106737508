import { useMutation } from '@tanstack/react-query';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import { signedInAddress, signedInMethod } from '../../lib/signed-in-api.ts';
import { shrinkImage } from './shrink-image.ts';
import { UploadCancelled, type UploadSent, uploadForm } from './upload-form.ts';

export type UploadInput = {
  file: File;
  /** Called as the (shrunk) photo is sent: `loaded` of `total` bytes. */
  onProgress?: (sent: UploadSent) => void;
  /** Cancels the upload (while the photo is shrunk too): it rejects with UploadCancelled. */
  signal?: AbortSignal;
};

/** `work`'s result, or UploadCancelled as soon as `signal` aborts (a shrink is not waited for). */
function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise((resolve, reject) => {
    const cancelled = () => reject(new UploadCancelled());
    if (signal.aborted) return cancelled();
    signal.addEventListener('abort', cancelled, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancelled));
  });
}

/**
 * Uploads an image (JPEG, PNG or WebP; the server takes at most 5 MB) to our own server,
 * shrunk first in a browser that can (shrinkImage): every form's photo comes this way.
 */
export async function uploadImage({ file, onProgress, signal }: UploadInput): Promise<ImageRef> {
  const body = new FormData();
  body.append('image', await abortable(shrinkImage(file), signal));
  return uploadForm<ImageRef>(signedInAddress('uploads.create'), body, {
    onProgress,
    method: signedInMethod('uploads.create'),
    signal,
  });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
