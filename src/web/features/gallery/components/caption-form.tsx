import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useCaptionAlbumImage } from '../api/caption-album-image.ts';
import type { AlbumPhotoProps } from './album-photo.ts';

/** The most a caption holds (albumCaptionSchema). */
const MAX = 200;

/**
 * A photo's caption, written in the album's editor: the photo's name there and the words
 * a reader who cannot see it hears (its alt text on the public pages). Saved with its own
 * button; kept as typed when saving fails.
 */
export function CaptionForm({ album, item, name }: AlbumPhotoProps) {
  const { t } = useTranslation();
  const id = useId();
  const [caption, setCaption] = useState(item.caption);
  const save = useCaptionAlbumImage();
  const changed = caption.trim() !== item.caption;
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await save.mutateAsync({ album, itemId: item.id, caption: caption.trim() });
          void notify('success', t('albumEditor.captionSaved'));
        } catch (error) {
          void notify('error', `${t('albumEditor.captionFailed')} ${errorMessage(t, error)}`);
        }
      }}
    >
      <div className="min-w-0 grow">
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {t('albumEditor.caption')}
        </label>
        <input
          id={id}
          className="input min-h-11 w-full"
          value={caption}
          maxLength={MAX}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setCaption(event.target.value)}
        />
        <p id={`${id}-hint`} className="sr-only">
          {name}
        </p>
      </div>
      <button
        type="submit"
        className="btn btn-outline btn-primary min-h-11"
        disabled={!changed || save.isPending}
        aria-label={`${t('albumEditor.saveCaption')}: ${name}`}
      >
        {t('albumEditor.saveCaption')}
      </button>
    </form>
  );
}
