import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import type { Album } from '../../shared/schemas/gallery.ts';
import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import { albumsQuery, useAlbums } from '../features/gallery/api/get-albums.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useLocalized } from '../lib/localized.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [albumsQuery];

/** An album with no photos yet (the sport gallery of a new site) has no card. */
const withPhotos = (items: Album[]) => items.filter((album) => album.imageCount > 0);

/** The album cards; each opens its photos on the sport gallery's page (SPEC.md). */
export default function ImagesRoute() {
  const { t } = useTranslation();
  const albums = useAlbums();
  const pick = useLocalized();
  return (
    <Page title={t('titles.images')} heading={t('gallery.imagesHeading')}>
      <QueryState
        query={albums}
        isEmpty={(data) => withPhotos(data.items).length === 0}
        empty={t('gallery.albumsEmpty')}
      >
        {(data) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {withPhotos(data.items).map((album, index) => {
              const title = pick({ en: album.title, bn: album.titleBn });
              return (
                <li key={album.id}>
                  <Link
                    to={
                      album.slug === 'sport'
                        ? paths.sportGallery
                        : `${paths.sportGallery}?album=${encodeURIComponent(album.slug)}`
                    }
                    className="card h-full border border-base-300 bg-base-100 shadow-sm transition hover:shadow-md focus-visible:outline-2"
                  >
                    <figure className="aspect-[4/3] bg-base-200">
                      {album.cover ? (
                        <ResponsiveImage
                          image={album.cover}
                          alt={t('gallery.coverAlt', { title })}
                          sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 90vw"
                          priority={index < 2}
                          className="h-full w-full object-cover"
                        />
                      ) : null}
                    </figure>
                    <div className="card-body p-4">
                      <h2 className="card-title text-primary">{title}</h2>
                      <p className="text-sm">{t('gallery.photos', { count: album.imageCount })}</p>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
