import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useTranslation } from '../../lib/i18n.ts';
import '../../locales/pages.ts';
import { useSchoolTitle } from './page-head.tsx';

/**
 * The site's not-found page (SPEC.md section 2): for a path without a screen, and for a
 * page of one item (a notice) that does not exist.
 */
export function NotFoundView() {
  const { t } = useTranslation();
  // No share tags: nothing here is worth a preview.
  const { title } = useSchoolTitle(t('titles.notFound'));
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <title>{title}</title>
      <p className="text-6xl font-extrabold text-primary">{t('notFound.oops')}</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.heading')}</h1>
      <p className="mt-4">{t('notFound.body')}</p>
      <Link to={paths.root} className="btn btn-primary mt-8">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
