import type { Method } from '../../../shared/api/endpoint.ts';
import { ApiError, apiError } from '../../lib/api.ts';

/**
 * Sends a multipart form to our own server and reads the JSON answer; rejects with the
 * same ApiError as api(). XMLHttpRequest, not fetch: only it reports upload progress.
 */
export function uploadForm<T>(
  path: string,
  body: FormData,
  /** Called with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void,
  /** The operation's method (signedInMethod): POST unless given. */
  method: Method = 'POST',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
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
        resolve(data as T);
      } else reject(apiError(xhr.status, data));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network_error', 'The server could not be reached.'));
    xhr.onabort = xhr.onerror;
    xhr.send(body);
  });
}
