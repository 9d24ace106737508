import { Phone } from 'lucide-react';
import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { ResponsiveImage } from '../components/ui/responsive-image.tsx';
import { useStaff } from '../features/people/api/get-staff.ts';
import { formatDate } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.ts';

const CARD_SIZES = '(min-width: 1024px) 260px, (min-width: 640px) 45vw, 90vw';

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
              <li key={member.id} className="card border border-base-300 bg-base-100 shadow-sm">
                {member.image ? (
                  <figure>
                    <ResponsiveImage
                      image={member.image}
                      alt={t('staff.photoAlt', { name: member.name })}
                      sizes={CARD_SIZES}
                      priority={index < 2}
                      className="aspect-square w-full object-cover"
                    />
                  </figure>
                ) : null}
                <div className="card-body gap-1 p-4">
                  <h2 className="card-title text-primary">{member.name}</h2>
                  <p>{member.designation}</p>
                  <p className="text-sm">{t('staff.department', { value: member.department })}</p>
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
                        href={`tel:${member.mobile.replace(/[^\d+]/g, '')}`}
                        className="link link-secondary"
                      >
                        {member.mobile}
                      </a>
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
