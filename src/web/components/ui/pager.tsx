import { Link, type To } from 'react-router';
import { formatDigits } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Where a followed page link leaves the reader: the element its hash names, else the top. */
function bringIntoView(to: To) {
  const hash = typeof to === 'string' ? new URL(to, window.location.href).hash : to.hash;
  const target = hash ? document.getElementById(hash.replace(/^#/, '')) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo({ top: 0 });
}

export type PagerProps = {
  /** Zero-based current page. */
  page: number;
  pageCount: number;
  /**
   * A page's address: its button is then a link, which works before the app has the page.
   * Followed, it brings the reader to the top, or to the element its hash names.
   */
  to?: (page: number) => To;
  onChange?: (page: number) => void;
  label: string;
  /** The pages to offer, a null where some are left out (list-pager.tsx); every page unless given. */
  shown?: readonly (number | null)[];
};

/**
 * Numbered page buttons (label = index + 1) with the current page announced: links to
 * the pages' addresses (`to`), which bring the reader to the top (or to the element the
 * address's hash names), or buttons (`onChange`).
 */
export function Pager({ page, pageCount, to, onChange, label, shown }: PagerProps) {
  const { t, i18n } = useTranslation();
  if (pageCount < 1) return null;
  const n = (v: number) => formatDigits(v, i18n.language);
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap justify-center gap-2">
        {(shown ?? Array.from({ length: pageCount }, (_, i) => i)).map((index, at) => {
          if (index === null)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known by its place: the one before the current page, or after it.
              <li key={at} aria-hidden="true">
                …
              </li>
            );
          const current = index === page;
          const look = {
            className: `btn btn-sm min-w-11 ${current ? 'btn-primary btn-active' : 'btn-outline btn-primary'}`,
            'aria-current': current ? ('page' as const) : undefined,
            children: n(index + 1),
          };
          return (
            <li key={index}>
              {to ? (
                <Link {...look} to={to(index)} onClick={() => bringIntoView(to(index))} />
              ) : (
                <button {...look} type="button" onClick={() => onChange?.(index)} />
              )}
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="sr-only">
        {t('pager.pageOf', { page: n(page + 1), pages: n(pageCount) })}
      </p>
    </nav>
  );
}
