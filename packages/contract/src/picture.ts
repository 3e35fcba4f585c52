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

/** Paths of drawn pictures: `/img/...svg`, the mall's `/pm-api/mall/image/...svg` and the portal's stories. */
export const DRAWN_PICTURE = /^\/(?:img|pm-api\/(?:mall|portal)\/image)\/[\w/.-]+\.svg$/;

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
 * any other picture unchanged. For pages whose markup must name one address (index.html's first screens
 * and the phone pages that take them over).
 */
export function pictureSrc(src: string, cssWidth: number): string {
  return isDrawnPicture(src) ? atWidth(src, pictureWidth(cssWidth)) : src;
}

/** The width pictureSrc asks for a picture shown `cssWidth` CSS pixels wide. */
export function pictureWidth(cssWidth: number): PictureWidth {
  return covering(cssWidth * 2);
}

/**
 * `src` and `srcSet` of an <img> shown `cssWidth` CSS pixels wide: a drawn picture at the widths that
 * cover it on screens of one and of two device pixels per CSS pixel (the browser takes the one its screen
 * needs); any other picture as it is.
 */
export function pictureSet(src: string, cssWidth: number): { src: string; srcSet?: string } {
  if (!isDrawnPicture(src)) return { src };
  const one = atWidth(src, covering(cssWidth));
  const two = atWidth(src, covering(cssWidth * 2));
  return one === two ? { src: one } : { src: one, srcSet: `${one} 1x, ${two} 2x` };
}

/** The smallest width drawn that is at least `px` (the widest there is beyond). */
function covering(px: number): PictureWidth {
  return PICTURE_WIDTHS.find((w) => w >= px) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
}

function atWidth(src: string, width: PictureWidth): string {
  return `${src}?${PICTURE_WIDTH_PARAM}=${width}`;
}
