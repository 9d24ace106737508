import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useAlbum } from '../../features/gallery/api/get-album.ts';
import { AlbumEditor } from '../../features/gallery/components/album-editor.tsx';
import { useAlbumName } from '../../features/gallery/components/albums-editor.tsx';
import { dashboardUrl } from '../../lib/dashboard-menu.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** One album's photos (admins), opened from Albums: /dashboard/albums/<slug>. */
export default function AlbumRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const album = useAlbum(slug);
  const nameOf = useAlbumName();
  const name = album.data ? nameOf(album.data.album) : t('albumEditor.heading');
  return (
    <DashboardPage title={name} heading={name}>
      <Link to={dashboardUrl('albums')} className="btn btn-ghost mb-6 min-h-11 px-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('albumEditor.back')}
      </Link>
      <QueryState query={album}>{(data) => <AlbumEditor data={data} />}</QueryState>
    </DashboardPage>
  );
}
