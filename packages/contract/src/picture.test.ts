import { describe, expect, it } from 'vitest';
import { isDrawnPicture, isPictureWidth, pictureSet, pictureSrc, pictureWidth } from './picture';

describe('drawn pictures at a width', () => {
  it('knows the pictures the server draws', () => {
    expect(isDrawnPicture('/img/goods/61/106/0/U0ItNzExMDQ.svg')).toBe(true);
    expect(isDrawnPicture('/img/catalog/14.svg')).toBe(true);
    expect(isDrawnPicture('/pm-api/mall/image/banner-1.svg')).toBe(true);
    expect(isDrawnPicture('/pm-api/refund/photo/3.jpg')).toBe(false);
    expect(isDrawnPicture('https://elsewhere.example/img/a.svg')).toBe(false);
    expect(isDrawnPicture('/img/a.svg?w=480')).toBe(false);
    expect(isDrawnPicture('/img/../x.svg"')).toBe(false);
  });

  it('asks for twice the shown width, rounded up to a width the server draws', () => {
    expect(pictureWidth(40)).toBe(120);
    expect(pictureWidth(60)).toBe(120);
    expect(pictureWidth(61)).toBe(240);
    expect(pictureWidth(200)).toBe(480);
    expect(pictureWidth(412)).toBe(960);
    expect(pictureWidth(2000)).toBe(1200);
    for (const css of [1, 100, 333, 599, 5000]) expect(isPictureWidth(pictureWidth(css))).toBe(true);
    expect(isPictureWidth(500)).toBe(false);
  });

  it('leaves other pictures as they are', () => {
    expect(pictureSrc('/img/goods/1/2/0/TTM.svg', 200)).toBe('/img/goods/1/2/0/TTM.svg?w=480');
    expect(pictureSrc('/pm-api/mall/image/banner-2.svg', 390)).toBe('/pm-api/mall/image/banner-2.svg?w=960');
    expect(pictureSrc('/pm-api/refund/photo/3.jpg', 200)).toBe('/pm-api/refund/photo/3.jpg');
    expect(pictureSrc('', 200)).toBe('');
  });

  it('offers a drawn picture at one and two device pixels per CSS pixel', () => {
    expect(pictureSet('/img/goods/1/2/0/TTM.svg', 220)).toEqual({
      src: '/img/goods/1/2/0/TTM.svg?w=240',
      srcSet: '/img/goods/1/2/0/TTM.svg?w=240 1x, /img/goods/1/2/0/TTM.svg?w=480 2x',
    });
    expect(pictureSet('/img/catalog/3.svg', 40)).toEqual({ src: '/img/catalog/3.svg?w=120' });
    expect(pictureSet('/pm-api/mall/image/banner-1.svg', 740).srcSet).toBe(
      '/pm-api/mall/image/banner-1.svg?w=960 1x, /pm-api/mall/image/banner-1.svg?w=1200 2x',
    );
    expect(pictureSet('/pm-api/refund/photo/3.jpg', 200)).toEqual({ src: '/pm-api/refund/photo/3.jpg' });
  });
});
