import { CalendarDays, UserRound } from 'lucide-react';
import type { SchoolEvent } from '../../../../shared/schemas/events.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { dateParts, formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

export function EventCard({ event }: { event: SchoolEvent }) {
  const { t, i18n } = useTranslation();
  const { year } = dateParts(event.date, i18n.language);
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-4">
        <h3 className="card-title text-xl text-primary">
          {event.name} {year}
        </h3>
        <p className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={event.date}>{formatDate(event.date, i18n.language)}</time>
        </p>
        <p className="flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-4" />
          {t('events.postedBy', { author: event.author })}
        </p>
      </div>
      {event.image ? (
        <figure>
          <ResponsiveImage
            image={event.image}
            alt={event.name}
            sizes="(min-width: 1152px) 740px, (min-width: 768px) 66vw, 100vw"
            className="h-[350px] w-full object-cover md:h-[450px]"
          />
        </figure>
      ) : null}
    </article>
  );
}
