/**
 * The CSS widths the desktop pages show their largest first picture at (their LCP): the shop home's first
 * banner and the goods detail's main picture. Each is asked for at one and two device pixels per CSS pixel
 * of it (`pictureSet`). The pages and index.html's early preload for a visitor (apps/web/build/start-html.ts)
 * use these alike, so that the browser takes the preloaded picture.
 */
export const DESKTOP_PICTURE_CSS = { banner: 740, gallery: 420 } as const;
