import { Pager, type PagerProps } from './pager.tsx';

// Its own module, not pager.tsx's: the home page's first load carries Pager (the events
// list), and its JavaScript budget has no room for this.
/**
 * The pages a long list offers (96 pages of students are not 96 buttons): the first, the
 * last, and two either side of the current one, a null for each run left out; every page
 * when there are at most nine.
 */
export function pagesAround(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 9) return Array.from({ length: pageCount }, (_, i) => i);
  const near = new Set([0, pageCount - 1]);
  for (let i = page - 2; i <= page + 2; i++) if (i > 0 && i < pageCount - 1) near.add(i);
  const sorted = [...near].sort((a, b) => a - b);
  // A run of one page is shown, not left out: '…' would take as much room.
  return sorted.flatMap((p, i) => {
    const gap = i > 0 ? p - sorted[i - 1]! - 1 : 0;
    return gap === 0 ? [p] : gap === 1 ? [p - 1, p] : [null, p];
  });
}

/**
 * A list's pager when it has more than one page: `total` items, `size` a page. Choosing a
 * page calls `onChange`, then brings the reader back to the top, where the list starts.
 */
export function ListPager({
  page,
  total,
  size,
  onChange,
  label,
}: Omit<PagerProps, 'pageCount' | 'to' | 'onChange'> & {
  onChange: (page: number) => void;
  total: number;
  size: number;
}) {
  if (total <= size) return null;
  const pageCount = Math.ceil(total / size);
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      shown={pagesAround(page, pageCount)}
      onChange={(next) => {
        onChange(next);
        window.scrollTo({ top: 0 });
      }}
      label={label}
    />
  );
}
