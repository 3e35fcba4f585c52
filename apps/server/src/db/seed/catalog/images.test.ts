import { describe, expect, it } from 'vitest';
import { catalogIconSvg, catalogPictures, goodsImageSvg } from './images';

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

describe('pictures show their own category', () => {
  const byName = (name: string) => catalogPictures().find((c) => c.name === name)!;

  it('draws a helmet for safety helmets and a glove for gloves', () => {
    const helmet = byName('安全帽');
    const glove = byName('劳保手套');
    expect(helmet.glyph).toBe('helmet');
    expect(glove.glyph).toBe('glove');
    const helmetSvg = goodsImageSvg(helmet.id, 17, 0, b64('H-701'))!;
    const gloveSvg = goodsImageSvg(glove.id, 17, 0, b64('H-701'))!;
    expect(helmetSvg).toContain('data-glyph="helmet"');
    expect(gloveSvg).toContain('data-glyph="glove"');
    expect(helmetSvg).not.toContain('data-glyph="glove"');
    // Shoes, masks and vests of the same top category each their own.
    for (const [name, kind] of [
      ['防砸安全鞋', 'shoe'],
      ['防护口罩', 'mask'],
      ['反光背心', 'vest'],
      ['螺丝刀', 'screwdriver'],
      ['U盘', 'usb'],
    ] as const) {
      expect(goodsImageSvg(byName(name).id, 17, 0, b64('X1'))!, name).toContain(`data-glyph="${kind}"`);
    }
  });

  it('gives every subcategory an icon of its own, never its parent picture', () => {
    const all = catalogPictures();
    const icons = new Map(all.map((c) => [c.id, catalogIconSvg(c.id)!]));
    for (const c of all) {
      if (c.parentId === null) continue;
      expect(icons.get(c.id), c.name).not.toBe(icons.get(c.parentId));
    }
    // Most subcategories show a glyph of their own, not their top category's (the others are what the
    // top category's glyph shows: 扳手 under 五金工具, 深沟球轴承 under 轴承传动).
    const topOf = (c: (typeof all)[number]): (typeof all)[number] =>
      c.parentId === null ? c : topOf(all.find((p) => p.id === c.parentId)!);
    const subs = all.filter((c) => c.parentId !== null);
    const own = subs.filter((c) => c.glyph !== topOf(c).glyph);
    expect(own.length / subs.length).toBeGreaterThan(0.75);
    // The siblings under one parent differ from each other too.
    for (const parent of all) {
      const kids = all.filter((c) => c.parentId === parent.id).map((c) => icons.get(c.id));
      expect(new Set(kids).size, parent.name).toBe(kids.length);
    }
  });
});
