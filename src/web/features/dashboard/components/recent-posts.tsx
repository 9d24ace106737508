import { useId } from 'react';
import { Link } from 'react-router';
import type { RecentList } from '../../../../shared/schemas/dashboard.ts';
import { DASHBOARD_MENU, type DashboardPath, dashboardUrl } from '../../../lib/dashboard-menu.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../locales/pages.ts';

/** A menu item's label, for links named as the menu names their screen. */
function useScreenName() {
  const { t } = useTranslation();
  return (path: DashboardPath) => {
    const item = DASHBOARD_MENU.find((i) => i.path === path);
    return item ? t(`dashboard.items.${item.label}`) : path;
  };
}

/**
 * The newest few posts of one list on a teacher's or a student's home: subject, class,
 * date (and a problem's solutions), how many in all, and links to the list's screen and,
 * when given, to the screen that adds one.
 */
export function RecentPosts({
  title,
  list,
  empty,
  screen,
  add,
  answers = false,
}: {
  title: string;
  list: RecentList;
  empty: string;
  screen: DashboardPath;
  add?: DashboardPath;
  answers?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const screenName = useScreenName();
  return (
    <section aria-labelledby={id} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4">
        <h2 id={id} className="card-title text-primary">
          {title}
        </h2>
        {list.items.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <>
            <p className="text-sm">{t('dashboardHome.recent.total', { count: list.total })}</p>
            <ul className="divide-y divide-base-300">
              {list.items.map((item) => (
                <li key={item.id} className="py-2">
                  <p className="font-medium break-words">{item.subject}</p>
                  <p className="text-sm">
                    {[
                      item.grade ? t(`grades.${item.grade}`) : null,
                      formatDate(item.date, i18n.language),
                      answers && item.answers !== null
                        ? item.answers > 0
                          ? t('dashboardHome.recent.answers', { count: item.answers })
                          : t('dashboardHome.recent.noAnswer')
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="card-actions">
          <Link to={dashboardUrl(screen)} className="btn btn-sm btn-outline btn-primary min-h-11">
            {t('dashboardHome.recent.all', { screen: screenName(screen) })}
          </Link>
          {add ? (
            <Link to={dashboardUrl(add)} className="btn btn-sm btn-primary min-h-11">
              {screenName(add)}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
