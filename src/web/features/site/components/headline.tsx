import { useTranslation } from '../../../lib/i18n.ts';
import { useSite } from '../api/get-site.ts';

/** The headline block of the home page; its title is the page's one <h1>. */
export function Headline() {
  const { t } = useTranslation();
  const site = useSite();
  const headline = site.data?.headline;
  return (
    <section className="mt-8 rounded-box border-l-8 border-neutral bg-base-200 p-6">
      <h1 className="text-2xl font-bold text-primary md:text-3xl">
        {headline?.title || t('home.welcome')}
      </h1>
      {headline?.body ? <p className="mt-3 text-lg">{headline.body}</p> : null}
    </section>
  );
}
