import { Phone } from 'lucide-react';
import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { staffQuery, useStaff } from '../features/people/api/get-staff.ts';
import { PersonCard } from '../features/people/components/person-card.tsx';
import { formatDate, localizeDigits } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [staffQuery];

export default function StaffRoute() {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  return (
    <Page title={t('titles.staff')} heading={t('staff.heading')}>
      <QueryState
        query={staff}
        isEmpty={(data) => data.items.length === 0}
        empty={t('staff.empty')}
      >
        {(data) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {data.items.map((member, index) => (
              <PersonCard
                key={member.id}
                person={member}
                photoAlt={(name) => t('staff.photoAlt', { name })}
                priority={index === 0}
              >
                <p className="text-sm">{t('staff.department', { value: member.department })}</p>
                {member.identity ? (
                  <p className="text-sm">{t('staff.identity', { value: member.identity })}</p>
                ) : null}
                {member.joinDate ? (
                  <p className="text-sm">
                    {t('staff.joined', { date: formatDate(member.joinDate, i18n.language) })}
                  </p>
                ) : null}
                {member.mobile ? (
                  <p className="text-sm">
                    <Phone aria-hidden="true" className="mr-1 inline size-4" />
                    {t('staff.mobile')}
                    <a
                      href={`tel:${localizeDigits(member.mobile, 'en').replace(/[^\d+]/g, '')}`}
                      className="link link-secondary"
                    >
                      {localizeDigits(member.mobile, i18n.language)}
                    </a>
                  </p>
                ) : null}
              </PersonCard>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
