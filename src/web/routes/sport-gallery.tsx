import { useSearchParams } from 'react-router';
import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import { albumQuery, useAlbum } from '../features/gallery/api/get-album.ts';
import { formatDigits } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.ts';

const slugOf = (search: URLSearchParams) => search.get('album') || 'sport';

/** What the page shows first (src/shared/page-data.ts lists the sport gallery's address). */
export const pageQueries = (search: URLSearchParams) => [albumQuery(slugOf(search))];

/**
 * An album's photos: the sport gallery (SPEC.md), or the album named by `?album=` when a
 * card of /images opens another of the admin's albums.
 */
export default function SportGalleryRoute() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const slug = slugOf(search);
  const album = useAlbum(slug);
  const own = slug !== 'sport' && album.data ? album.data.album.title : null;
  return (
    <Page title={own ?? t('titles.sportGallery')} heading={own ?? t('gallery.sportHeading')}>
      <QueryState
        query={album}
        isEmpty={(data) => data.items.length === 0}
        empty={t('gallery.empty')}
      >
        {(data) => (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {data.items.map((item, index) => (
              <li key={item.id}>
                <a href={item.image.url} className="block overflow-hidden rounded-box">
                  <ResponsiveImage
                    image={item.image}
                    alt={
                      item.caption ||
                      t('common.photoAlt', { index: formatDigits(index + 1, i18n.language) })
                    }
                    sizes="(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw"
                    // The first photo is the page's largest paint at every width; the
                    // others, asked for with it, would share the connection with it.
                    priority={index === 0}
                    className="aspect-square w-full object-cover transition hover:scale-105"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
