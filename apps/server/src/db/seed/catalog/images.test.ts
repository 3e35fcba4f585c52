import { describe, expect, it } from 'vitest';
import { goodsImageSvg } from './images';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

describe('goods pictures', () => {
  it('carry at least 0.05 bits per pixel at a phone-wide 480 px, so Chrome counts them for LCP', () => {
    // Chrome ignores images below 0.05 bits of data per displayed pixel as the page's largest content:
    // the goods detail picture, as wide as the phone, is that content. The plainest pictures (a short
    // model, a short brand, every category and view) must stay above it.
    let smallest = Infinity;
    for (let leaf = 1; leaf < 400; leaf++)
      for (const brand of [1, 17, 58, 106])
        for (const view of [0, 1, 2, 3]) {
          const svg = goodsImageSvg(leaf, brand, view, b64('M6'));
          if (svg) smallest = Math.min(smallest, Buffer.byteLength(svg));
        }
    expect(smallest).toBeLessThan(Infinity);
    expect((smallest * 8) / (480 * 480)).toBeGreaterThanOrEqual(0.05);
  });

  it('names the goods in the picture itself: title, category and view', () => {
    const svg = goodsImageSvg(31, 17, 1, b64('65-628'))!;
    expect(svg).toMatch(/<title>\S+ 65-628<\/title>/);
    expect(svg).toMatch(/<desc>.+ › .+ · 侧面<\/desc>/);
  });
});
