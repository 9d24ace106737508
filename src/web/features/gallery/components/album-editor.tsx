import { Star } from 'lucide-react';
import { useId } from 'react';
import type { AlbumImage, AlbumImages } from '../../../../shared/schemas/gallery.ts';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MoveButtons } from '../../../components/ui/move-buttons.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { moved } from '../../../lib/save-order.ts';
import { useRemoveAlbumImage } from '../api/remove-album-image.ts';
import { useReorderAlbumImages } from '../api/reorder-album-images.ts';
import { useUpdateAlbum } from '../api/update-album.ts';
import { CaptionForm } from './caption-form.tsx';
import { PhotoReplacer } from './photo-replacer.tsx';
import { PhotoUploader } from './photo-uploader.tsx';

const PHOTO_SIZES =
  '(min-width: 1280px) 280px, (min-width: 768px) 30vw, (min-width: 480px) 45vw, 90vw';
('(min-width: 1280px) 260px, (min-width: 768px) 30vw, (min-width: 480px) 45vw, 90vw');

/**
 * One album: add many photos at once, then the photos in their order, each to move
 * earlier or later, to make the album's cover (not for the home gallery, which has no
 * card) and to remove after asking.
 */
export function AlbumEditor({ data }: { data: AlbumImages }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { album, items } = data;
  const reorder = useReorderAlbumImages(album);
  const remove = useRemoveAlbumImage(album);
  const update = useUpdateAlbum();
  const ids = items.map((item) => item.id);
  const hasCover = album.slug !== 'home';
  // Its caption, else its place: "Photo 2 of 6" in the reader's digits.
  const nameOf = (item: AlbumImage, index: number) =>
    item.caption ||
    t('albumEditor.photoName', {
      index: formatDigits(index + 1, i18n.language),
      total: formatDigits(items.length, i18n.language),
    });

  const setCover = async (item: AlbumImage) => {
    try {
      await update.mutateAsync({
        album,
        input: { title: album.title, coverImageId: item.image.id },
      });
      void notify('success', t('albumEditor.coverSet'));
    } catch (error) {
      void notify('error', `${t('albumEditor.failed')} ${errorMessage(t, error)}`);
    }
  };

  return (
    <>
      <PhotoUploader album={album} />
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-xl font-bold text-primary md:text-2xl">
          {t('albumEditor.photos')}
        </h2>
        {items.length === 0 ? (
          <EmptyState>{t('gallery.empty')}</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3">
            {items.map((item, index) => {
              const name = nameOf(item, index);
              const isCover = album.cover?.id === item.image.id;
              return (
                <li key={item.id} className="card border border-base-300 bg-base-100">
                  <figure className="relative">
                    <ResponsiveImage
                      image={item.image}
                      alt={name}
                      sizes={PHOTO_SIZES}
                      className="aspect-[4/3] w-full object-cover"
                    />
                    {hasCover && isCover ? (
                      <span className="badge badge-neutral absolute top-2 left-2">
                        {t('albumEditor.cover')}
                      </span>
                    ) : null}
                  </figure>
                  <div className="card-body gap-2 p-3">
                    <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
                    <CaptionForm album={album} item={item} name={name} />
                    <div className="flex flex-wrap gap-2">
                      <MoveButtons
                        layout="grid"
                        what={name}
                        index={index}
                        count={ids.length}
                        onMove={(delta) => reorder.mutate(moved(ids, index, delta))}
                      />
                      {hasCover ? (
                        // Stays in place once pressed, so the focus does not jump away.
                        <button
                          type="button"
                          className={`btn min-h-11 ${isCover ? 'btn-neutral' : 'btn-outline btn-primary'}`}
                          aria-label={`${t('albumEditor.useAsCover')}: ${name}`}
                          aria-pressed={isCover}
                          onClick={() => {
                            if (!isCover) void setCover(item);
                          }}
                        >
                          <Star aria-hidden="true" className="size-4" />
                          {t(isCover ? 'albumEditor.cover' : 'albumEditor.useAsCover')}
                        </button>
                      ) : null}
                      <PhotoReplacer album={album} item={item} name={name} />
                      <ConfirmDeleteButton
                        what={name}
                        question={t('albumEditor.removeConfirm')}
                        size="min-h-11"
                        preview={<Thumbnail src={item.image.thumbUrl} />}
                        onConfirm={() => remove.mutateAsync(item.id)}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
