import { PageHead } from '../components/ui/page-head.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function AdminLoginRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHead title={t('titles.adminLogin')} />
      <LoginForm userRole="admin" />
    </>
  );
}
