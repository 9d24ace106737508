import { Mail, MapPin, Phone } from 'lucide-react';
import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { useSite } from '../features/site/api/get-site.ts';
import { useTranslation } from '../lib/i18n.ts';

export default function ContactRoute() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Page title={t('titles.contact')} heading={t('contact.heading')} intro={t('contact.intro')}>
      <QueryState query={site}>
        {({ school }) => (
          <dl className="grid max-w-3xl gap-6 sm:grid-cols-2">
            <div className="rounded-box bg-base-200 p-5">
              <dt className="mb-1 flex items-center gap-2 font-semibold text-primary">
                <MapPin aria-hidden="true" className="size-5" />
                {t('contact.address')}
              </dt>
              <dd className="whitespace-pre-line">{school.address}</dd>
              {school.mapUrl ? (
                <dd className="mt-2">
                  <a
                    href={school.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="link link-secondary"
                  >
                    {t('contact.openMap')}
                    <span className="sr-only"> {t('common.opensInNewTab')}</span>
                  </a>
                </dd>
              ) : null}
            </div>
            <div className="rounded-box bg-base-200 p-5">
              <dt className="mb-1 flex items-center gap-2 font-semibold text-primary">
                <Phone aria-hidden="true" className="size-5" />
                {t('contact.phone')}
              </dt>
              <dd>
                <a
                  href={`tel:${school.phone.replace(/[^\d+]/g, '')}`}
                  className="link link-secondary"
                >
                  {school.phone}
                </a>
              </dd>
              <dt className="mt-4 mb-1 flex items-center gap-2 font-semibold text-primary">
                <Mail aria-hidden="true" className="size-5" />
                {t('contact.email')}
              </dt>
              <dd>
                <a href={`mailto:${school.email}`} className="link link-secondary break-all">
                  {school.email}
                </a>
              </dd>
            </div>
          </dl>
        )}
      </QueryState>
    </Page>
  );
}
