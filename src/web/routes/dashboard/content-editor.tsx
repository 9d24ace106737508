import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { ContentEditor } from '../../features/content/components/content-editor.tsx';
import { isContentKey } from '../../features/content/content-pages.ts';
import { dashboardUrl } from '../../lib/dashboard-menu.ts';
import { useTranslation } from '../../lib/i18n.ts';
import NotFoundRoute from '../not-found.tsx';

/** One page's content editor, opened from Site content (/dashboard/content/<key>). */
export default function ContentEditorRoute() {
  const { t } = useTranslation();
  const { key } = useParams();
  if (!isContentKey(key)) return <NotFoundRoute />;
  const name = t(`content.pages.${key}`);
  return (
    <DashboardPage title={`${name} – ${t('dashboard.items.siteContent')}`} heading={name}>
      <Link
        to={dashboardUrl('content')}
        className="link link-secondary mb-6 inline-flex items-center gap-1"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('content.back')}
      </Link>
      {/* A new page starts a new form. */}
      <ContentEditor key={key} contentKey={key} />
    </DashboardPage>
  );
}
