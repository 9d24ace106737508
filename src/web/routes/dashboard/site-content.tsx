import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { CONTENT_GROUPS, contentEditorUrl } from '../../features/content/content-pages.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Site content (admins): every text and photo of the public pages, grouped as the site shows them. */
export default function SiteContentRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.siteContent')} heading={t('content.heading')}>
      <p className="mb-6 max-w-prose">{t('content.intro')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        {CONTENT_GROUPS.map((group) => (
          <section
            key={group.id}
            aria-labelledby={`content-group-${group.id}`}
            className="card border border-base-300 bg-base-100"
          >
            <div className="card-body p-4">
              <h2 id={`content-group-${group.id}`} className="card-title text-primary">
                {t(`content.groups.${group.id}`)}
              </h2>
              <ul className="menu w-full p-0">
                {group.keys.map((key) => (
                  <li key={key}>
                    <Link to={contentEditorUrl(key)} className="min-h-11 justify-between">
                      {t(`content.pages.${key}`)}
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
    </DashboardPage>
  );
}
