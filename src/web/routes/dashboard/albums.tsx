import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { AlbumsEditor } from '../../features/gallery/components/albums-editor.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Albums (admins): the home gallery and the album cards of /images. */
export default function AlbumsRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.albums')} heading={t('albumEditor.heading')}>
      <AlbumsEditor />
    </DashboardPage>
  );
}
