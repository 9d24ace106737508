import { CalendarDays, ChevronRight, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import type { ContentValue } from '../../../../shared/schemas/content.ts';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { useSite } from '../api/get-site.ts';

const EXPLORE = ['itClub', 'currentAffairs', 'scienceClub', 'englishNewsPaper'] as const;

function Block({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card border border-base-300 bg-base-100">
      <div className="card-body p-4">
        <h2 id={id} className="card-title text-primary">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The sidebar's Useful Link block: the admin's links to other sites. */
export function UsefulLinksView({ value }: { value: ContentValue<'useful-links'> }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  if (value.items.length === 0) return null;
  return (
    <Block id="sidebar-useful-links" heading={t('home.usefulLink')}>
      <ul className="space-y-1">
        {value.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: links have no id; their place is their identity
          <li key={index}>
            <NewTabLink
              href={item.url}
              external
              className="link link-hover inline-flex items-start gap-1 text-secondary"
            >
              <ExternalLink aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>{pick(item.label) || item.url}</span>
            </NewTabLink>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** The sidebar's Recent Activities block. */
export function RecentActivitiesView({ value }: { value: ContentValue<'recent-activities'> }) {
  const { t, i18n } = useTranslation();
  const pick = useLocalized();
  if (value.items.length === 0) return null;
  return (
    <Block id="sidebar-recent-activities" heading={t('home.recentActivities')}>
      <ul className="space-y-2">
        {value.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: activities have no id; their place is their identity
          <li key={index} className="flex gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-secondary" />
            <span>
              {pick(item.text)}
              {item.date ? (
                <>
                  {' '}
                  <time dateTime={item.date} className="block text-sm">
                    {formatDate(item.date, i18n.language)}
                  </time>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** Explore (to / for now, SPEC.md), then the admin's Useful Link and Recent Activities. */
export function SidebarLinks() {
  const { t } = useTranslation();
  const site = useSite().data;
  return (
    <>
      <Block id="sidebar-explore" heading={t('home.explore')}>
        <ul className="space-y-1">
          {EXPLORE.map((item) => (
            <li key={item}>
              <Link
                to={paths.root}
                className="link link-hover inline-flex items-center gap-1 text-secondary"
              >
                <ChevronRight aria-hidden="true" className="size-4" />
                {t(`home.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </Block>
      {site ? (
        <>
          <UsefulLinksView value={{ items: site.usefulLinks }} />
          <RecentActivitiesView value={{ items: site.recentActivities }} />
        </>
      ) : null}
    </>
  );
}
