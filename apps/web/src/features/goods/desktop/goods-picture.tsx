import { pictureSet } from '@pm/contract/picture';

/**
 * A picture of a desktop goods list, floor or brand row: WebP at one and two device pixels per CSS pixel
 * of its box (pictureSet), loaded once near the screen unless `eager`, decoded off the main thread.
 */
export function GoodsPicture({
  src,
  alt,
  width,
  height = width,
  eager = false,
}: {
  src: string;
  alt: string;
  width: number;
  height?: number;
  eager?: boolean;
}) {
  return (
    <img
      {...pictureSet(src, width)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
