import { ArrowLeft, Maximize2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import type { Notice } from '../../../../shared/schemas/notices.ts';
import { TextParagraphs } from '../../../components/content/rich-text.tsx';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { noticeSummary, noticeTitle } from '../notice-title.ts';
import { NoticeAttachments } from './notice-attachments.tsx';

/**
 * One notice on its own page: title, date, author, its words and its picture (opened
 * full size in its own tab, where a phone zooms it). Its head carries the tags a shared
 * link is shown by (Open Graph, page-head.tsx, and Twitter's card): the server writes them
 * into the page's HTML with the site's address before `og:url` and `og:image`.
 */
export function NoticeArticle({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const title = noticeTitle(t, notice, language);
  const summary = noticeSummary(notice, language);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <PageHead
        title={title}
        description={summary}
        type="article"
        image={notice.image}
        imageAlt={title}
      />
      <meta name="description" content={summary} />
      <meta property="article:published_time" content={notice.date} />
      <meta name="twitter:card" content={notice.image ? 'summary_large_image' : 'summary'} />
      <Link to={paths.notice} className="link link-hover mb-4 inline-flex items-center gap-1">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('home.allNotices')}
      </Link>
      <h1 className="text-2xl font-bold text-primary md:text-3xl [overflow-wrap:anywhere]">
        {title}
      </h1>
      <div aria-hidden="true" className="mb-4 mt-2 h-1 w-16 rounded bg-neutral" />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span>
          {t('notice.published')}:{' '}
          <time dateTime={notice.date} className="font-medium">
            {formatDate(notice.date, language)}
          </time>
        </span>
        <span className="flex items-center gap-1">
          <UserRound aria-hidden="true" className="size-4" />
          {t('notice.by', { author: notice.author })}
        </span>
      </p>
      <TextParagraphs text={notice.body} className="mt-6 max-w-prose space-y-4 text-lg" />
      {notice.image ? (
        <figure className="mt-6">
          <NewTabLink href={notice.image.url} className="block">
            <ResponsiveImage
              image={notice.image}
              alt={title}
              sizes="(min-width: 800px) 736px, 100vw"
              priority
              className="h-auto w-full rounded-box border border-base-300 object-contain"
            />
          </NewTabLink>
          <figcaption className="mt-2">
            <NewTabLink href={notice.image.url} className="btn btn-sm btn-outline">
              <Maximize2 aria-hidden="true" className="size-4" />
              {t('notice.fullSize')}
            </NewTabLink>
          </figcaption>
        </figure>
      ) : null}
      <NoticeAttachments attachments={notice.attachments} title={title} />
    </article>
  );
}
