import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { useSite } from '../features/site/api/get-site.ts';
import { ContactView } from '../features/site/components/contact-view.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function ContactRoute() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Page title={t('titles.contact')} heading={t('contact.heading')} intro={t('contact.intro')}>
      <QueryState query={site}>{({ school }) => <ContactView school={school} />}</QueryState>
    </Page>
  );
}
