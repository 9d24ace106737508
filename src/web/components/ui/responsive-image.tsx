import type { ImageRef } from '../../../shared/schemas/common.ts';
import { srcSetOf } from '../../lib/images.ts';

type Props = {
  image: ImageRef;
  alt: string;
  /** The sizes attribute: how wide the image shows at each viewport width. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  width?: number;
  height?: number;
};

/** An uploaded image with its stored widths, real dimensions and lazy loading below the fold. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  className,
  priority = false,
  width,
  height,
}: Props) {
  const w = width ?? image.width;
  const h = height ?? (width ? Math.round((image.height * width) / image.width) : image.height);
  return (
    <img
      src={image.url}
      srcSet={srcSetOf(image)}
      sizes={sizes}
      width={w}
      height={h}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
