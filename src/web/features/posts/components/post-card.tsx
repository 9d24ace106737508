import type { ReactNode } from 'react';
import type { ImageRef } from '../../../../shared/schemas/common.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

type Props = {
  heading: string;
  date: string;
  author: string;
  /** More labelled facts after the date and author (class, roll). */
  facts?: [label: string, value: ReactNode][];
  body: string;
  image?: ImageRef | null;
  /** Edit and Delete, for those who may. */
  actions?: ReactNode;
  /** Under the post (a problem's solutions). */
  children?: ReactNode;
  priority?: boolean;
};

/**
 * A blog, problem, student notice or suggestion. Everything the users wrote is rendered
 * as text (React escapes it); line breaks are kept.
 */
export function PostCard({
  heading,
  date,
  author,
  facts = [],
  body,
  image,
  actions,
  children,
  priority = false,
}: Props) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [
      t('posts.fields.date'),
      <time key="date" dateTime={date}>
        {formatDate(date, i18n.language)}
      </time>,
    ],
    [t('posts.fields.author'), author],
    ...facts,
  ];
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 className="card-title break-words text-primary [overflow-wrap:anywhere]">{heading}</h2>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="inline font-medium">{label}:</dt> <dd className="inline">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{body}</p>
        {image ? (
          <figure>
            <ResponsiveImage
              image={image}
              alt={t('posts.imageAlt', { subject: heading })}
              sizes="(min-width: 1024px) 640px, 92vw"
              priority={priority}
              className="h-auto max-h-[28rem] w-auto max-w-full rounded-box bg-base-200 object-contain"
            />
          </figure>
        ) : null}
        {actions ? <div className="card-actions flex-wrap">{actions}</div> : null}
        {children}
      </div>
    </article>
  );
}
