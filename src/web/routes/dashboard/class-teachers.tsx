import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { ClassTeachersEditor } from '../../features/class-teachers/components/class-teachers-editor.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Class teachers (admins, issues 47 and 48): who is class teacher of each class and section. */
export default function ClassTeachersRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.classTeachers')} heading={t('classTeachers.heading')}>
      <ClassTeachersEditor />
    </DashboardPage>
  );
}
