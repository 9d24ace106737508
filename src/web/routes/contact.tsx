import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { useSite } from '../features/site/api/get-site.ts';
import { ContactView, hasContactDetails } from '../features/site/components/contact-view.tsx';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

export default function ContactRoute() {
  const { t } = useTranslation();
  const site = useSite();
  // "Visit the school office … or reach us by phone or email" once the school says where.
  const reachable = site.data && hasContactDetails(site.data.school);
  return (
    <Page
      title={t('titles.contact')}
      heading={t('contact.heading')}
      intro={reachable ? t('contact.intro') : undefined}
    >
      <QueryState query={site}>{({ school }) => <ContactView school={school} />}</QueryState>
    </Page>
  );
}
