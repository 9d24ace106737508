import { LoginForm } from '../features/auth/components/login-form.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function AdminLoginRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('titles.adminLogin')}</title>
      <LoginForm userRole="admin" />
    </>
  );
}
