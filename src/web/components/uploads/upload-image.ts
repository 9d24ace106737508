import { useMutation } from '@tanstack/react-query';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import { signedInAddress, signedInMethod } from '../../lib/signed-in-api.ts';
import { uploadForm } from './upload-form.ts';

export type UploadInput = {
  file: File;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/** Uploads an image (JPEG, PNG or WebP, at most 5 MB) to our own server. */
export function uploadImage({ file, onProgress }: UploadInput): Promise<ImageRef> {
  const body = new FormData();
  body.append('image', file);
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
