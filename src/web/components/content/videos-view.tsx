import { PlayCircle } from 'lucide-react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalized } from '../../lib/localized.ts';
import { NewTabLink } from '../ui/new-tab-link.tsx';
import type { ContentViewProps } from './content-page.tsx';
import '../../locales/pages.ts';

/** The site a video is on ("youtube.com"), from its address. */
function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * The school's videos, each opening on its own site: no embedded players (the
 * Content-Security-Policy forbids frames, and a list costs visitors no data).
 */
export function VideosView({ value }: Pick<ContentViewProps<'videos'>, 'value'>) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {value.items.map((video, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: videos have no id; their place is their identity
        <li key={index}>
          <NewTabLink
            href={video.url}
            external
            className="card h-full border border-base-300 bg-base-100 shadow-sm transition hover:shadow-md focus-visible:outline-2"
          >
            <div className="card-body flex-row items-start gap-3 p-4">
              <PlayCircle aria-hidden="true" className="size-8 shrink-0 text-secondary" />
              <div className="min-w-0">
                <h2 className="font-semibold text-primary">{pick(video.title) || video.url}</h2>
                <p className="text-sm">{t('videos.watchOn', { site: siteOf(video.url) })}</p>
              </div>
            </div>
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
