import { ContactView, hasContactDetails } from '../components/content/contact-view.tsx';
import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { useSite } from '../lib/site.ts';
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
