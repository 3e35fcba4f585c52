/**
 * Pictures the server draws (goods, brand logos, catalog icons, banners) are SVG documents. A browser
 * lays out and paints an SVG picture on the page's main thread, text and all, each time it is drawn at
 * a new size; a WebP is decoded off it. So pages ask for a drawn picture as WebP at a width:
 *
 *   <path>.svg?w=<width>   (width one of PICTURE_WIDTHS)
 *
 * and the path alone still answers the SVG. Other pictures (uploaded photos) are left as they are.
 */

/** The widths (px) a drawn picture can be asked for as WebP. */
export const PICTURE_WIDTHS = [120, 240, 480, 720, 960, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The query parameter that asks for a drawn picture as WebP. */
export const PICTURE_WIDTH_PARAM = 'w';

/** Paths of drawn pictures: `/img/...svg` and the mall's `/pm-api/mall/image/...svg`. */
export const DRAWN_PICTURE = /^\/(?:img|pm-api\/mall\/image)\/[\w/.-]+\.svg$/;

/** Whether the server draws this picture (and so sends it as WebP at a width). */
export function isDrawnPicture(src: string): boolean {
  return DRAWN_PICTURE.test(src);
}

/** Whether a width may be asked for. */
export function isPictureWidth(width: number): width is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(width);
}

/**
 * The address of a picture shown `cssWidth` CSS pixels wide: a drawn picture as WebP at the smallest
 * width that covers it on a screen of two device pixels per CSS pixel (the widest there is beyond);
 * any other picture unchanged.
 */
export function pictureSrc(src: string, cssWidth: number): string {
  return isDrawnPicture(src) ? `${src}?${PICTURE_WIDTH_PARAM}=${pictureWidth(cssWidth)}` : src;
}

/** The width pictureSrc asks for a picture shown `cssWidth` CSS pixels wide. */
export function pictureWidth(cssWidth: number): PictureWidth {
  const want = cssWidth * 2;
  return PICTURE_WIDTHS.find((w) => w >= want) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
}
