import { Paperclip, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { noticePath } from '../../../../shared/paths.ts';
import type { Notice } from '../../../../shared/schemas/notices.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { dateParts, formatDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { noticeTitle } from '../notice-title.ts';

/**
 * A notice: its date as day, month and year apart (SPEC.md), author, the start of its
 * words and its image; its title opens its own page.
 */
export function NoticeCard({ notice, priority = false }: { notice: Notice; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  const { day, month, year } = dateParts(notice.date, i18n.language);
  const title = noticeTitle(t, notice, i18n.language);
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm sm:card-side">
      <div className="flex gap-4 p-4 sm:w-2/5 sm:flex-col">
        <time
          dateTime={notice.date}
          className="flex min-w-24 shrink-0 flex-col items-center justify-center self-start rounded-box bg-primary px-4 py-2 text-primary-content"
        >
          <span className="sr-only">{t('notice.published')} </span>
          <span className="text-3xl font-bold leading-none">{day}</span>
          <span className="text-sm">{month}</span>
          <span className="text-sm">{year}</span>
        </time>
        <div>
          <h2 className="text-lg font-semibold text-primary [overflow-wrap:anywhere]">
            <Link to={noticePath(notice.id)} className="link link-hover">
              {title}
            </Link>
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm">
            <UserRound aria-hidden="true" className="size-4" />
            {t('notice.by', { author: notice.author })}
          </p>
          {notice.body ? (
            <p className="mt-2 line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere]">
              {notice.body}
            </p>
          ) : null}
          {notice.attachments.length > 0 ? (
            <p className="mt-2 flex items-center gap-1 text-sm">
              <Paperclip aria-hidden="true" className="size-4" />
              {t('notice.attachmentCount', {
                count: notice.attachments.length,
                n: formatDigits(notice.attachments.length, i18n.language),
              })}
            </p>
          ) : null}
          <Link
            to={noticePath(notice.id)}
            className="btn btn-sm btn-outline btn-primary mt-3"
            aria-label={t('notice.openTitle', { title })}
          >
            {t('notice.open')}
          </Link>
        </div>
      </div>
      {notice.image ? (
        <figure className="sm:w-3/5">
          <ResponsiveImage
            image={notice.image}
            alt={title}
            sizes="(min-width: 1152px) 660px, (min-width: 640px) 60vw, 100vw"
            priority={priority}
            className="h-auto w-full object-contain"
          />
        </figure>
      ) : null}
    </article>
  );
}
