import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { SchoolIdentity } from '../../../shared/schemas/site.ts';
import { localizeDigits } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalized } from '../../lib/localized.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { NewTabLink } from '../ui/new-tab-link.tsx';
import '../../locales/pages.ts';

/** The number to dial: ASCII digits and a leading +, as a tel: link wants them (Bangla digits too). */
export function telHref(phone: string): string {
  return `tel:${localizeDigits(phone, 'en').replace(/[^\d+]/g, '')}`;
}

/** Whether the school has given any way to reach it yet. */
export function hasContactDetails(school: SchoolIdentity): boolean {
  const { address } = school;
  return Boolean(address.en || address.bn || school.mapUrl || school.phone || school.email);
}

/**
 * The school's address, map, phone and email (the contact page, and the identity's
 * preview): what the school has filled in, or a note that it is still to come.
 */
export function ContactView({ school }: { school: SchoolIdentity }) {
  const { t, i18n } = useTranslation();
  const pick = useLocalized();
  const address = pick(school.address);
  const hours = pick(school.officeHours);
  if (!hasContactDetails(school))
    return (
      <div className="max-w-3xl">
        <EmptyState>{t('contact.empty')}</EmptyState>
      </div>
    );
  return (
    <dl className="grid max-w-3xl gap-6 sm:grid-cols-2">
      {address || school.mapUrl ? (
        <div className="rounded-box bg-base-200 p-5">
          <dt className="mb-1 flex items-center gap-2 font-semibold text-primary">
            <MapPin aria-hidden="true" className="size-5" />
            {address ? t('contact.address') : t('contact.map')}
          </dt>
          {address ? <dd className="whitespace-pre-line">{address}</dd> : null}
          {school.mapUrl ? (
            <dd className={address ? 'mt-2' : undefined}>
              <NewTabLink href={school.mapUrl} external className="link link-secondary">
                {t('contact.openMap')}
              </NewTabLink>
            </dd>
          ) : null}
        </div>
      ) : null}
      {school.phone || school.email ? (
        <div className="rounded-box bg-base-200 p-5">
          {school.phone ? (
            <>
              <dt className="mb-1 flex items-center gap-2 font-semibold text-primary">
                <Phone aria-hidden="true" className="size-5" />
                {t('contact.phone')}
              </dt>
              <dd className="mb-4 last:mb-0">
                <a href={telHref(school.phone)} className="link link-secondary">
                  {localizeDigits(school.phone, i18n.language)}
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
      ) : null}
      {hours ? (
        <div className="rounded-box bg-base-200 p-5">
          <dt className="mb-1 flex items-center gap-2 font-semibold text-primary">
            <Clock aria-hidden="true" className="size-5" />
            {t('contact.officeHours')}
          </dt>
          <dd className="whitespace-pre-line">{localizeDigits(hours, i18n.language)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
