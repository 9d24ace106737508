import { LoginForm } from '../features/auth/components/login-form.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function StudentLoginRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('titles.studentLogin')}</title>
      <LoginForm userRole="student" />
    </>
  );
}
