import { MapPin, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { NewTabLink } from '../components/ui/new-tab-link.tsx';
import { FacebookIcon, TwitterIcon, YoutubeIcon } from '../components/ui/social-icons.tsx';
import { formatDigits, localizeDigits, todayInDhaka } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useLocalized } from '../lib/localized.ts';
import { useSite } from '../lib/site.ts';

const QUICK_LINKS = [
  { to: paths.notice, label: 'notices' },
  { to: paths.result, label: 'results' },
  { to: paths.classRoutine, label: 'classRoutine' },
  { to: paths.syllabus, label: 'syllabus' },
  { to: paths.teachers, label: 'teachers' },
  { to: paths.onlineAdmission, label: 'onlineAdmission' },
  { to: paths.history, label: 'history' },
  { to: paths.contact, label: 'contact' },
] as const;

/** Links, the three newest blog titles, social links and the location block. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const pick = useLocalized();
  const site = useSite();
  const school = site.data?.school;
  const blogs = site.data?.recentBlogTitles ?? [];
  const address = pick(school?.address);
  const social = school
    ? [
        { href: school.social.facebook, label: t('footer.facebook'), Icon: FacebookIcon },
        { href: school.social.youtube, label: t('footer.youtube'), Icon: YoutubeIcon },
        { href: school.social.twitter, label: t('footer.twitter'), Icon: TwitterIcon },
      ].filter((s) => s.href)
    : [];

  return (
    <footer className="mt-12 bg-primary text-primary-content">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-school">
          <h2 id="footer-school" className="mb-2 text-lg font-bold">
            {pick(school?.name)}
          </h2>
          {school?.established ? (
            <p>
              {/* As typed, in the reader's digits (typed in Bangla, read in Latin), like the EIIN. */}
              {t('footer.established', {
                year: localizeDigits(school.established, i18n.language),
              })}
            </p>
          ) : null}
          {social.length > 0 ? (
            <>
              <h3 className="mt-4 mb-2 font-semibold">{t('footer.followUs')}</h3>
              <ul className="flex gap-2">
                {social.map(({ href, label, Icon }) => (
                  <li key={label}>
                    <NewTabLink
                      href={href}
                      external
                      label={label}
                      className="btn btn-circle btn-outline border-primary-content/60 bg-transparent text-primary-content hover:bg-primary-content hover:text-primary"
                    >
                      <Icon className="size-5" />
                    </NewTabLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-2 text-lg font-bold">
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-1">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {t(`nav.${link.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-blogs">
          <h2 id="footer-blogs" className="mb-2 text-lg font-bold">
            {t('footer.recentBlogs')}
          </h2>
          {blogs.length > 0 ? (
            <ul className="space-y-2">
              {blogs.slice(0, 3).map((blog) => (
                <li key={blog.id} className="flex gap-2">
                  <Newspaper aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {blog.subject}
                </li>
              ))}
            </ul>
          ) : (
            <p>{site.isPending ? '' : t('footer.noBlogs')}</p>
          )}
        </section>

        {/* Not before the school has given its address or map. */}
        {address || school?.mapUrl ? (
          <section aria-labelledby="footer-location">
            <h2 id="footer-location" className="mb-2 text-lg font-bold">
              {t('footer.location')}
            </h2>
            {address ? (
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="whitespace-pre-line">{address}</span>
              </p>
            ) : null}
            {school?.mapUrl ? (
              <NewTabLink href={school.mapUrl} external className="link mt-2 inline-block">
                {t('footer.viewMap')}
              </NewTabLink>
            ) : null}
          </section>
        ) : null}
      </div>
      <div className="border-t border-primary-content/20">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm">
          {t('footer.copyright', {
            year: formatDigits(todayInDhaka().slice(0, 4), i18n.language),
            name: pick(school?.shortName) || pick(school?.name),
          })}
        </p>
      </div>
    </footer>
  );
}
