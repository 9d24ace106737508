import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { StaffEditor } from '../../features/people/components/staff-editor.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Staff (admins): the Staff page's list, in its order. */
export default function StaffEditorRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.staff')} heading={t('staffEditor.heading')}>
      <StaffEditor />
    </DashboardPage>
  );
}
