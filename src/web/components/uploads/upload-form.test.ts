import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { fakeXhr } from '../../test/fake-xhr.ts';
import { isUploadCancelled, UploadCancelled, uploadForm } from './upload-form.ts';
import { uploadImage } from './upload-image.ts';

const form = () => {
  const body = new FormData();
  body.append('file', new File(['x'], 'x.pdf', { type: 'application/pdf' }));
  return body;
};

describe('uploadForm', () => {
  it('reports the bytes sent of the whole, then the whole once answered', async () => {
    const sent = fakeXhr();
    const onProgress = vi.fn();
    const done = uploadForm('/api/documents', form(), { onProgress });
    sent[0]!.progress(300, 1200);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 300, total: 1200 });
    sent[0]!.respond(201, { id: 'd1' });
    expect(await done).toEqual({ id: 'd1' });
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 1200, total: 1200 });
  });

  it('aborts the request when its signal aborts, and rejects as cancelled, not as a failure', async () => {
    const sent = fakeXhr();
    const controller = new AbortController();
    const done = uploadForm('/api/documents', form(), { signal: controller.signal });
    sent[0]!.progress(10, 100);
    controller.abort();
    expect(sent[0]!.aborted()).toBe(true);
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadCancelled);
    expect(isUploadCancelled(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('sends nothing when cancelled before it starts', async () => {
    const sent = fakeXhr();
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadForm('/api/documents', form(), { signal: controller.signal }),
    ).rejects.toBeInstanceOf(UploadCancelled);
    expect(sent).toEqual([]);
  });

  it('tells a cancel from a failure', () => {
    expect(isUploadCancelled(new UploadCancelled())).toBe(true);
    expect(isUploadCancelled(new DOMException('The user aborted a request.', 'AbortError'))).toBe(
      true,
    );
    expect(
      isUploadCancelled(new ApiError(0, 'network_error', 'The server could not be reached.')),
    ).toBe(false);
    expect(isUploadCancelled(new Error('boom'))).toBe(false);
  });
});

describe('uploadImage', () => {
  it('stops at once when cancelled while the photo is being shrunk, sending nothing', async () => {
    const sent = fakeXhr();
    // A browser that shrinks, with a decode that never ends.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => new Promise(() => {})),
    );
    const controller = new AbortController();
    const done = uploadImage({
      file: new File([new Uint8Array(10)], 'big.jpg', { type: 'image/jpeg' }),
      signal: controller.signal,
    });
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadCancelled);
    expect(sent).toEqual([]);
  });
});
