import type { ReactNode } from 'react';
import type { ImageRef } from '../../../../shared/schemas/common.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

const CARD_SIZES = '(min-width: 1024px) 260px, (min-width: 640px) 45vw, 90vw';

/** A teacher's or a staff member's card on the public pages: photo, name, designation and lines below. */
export function PersonCard({
  name,
  designation,
  image,
  photoAlt,
  priority,
  children,
}: {
  name: string;
  designation: string;
  image: ImageRef | null;
  photoAlt: string;
  priority: boolean;
  children?: ReactNode;
}) {
  return (
    <li className="card border border-base-300 bg-base-100 shadow-sm">
      {image ? (
        <figure>
          <ResponsiveImage
            image={image}
            alt={photoAlt}
            sizes={CARD_SIZES}
            priority={priority}
            className="aspect-square w-full object-cover"
          />
        </figure>
      ) : null}
      {/*
        Its lines keep their height (daisyUI grows a card's paragraphs to fill it): a taller
        card beside it, as a teacher with a subject is, only adds space below, so nothing in
        this card moves when a neighbour grows, as it does while the page is read.
      */}
      <div className="card-body gap-1 p-4 [&>p]:grow-0">
        <h2 className="card-title text-primary">{name}</h2>
        <p>{designation}</p>
        {children}
      </div>
    </li>
  );
}
