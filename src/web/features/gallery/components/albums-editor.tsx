import { FolderOpen, Images, Pencil } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Album } from '../../../../shared/schemas/gallery.ts';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { MoveButtons } from '../../../components/ui/move-buttons.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { dashboardUrl } from '../../../lib/dashboard-menu.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { moved } from '../../../lib/save-order.ts';
import { useCreateAlbum } from '../api/create-album.ts';
import { useDeleteAlbum } from '../api/delete-album.ts';
import { useAlbum } from '../api/get-album.ts';
import { useAlbums } from '../api/get-albums.ts';
import { useReorderAlbums } from '../api/reorder-albums.ts';
import { useUpdateAlbum } from '../api/update-album.ts';
import { AlbumTitleForm } from './album-title-form.tsx';

/** Albums the server keeps whatever the admin does: the home gallery and the sport gallery. */
const FIXED_ALBUMS = ['home', 'sport'];

function albumUrl(slug: string) {
  return `${dashboardUrl('albums')}/${encodeURIComponent(slug)}`;
}

/**
 * The name the admin knows an album by, in the page's language (a site album's Bangla
 * title on a Bangla page): the home gallery has no card, so no title of its own.
 */
export function useAlbumName() {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (album: Album) =>
    album.slug === 'home' ? t('albumEditor.home') : pick({ en: album.title, bn: album.titleBn });
}

/**
 * The admin's albums: create one, the home page gallery first, then the album cards of
 * /images in their order (the same calls and cache as the public pages), each to open,
 * rename, move and delete (never the home or sport gallery).
 */
export function AlbumsEditor() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const albums = useAlbums();
  const home = useAlbum('home');
  const create = useCreateAlbum();
  const reorder = useReorderAlbums();
  const nameOf = useAlbumName();

  return (
    <>
      <p className="mb-6 max-w-prose">{t('albumEditor.intro')}</p>
      <div className="mb-8 max-w-xl">
        <AlbumTitleForm
          label={t('albumEditor.newTitle')}
          submit={t('albumEditor.create')}
          saved={t('albumEditor.created')}
          onSave={(title) => create.mutateAsync(title)}
          // The new album is empty: straight to it, to add its photos.
          onSaved={(album) => void navigate(albumUrl(album.slug))}
        />
      </div>
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-xl font-bold text-primary md:text-2xl">
          {t('albumEditor.cards')}
        </h2>
        <QueryState query={albums}>
          {(data) => {
            const ids = data.items.map((a) => a.id);
            return (
              <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
                {home.data ? (
                  <AlbumRow
                    album={home.data.album}
                    cover={home.data.items[0]?.image.thumbUrl}
                    count={home.data.items.length}
                  />
                ) : null}
                {data.items.map((album, index) => (
                  <AlbumRow
                    key={album.id}
                    album={album}
                    cover={album.cover?.thumbUrl}
                    count={album.imageCount}
                  >
                    <MoveButtons
                      what={nameOf(album)}
                      index={index}
                      count={ids.length}
                      onMove={(delta) => reorder.mutate(moved(ids, index, delta))}
                    />
                    <RenameButton album={album} />
                    {FIXED_ALBUMS.includes(album.slug) ? null : <DeleteAlbumButton album={album} />}
                  </AlbumRow>
                ))}
              </ul>
            );
          }}
        </QueryState>
      </section>
    </>
  );
}

function AlbumRow({
  album,
  cover,
  count,
  children,
}: {
  album: Album;
  cover: string | undefined;
  count: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const nameOf = useAlbumName();
  const name = nameOf(album);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Thumbnail src={cover} icon={Images} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold [overflow-wrap:anywhere]">{name}</p>
        <p className="text-sm">
          {t('gallery.photos', { count })}
          {album.slug === 'sport' ? ` · ${t('albumEditor.sport')}` : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={albumUrl(album.slug)}
          className="btn btn-primary min-h-11"
          aria-label={`${t('albumEditor.open')}: ${name}`}
        >
          <FolderOpen aria-hidden="true" className="size-4" />
          {t('albumEditor.open')}
        </Link>
        {children}
      </div>
    </li>
  );
}

function RenameButton({ album }: { album: Album }) {
  const { t } = useTranslation();
  const update = useUpdateAlbum();
  const name = useAlbumName()(album);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-primary min-h-11"
        aria-label={`${t('albumEditor.rename')}: ${name}`}
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('albumEditor.rename')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('albumEditor.renameTitle')}>
        <AlbumTitleForm
          label={t('albumEditor.title')}
          submit={t('albumEditor.save')}
          saved={t('albumEditor.renamed')}
          defaultTitle={album.title}
          onSave={(title) =>
            update.mutateAsync({ album, input: { title, coverImageId: album.cover?.id ?? null } })
          }
          onSaved={() => setOpen(false)}
        />
        <div className="modal-action">
          <button type="button" className="btn min-h-11" onClick={() => setOpen(false)}>
            {t('posts.cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}

function DeleteAlbumButton({ album }: { album: Album }) {
  const { t } = useTranslation();
  const remove = useDeleteAlbum();
  const name = useAlbumName()(album);
  return (
    <ConfirmDeleteButton
      what={name}
      question={t('albumEditor.deleteConfirm')}
      size="min-h-11"
      onConfirm={() => remove.mutateAsync(album)}
    />
  );
}
