import type { ContentValue } from '../../../shared/schemas/content.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalized } from '../../lib/localized.ts';
import { useSite } from '../../lib/site.ts';

/** The headline block: on the home page its title is the page's one <h1>; in the dashboard's preview an <h2>. */
export function HeadlineView({
  value,
  level = 1,
}: {
  value: ContentValue<'headline'> | undefined;
  level?: 1 | 2;
}) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const Heading = level === 1 ? 'h1' : 'h2';
  const body = pick(value?.body);
  // First on the page when there is no gallery yet (a new site): level with the sidebar.
  return (
    <section className="mt-8 first:mt-0 rounded-box border-l-8 border-neutral bg-base-200 p-6">
      <Heading className="text-2xl font-bold text-primary md:text-3xl">
        {pick(value?.title) || t('home.welcome')}
      </Heading>
      {body ? <p className="mt-3 whitespace-pre-line text-lg">{body}</p> : null}
    </section>
  );
}

/** The home page's headline, from the site's content. */
export function Headline() {
  return <HeadlineView value={useSite().data?.headline} />;
}
