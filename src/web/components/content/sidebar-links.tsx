import { CalendarDays, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ContentValue } from '../../../shared/schemas/content.ts';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalized } from '../../lib/localized.ts';
import { useSite } from '../../lib/site.ts';
import { NewTabLink } from '../ui/new-tab-link.tsx';

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

/** A sidebar block of the admin's links to other sites, each opening in a new tab. */
function LinksBlock({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: ContentValue<'useful-links'>['items'];
}) {
  const pick = useLocalized();
  if (items.length === 0) return null;
  return (
    <Block id={id} heading={heading}>
      <ul className="space-y-1">
        {items.map((item, index) => (
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

/** The sidebar's Explore block: the school's links (SPEC: IT Club, Current Affairs, ...). */
export function ExploreLinksView({ value }: { value: ContentValue<'explore-links'> }) {
  const { t } = useTranslation();
  return <LinksBlock id="sidebar-explore" heading={t('home.explore')} items={value.items} />;
}

/** The sidebar's Useful Link block: the admin's links to other sites. */
export function UsefulLinksView({ value }: { value: ContentValue<'useful-links'> }) {
  const { t } = useTranslation();
  return (
    <LinksBlock id="sidebar-useful-links" heading={t('home.usefulLink')} items={value.items} />
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

/** Explore, Useful Link and Recent Activities, in SPEC's order, each shown once it has an entry. */
export function SidebarLinks() {
  const site = useSite().data;
  return site ? (
    <>
      <ExploreLinksView value={{ items: site.exploreLinks }} />
      <UsefulLinksView value={{ items: site.usefulLinks }} />
      <RecentActivitiesView value={{ items: site.recentActivities }} />
    </>
  ) : null;
}
