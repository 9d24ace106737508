import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import type { ContentKey, ContentValue } from '../../../../shared/schemas/content.ts';
import type { Site } from '../../../../shared/schemas/site.ts';
import { AcademicHoursView } from '../../../components/content/academic-hours-view.tsx';
import { ContactView } from '../../../components/content/contact-view.tsx';
import { isContentEmpty } from '../../../components/content/content-empty.ts';
import type { ContentImages } from '../../../components/content/content-page.tsx';
import { FacilityView } from '../../../components/content/facility-page.tsx';
import { HeadlineView } from '../../../components/content/headline.tsx';
import { HistoryView } from '../../../components/content/history-view.tsx';
import { InstitutionView } from '../../../components/content/institution-view.tsx';
import { MessageView } from '../../../components/content/message-view.tsx';
import { PrayerView } from '../../../components/content/prayer-view.tsx';
import {
  ExploreLinksView,
  RecentActivitiesView,
  UsefulLinksView,
} from '../../../components/content/sidebar-links.tsx';
import { SportsView } from '../../../components/content/sports-view.tsx';
import { TextPageView } from '../../../components/content/text-page-view.tsx';
import { VideosView } from '../../../components/content/videos-view.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { localizeDigits } from '../../../lib/format.ts';
import { LanguageScope, type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { loadLanguage } from '../../../lib/language.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { useSite } from '../../../lib/site.ts';

/** The school's name and logo, top bar and contact card, as the header and contact page show them. */
function SchoolPreview({
  value,
  images,
}: {
  value: ContentValue<'school'>;
  images: ContentImages;
}) {
  const { t, i18n } = useTranslation();
  const pick = useLocalized();
  const digits = (text: string) => localizeDigits(text, i18n.language);
  const logo = value.logoImageId ? images[value.logoImageId] : undefined;
  return (
    <div className="grid gap-6">
      <div className="overflow-hidden rounded-box border border-base-300">
        <p className="flex flex-wrap gap-x-4 bg-primary px-4 py-1 text-sm text-primary-content">
          <span>{t('topBar.eiin', { value: digits(value.eiin) })}</span>
          <span>{t('topBar.schoolCode', { value: digits(value.schoolCode) })}</span>
          <span>{digits(value.phone)}</span>
          <span className="break-all">{value.email}</span>
        </p>
        <p className="flex items-center gap-3 px-4 py-2">
          <img
            src={logo?.thumbUrl ?? '/favicon.svg'}
            width={56}
            height={logo ? Math.round((56 * logo.height) / logo.width) : 56}
            alt=""
            className="h-auto w-14 shrink-0"
          />
          <span className="text-lg font-bold leading-tight text-primary md:text-2xl">
            {pick(value.name)}
          </span>
        </p>
      </div>
      <ContactView school={value} />
    </div>
  );
}

type Render<K extends ContentKey> = (
  value: ContentValue<K>,
  images: ContentImages,
  site: Site | undefined,
) => ReactNode;

/** Each page's heading and its own public component, given the draft. */
const PAGES: { [K in ContentKey]: { heading: TranslationKey | null; render: Render<K> } } = {
  school: { heading: null, render: (v, images) => <SchoolPreview value={v} images={images} /> },
  headline: { heading: null, render: (v) => <HeadlineView value={v} level={2} /> },
  'explore-links': {
    heading: null,
    render: (v) => (
      <div className="max-w-sm">
        <ExploreLinksView value={v} />
      </div>
    ),
  },
  'useful-links': {
    heading: null,
    render: (v) => (
      <div className="max-w-sm">
        <UsefulLinksView value={v} />
      </div>
    ),
  },
  'recent-activities': {
    heading: null,
    render: (v) => (
      <div className="max-w-sm">
        <RecentActivitiesView value={v} />
      </div>
    ),
  },
  videos: { heading: 'titles.video', render: (v) => <VideosView value={v} /> },
  'message-chairman': {
    heading: 'messages.chairman',
    render: (v, images) => <MessageView value={v} images={images} />,
  },
  'message-principal': {
    heading: 'messages.principal',
    render: (v, images) => <MessageView value={v} images={images} />,
  },
  'message-vice-principal': {
    heading: 'messages.vicePrincipal',
    render: (v, images) => <MessageView value={v} images={images} />,
  },
  'message-teacher': {
    heading: 'messages.teacher',
    render: (v, images) => <MessageView value={v} images={images} />,
  },
  history: {
    heading: 'history.heading',
    render: (v, _images, site) => <HistoryView value={v} established={site?.school.established} />,
  },
  institution: {
    heading: 'institution.heading',
    render: (v, _images, site) => <InstitutionView value={v} eiin={site?.school.eiin} />,
  },
  'academic-hours': {
    heading: 'academicHour.heading',
    render: (v) => <AcademicHoursView value={v} />,
  },
  'extra-curricular': {
    heading: 'extraCurricular.heading',
    render: (v) => <TextPageView value={v} />,
  },
  'admission-instruction': {
    heading: 'titles.admissionInstruction',
    render: (v) => <TextPageView value={v} />,
  },
  library: {
    heading: 'facilities.library.heading',
    render: (v, images) => <FacilityView facility="library" value={v} images={images} />,
  },
  canteen: {
    heading: 'facilities.canteen.heading',
    render: (v, images) => <FacilityView facility="canteen" value={v} images={images} />,
  },
  guardian: {
    heading: 'facilities.guardian.heading',
    render: (v, images) => <FacilityView facility="guardian" value={v} images={images} />,
  },
  prayer: {
    heading: 'prayer.heading',
    render: (v, images) => <PrayerView value={v} images={images} />,
  },
  sports: {
    heading: 'sport.heading',
    render: (v, images) => <SportsView value={v} images={images} />,
  },
};

function PreviewBody<K extends ContentKey>({
  contentKey,
  value,
  images,
}: {
  contentKey: K;
  value: ContentValue<K>;
  images: ContentImages;
}) {
  const { t } = useTranslation();
  const site = useSite().data;
  const page = PAGES[contentKey] as { heading: TranslationKey | null; render: Render<K> };
  return (
    <>
      {page.heading ? (
        <>
          <p className="mb-2 text-2xl font-bold text-primary md:text-3xl">{t(page.heading)}</p>
          <div aria-hidden="true" className="mb-6 h-1 w-16 rounded bg-neutral" />
        </>
      ) : null}
      {isContentEmpty(contentKey, value) ? (
        <EmptyState>{t('common.pageNotPublished')}</EmptyState>
      ) : (
        page.render(value, images, site)
      )}
    </>
  );
}

/** Links in the preview go nowhere: following one would leave the editor. */
function stayHere(event: MouseEvent) {
  if ((event.target as Element).closest('a')) event.preventDefault();
}

/**
 * The page as visitors will see it with the draft, in English or Bangla: the page's own
 * component, with its labels in that language too (Bangla's are loaded first).
 */
export function ContentPreview<K extends ContentKey>({
  contentKey,
  value,
  images,
  language,
}: {
  contentKey: K;
  value: ContentValue<K>;
  images: ContentImages;
  language: 'en' | 'bn';
}) {
  const [loaded, setLoaded] = useState<string[]>(['en']);
  useEffect(() => {
    if (loaded.includes(language)) return;
    // Offline: the labels stay in English; the draft's texts are still the chosen language's.
    void loadLanguage(language)
      .catch(() => undefined)
      .finally(() => setLoaded((list) => [...list, language]));
  }, [language, loaded]);
  if (!loaded.includes(language)) return <Spinner />;
  return (
    <LanguageScope value={language}>
      <div
        lang={language}
        data-preview=""
        onClickCapture={stayHere}
        className="rounded-box border-2 border-dashed border-base-300 p-4 md:p-6"
      >
        <PreviewBody contentKey={contentKey} value={value} images={images} />
      </div>
    </LanguageScope>
  );
}
