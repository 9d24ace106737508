import type { LucideIcon } from 'lucide-react';

/**
 * A 64 px square picture in an editing list; when there is none, the icon of what it
 * stands for, or nothing without an icon.
 */
export function Thumbnail({
  src,
  icon: Icon,
}: {
  src: string | null | undefined;
  icon?: LucideIcon;
}) {
  if (!src && !Icon) return null;
  return src ? (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      className="size-16 shrink-0 rounded-box bg-base-200 object-cover"
    />
  ) : (
    <span className="flex size-16 shrink-0 items-center justify-center rounded-box bg-base-200">
      {Icon ? <Icon aria-hidden="true" className="size-8" /> : null}
    </span>
  );
}
