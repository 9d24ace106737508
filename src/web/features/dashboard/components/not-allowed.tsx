import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** A signed-in user whose role may not open this screen (the server refuses it too). */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <div className="py-10 text-center">
      <title>{t('dashboard.notAllowed')}</title>
      <h1 className="text-2xl font-bold text-primary">{t('dashboard.notAllowed')}</h1>
      <p className="mt-4">{t('dashboard.notAllowedBody')}</p>
      <Link to={paths.dashboard} className="btn btn-primary mt-8">
        {t('dashboard.backToDashboard')}
      </Link>
    </div>
  );
}
