import { PageHead } from '../components/ui/page-head.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function TeacherLoginRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('titles.teacherLogin')} />
      <LoginForm userRole="teacher" />
    </>
  );
}
