import { useMutation } from '@tanstack/react-query';
import type { ImageRef } from '../../../../shared/schemas/common.ts';
import { ApiError, apiError } from '../../../lib/api.ts';

export type UploadInput = {
  file: File;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * Uploads an image (JPEG, PNG or WebP, at most 5 MB) to our own server. XMLHttpRequest,
 * not fetch: only it reports upload progress.
 */
export function uploadImage({ file, onProgress }: UploadInput): Promise<ImageRef> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as ImageRef);
      } else reject(apiError(xhr.status, data));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network_error', 'The server could not be reached.'));
    xhr.onabort = xhr.onerror;
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
