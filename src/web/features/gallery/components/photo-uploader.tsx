import { Check } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { Album } from '../../../../shared/schemas/gallery.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FilePicker } from '../../../components/uploads/file-picker.tsx';
import { isUploadCancelled, type UploadSent } from '../../../components/uploads/upload-form.ts';
import { uploadImage } from '../../../components/uploads/upload-image.ts';
import { UploadProgress } from '../../../components/uploads/upload-progress.tsx';
import { imageProblem } from '../../../components/uploads/use-chosen-image.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddAlbumImages } from '../api/add-album-images.ts';

/** At most this many images per `albums.addImages` (albumAddImagesSchema). */
const ADD_AT_ONCE = 50;

type Upload = {
  key: string;
  /** The choice it came with: Cancel stops the whole choice. */
  batch: string;
  name: string;
  /** 'sent': uploaded, waiting to be added with the rest of its choice. */
  state: 'waiting' | 'uploading' | 'sent' | 'added' | 'failed' | 'cancelled';
  sent: UploadSent;
  error?: string;
};

/**
 * Many photos at once: each chosen file is checked, then uploaded in turn with its own
 * progress bar; the ones that arrived are added to the album together, and a file that
 * failed says why without holding back the others. Cancel stops the choice: the photo
 * being sent and the ones waiting are not sent, and none of them is added.
 */
export function PhotoUploader({ album }: { album: Album }) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddAlbumImages();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [cancelled, setCancelled] = useState(false);
  const batches = useRef(new Map<string, AbortController>());

  const update = (keys: string[], change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (keys.includes(u.key) ? { ...u, ...change } : u)));

  const cancel = (batch: string) => {
    batches.current.get(batch)?.abort();
    setUploads((list) =>
      list.map((u) =>
        u.batch === batch && ['waiting', 'uploading', 'sent'].includes(u.state)
          ? { ...u, state: 'cancelled' }
          : u,
      ),
    );
    setCancelled(true);
    input.current?.focus();
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const batch = `${Date.now()}`;
    const controller = new AbortController();
    batches.current.set(batch, controller);
    setCancelled(false);
    const chosen = files.map((file, index) => {
      const error = imageProblem(t, file) ?? undefined;
      const upload: Upload = {
        key: `${batch}-${index}`,
        batch,
        name: file.name,
        state: error ? 'failed' : 'waiting',
        sent: { loaded: 0, total: 0 },
        error,
      };
      return { file, upload };
    });
    // A new choice replaces the finished rows of the last one.
    setUploads((list) => [
      ...list.filter((u) => ['waiting', 'uploading', 'sent'].includes(u.state)),
      ...chosen.map((c) => c.upload),
    ]);

    const sent: { key: string; imageId: string }[] = [];
    for (const { file, upload } of chosen) {
      if (upload.error) continue;
      if (controller.signal.aborted) break;
      update([upload.key], { state: 'uploading' });
      try {
        const image = await uploadImage({
          file,
          onProgress: (progress) => update([upload.key], { sent: progress }),
          signal: controller.signal,
        });
        sent.push({ key: upload.key, imageId: image.id });
        update([upload.key], { state: 'sent' });
      } catch (error) {
        if (isUploadCancelled(error)) break;
        update([upload.key], { state: 'failed', error: errorMessage(t, error) });
      }
    }
    batches.current.delete(batch);
    if (controller.signal.aborted) {
      // Cancelled: what arrived is not added (the server forgets unused uploads).
      update(
        sent.map((s) => s.key),
        { state: 'cancelled' },
      );
      return;
    }
    let added = 0;
    for (let start = 0; start < sent.length; start += ADD_AT_ONCE) {
      const part = sent.slice(start, start + ADD_AT_ONCE);
      const keys = part.map((p) => p.key);
      try {
        await add.mutateAsync({ album, imageIds: part.map((p) => p.imageId) });
        update(keys, { state: 'added' });
        added += part.length;
      } catch (error) {
        update(keys, { state: 'failed', error: errorMessage(t, error) });
      }
    }
    const failed = chosen.length - added;
    if (added) void notify('success', t('albumEditor.added', { count: added }));
    if (failed) void notify('error', t('albumEditor.notAdded', { count: failed }));
  };

  const busy = uploads.some((u) => u.state === 'uploading');
  return (
    <div className="mb-8 max-w-2xl">
      <FormField
        id={`${id}-photos`}
        label={t('albumEditor.addPhotos')}
        hint={t('albumEditor.addHint')}
      >
        {(aria) => (
          <FilePicker
            {...aria}
            labelledBy={`${id}-photos-label`}
            inputRef={input}
            multiple
            accept="image/jpeg,image/png,image/webp"
            icon="photo"
            button={t('files.choosePhotos')}
            note={cancelled && !busy ? t('files.cancelled') : null}
            onChange={onChange}
          />
        )}
      </FormField>
      {uploads.length > 0 ? (
        <ul className="mt-4 grid gap-3">
          {uploads.map((u) => (
            <li key={u.key} className="[overflow-wrap:anywhere]">
              {u.state === 'uploading' || u.state === 'sent' ? (
                <UploadProgress
                  id={`${id}-${u.key}`}
                  sent={u.sent}
                  label={t('albumEditor.uploadingFile', { name: u.name })}
                  // Cancel stops the whole choice, from the photo being sent.
                  onCancel={u.state === 'uploading' ? () => cancel(u.batch) : undefined}
                />
              ) : (
                <p className={`text-sm ${u.state === 'failed' ? 'text-error' : ''}`}>
                  <span className="font-medium">{u.name}</span>
                  {': '}
                  {u.state === 'waiting' ? t('albumEditor.waiting') : null}
                  {u.state === 'added' ? (
                    <>
                      <Check aria-hidden="true" className="mr-1 inline size-4 text-success" />
                      {t('albumEditor.fileAdded')}
                    </>
                  ) : null}
                  {u.state === 'cancelled' ? t('files.cancelled') : null}
                  {u.state === 'failed' ? u.error : null}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
