import { pictureSrc } from '@pm/contract/picture';

/**
 * A square picture of a phone page (a goods thumbnail, a category icon) `size` CSS pixels wide: the
 * WebP at twice that width for a drawn picture (pictureSrc), loaded when near the screen unless
 * `eager` (icons of the first screen), decoded off the main thread.
 */
export function SquarePicture({
  src,
  size,
  alt = '',
  className,
  eager = false,
}: {
  src: string;
  size: number;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={pictureSrc(src, size)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
