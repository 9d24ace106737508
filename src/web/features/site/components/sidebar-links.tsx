import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { en } from '../../../locales/en.ts';

type HomeKey = keyof typeof en.home;

const BLOCKS: { heading: HomeKey; items: HomeKey[] }[] = [
  { heading: 'explore', items: ['itClub', 'currentAffairs', 'scienceClub', 'englishNewsPaper'] },
  {
    heading: 'usefulLink',
    items: ['educationBoard', 'searchEngine', 'mathOlympiad', 'educationMinistry'],
  },
  { heading: 'recentActivities', items: ['guardianMeeting', 'celebration', 'teachersMeeting'] },
];

/** Explore, Useful Link and Recent Activities: every link goes to / for now (SPEC.md). */
export function SidebarLinks() {
  const { t } = useTranslation();
  return BLOCKS.map((block) => (
    <section
      key={block.heading}
      aria-labelledby={`sidebar-${block.heading}`}
      className="card border border-base-300 bg-base-100"
    >
      <div className="card-body p-4">
        <h2 id={`sidebar-${block.heading}`} className="card-title text-primary">
          {t(`home.${block.heading}`)}
        </h2>
        <ul className="space-y-1">
          {block.items.map((item) => (
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
      </div>
    </section>
  ));
}
