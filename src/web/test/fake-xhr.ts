import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** An upload the app sent through XMLHttpRequest, for the test to move on and answer. */
export type SentUpload = {
  url: string;
  body: FormData;
  /** Whether the app sent it with credentials (cookies). */
  withCredentials: boolean;
  /** Reports `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  respond: (status: number, body: unknown) => void;
  /** Whether the app aborted it (an upload's Cancel). */
  aborted: () => boolean;
};

/**
 * Replaces XMLHttpRequest (the uploads' transport). Each upload is logged in the returned
 * list; `answer`, when given, answers it at once (after half its bytes), else the test does.
 * `onSend`, when given, sees each upload the moment it is sent (e.g. to log the order of calls).
 */
export function fakeXhr(
  answer?: (upload: SentUpload) => { status: number; body: unknown },
  onSend?: (upload: SentUpload) => void,
) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    url = '';
    private wasAborted = false;
    private timer: ReturnType<typeof setTimeout> | undefined;
    abort() {
      if (this.wasAborted) return;
      this.wasAborted = true;
      clearTimeout(this.timer);
      this.onabort?.();
    }
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      const upload: SentUpload = {
        url: this.url,
        body,
        withCredentials: this.withCredentials,
        progress: (loaded, total) =>
          act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total })),
        respond: (status, data) =>
          act(() => {
            this.status = status;
            this.responseText = JSON.stringify(data);
            this.onload?.();
          }),
        aborted: () => this.wasAborted,
      };
      sent.push(upload);
      onSend?.(upload);
      if (answer)
        this.timer = setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
          const { status, body: data } = answer(upload);
          this.status = status;
          this.responseText = JSON.stringify(data);
          this.onload?.();
        }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
