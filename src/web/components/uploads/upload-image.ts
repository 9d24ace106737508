import { useMutation } from '@tanstack/react-query';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import { signedInAddress, signedInMethod } from '../../lib/signed-in-api.ts';
import { shrinkImage } from './shrink-image.ts';
import { uploadForm } from './upload-form.ts';

export type UploadInput = {
  file: File;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * Uploads an image (JPEG, PNG or WebP; the server takes at most 5 MB) to our own server,
 * shrunk first in a browser that can (shrinkImage): every form's photo comes this way.
 */
export async function uploadImage({ file, onProgress }: UploadInput): Promise<ImageRef> {
  const body = new FormData();
  body.append('image', await shrinkImage(file));
  return uploadForm<ImageRef>(
    signedInAddress('uploads.create'),
    body,
    onProgress,
    signedInMethod('uploads.create'),
  );
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
