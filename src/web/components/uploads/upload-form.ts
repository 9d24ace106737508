import type { Method } from '../../../shared/api/endpoint.ts';
import { ApiError, apiError } from '../../lib/api.ts';

/** How much of an upload is sent: `loaded` of `total` bytes (total 0: not known yet). */
export type UploadSent = { loaded: number; total: number };

/** The share of an upload sent, from 0 to 1 (0 while its size is not known). */
export function sentFraction({ loaded, total }: UploadSent): number {
  return total > 0 ? Math.min(1, loaded / total) : 0;
}

/** What an upload rejects with when the person cancelled it: not a failure to report. */
export class UploadCancelled extends Error {
  override name = 'AbortError';
  constructor() {
    super('The upload was cancelled.');
  }
}

/** Whether an upload stopped because the person cancelled it (Cancel, AbortController). */
export function isUploadCancelled(error: unknown): boolean {
  return (
    error instanceof UploadCancelled ||
    (error instanceof DOMException && error.name === 'AbortError')
  );
}

export type UploadOptions = {
  /** Called as the bytes go: `loaded` of `total` (the whole request's body). */
  onProgress?: (sent: UploadSent) => void;
  /** The operation's method (signedInMethod): POST unless given. */
  method?: Method;
  /** Aborting it stops the request; the promise then rejects with UploadCancelled. */
  signal?: AbortSignal;
};

/**
 * Sends a multipart form to our own server and reads the JSON answer; rejects with the
 * same ApiError as api(), or UploadCancelled when `signal` aborts it. XMLHttpRequest, not
 * fetch: only it reports upload progress.
 */
export function uploadForm<T>(
  path: string,
  body: FormData,
  { onProgress, method = 'POST', signal }: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    let total = 0;
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      total = event.total;
      onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      settle();
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: total, total });
        resolve(data as T);
      } else reject(apiError(xhr.status, data));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'network_error', 'The server could not be reached.'));
    };
    xhr.onabort = () => {
      settle();
      reject(
        signal?.aborted
          ? new UploadCancelled()
          : new ApiError(0, 'network_error', 'The server could not be reached.'),
      );
    };
    xhr.send(body);
  });
}
