import { LoginForm } from '../features/auth/components/login-form.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function TeacherLoginRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('titles.teacherLogin')}</title>
      <LoginForm userRole="teacher" />
    </>
  );
}
