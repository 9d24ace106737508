import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatDigits } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

type Props = {
  /** The item's name, for screen readers: the buttons show only arrows. */
  what: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  /** A list moves up and down; a grid of photos earlier and later. */
  layout?: 'list' | 'grid';
};

/**
 * Two arrow buttons that move an item one place. At either end the button stays
 * focusable but does nothing (aria-disabled), and after a move the pressed button keeps
 * the focus and the new place is announced.
 */
export function MoveButtons({ what, index, count, onMove, layout = 'list' }: Props) {
  const { t, i18n } = useTranslation();
  const buttons = useRef<Record<-1 | 1, HTMLButtonElement | null>>({ [-1]: null, 1: null });
  const pressed = useRef<-1 | 1 | null>(null);
  const [announced, setAnnounced] = useState('');

  // React moves the item's elements to their new place, which can drop the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the item has moved
  useLayoutEffect(() => {
    if (pressed.current === null) return;
    buttons.current[pressed.current]?.focus();
    pressed.current = null;
  }, [index]);

  const n = (v: number) => formatDigits(v, i18n.language);
  const button = (delta: -1 | 1) => {
    const atEnd = delta === -1 ? index === 0 : index === count - 1;
    const Icon =
      layout === 'grid'
        ? delta === -1
          ? ArrowLeft
          : ArrowRight
        : delta === -1
          ? ArrowUp
          : ArrowDown;
    const label =
      layout === 'grid'
        ? t(delta === -1 ? 'reorder.earlier' : 'reorder.later')
        : t(delta === -1 ? 'reorder.up' : 'reorder.down');
    return (
      <button
        ref={(element) => {
          buttons.current[delta] = element;
        }}
        type="button"
        className={`btn btn-square btn-outline btn-primary size-11 ${atEnd ? 'btn-disabled' : ''}`}
        aria-label={`${label}: ${what}`}
        aria-disabled={atEnd || undefined}
        onClick={() => {
          if (atEnd) return;
          pressed.current = delta;
          setAnnounced(t('reorder.moved', { place: n(index + delta + 1), total: n(count) }));
          onMove(delta);
        }}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    );
  };
  return (
    <>
      {button(-1)}
      {button(1)}
      <span aria-live="polite" className="sr-only">
        {announced}
      </span>
    </>
  );
}
