import type { ReactNode } from 'react';
import type { ImageRef } from '../../../../shared/schemas/common.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { designationIn, nameIn } from '../../../lib/names.ts';

const CARD_SIZES = '(min-width: 1024px) 260px, (min-width: 640px) 45vw, 90vw';

/**
 * A teacher's or a staff member's card on the public pages: photo, name, designation and
 * lines below. A Bangla reader sees the Bangla name and designation, else the English
 * (issue 19).
 */
export function PersonCard({
  person,
  photoAlt,
  priority,
  children,
}: {
  person: {
    name: string;
    nameBn: string;
    designation: string;
    designationBn: string;
    image: ImageRef | null;
  };
  /** The photo's text, given the name as shown. */
  photoAlt: (name: string) => string;
  priority: boolean;
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const name = nameIn(person, i18n.language);
  const { image } = person;
  return (
    <li className="card border border-base-300 bg-base-100 shadow-sm">
      {image ? (
        <figure>
          <ResponsiveImage
            image={image}
            alt={photoAlt(name)}
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
        <p>{designationIn(person, i18n.language)}</p>
        {children}
      </div>
    </li>
  );
}
