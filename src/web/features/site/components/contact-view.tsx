import { Mail, MapPin, Phone } from 'lucide-react';
import type { SchoolIdentity } from '../../../../shared/schemas/site.ts';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalized } from '../../../lib/localized.ts';

/** The number to dial: digits and a leading +, as a tel: link wants them. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The school's address, map, phone and email (the contact page, and the identity's preview). */
export function ContactView({ school }: { school: SchoolIdentity }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <dl className="grid max-w-3xl gap-6 sm:grid-cols-2">
      <div className="rounded-box bg-base-200 p-5">
        <dt className="mb-1 flex items-center gap-2 font-semibold text-primary">
          <MapPin aria-hidden="true" className="size-5" />
          {t('contact.address')}
        </dt>
        <dd className="whitespace-pre-line">{pick(school.address)}</dd>
        {school.mapUrl ? (
          <dd className="mt-2">
            <NewTabLink href={school.mapUrl} external className="link link-secondary">
              {t('contact.openMap')}
            </NewTabLink>
          </dd>
        ) : null}
      </div>
      <div className="rounded-box bg-base-200 p-5">
        {school.phone ? (
          <>
            <dt className="mb-1 flex items-center gap-2 font-semibold text-primary">
              <Phone aria-hidden="true" className="size-5" />
              {t('contact.phone')}
            </dt>
            <dd className="mb-4">
              <a href={telHref(school.phone)} className="link link-secondary">
                {school.phone}
              </a>
            </dd>
          </>
        ) : null}
        {school.email ? (
          <>
            <dt className="mb-1 flex items-center gap-2 font-semibold text-primary">
              <Mail aria-hidden="true" className="size-5" />
              {t('contact.email')}
            </dt>
            <dd>
              <a href={`mailto:${school.email}`} className="link link-secondary break-all">
                {school.email}
              </a>
            </dd>
          </>
        ) : null}
      </div>
    </dl>
  );
}
