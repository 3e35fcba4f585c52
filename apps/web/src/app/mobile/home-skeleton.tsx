import type { ReactNode } from 'react';
import { firstBanner } from '@/ui/mobile/first-screen';
// Only the boxes' CSS (no code): the placeholders take the sections' exact sizes, so nothing moves when
// the sections arrive.
import '@/features/mall/mobile/banner-strip.css';
import '@/features/goods/mobile/category.css';

/** Shortcut boxes of the home's category grid (nine categories and 全部分类). */
const SHORTCUT_BOXES = 10;

/**
 * The banner box, with the first banner's picture when index.html has already shown it (a visitor's first
 * screen, ui/mobile/first-screen.ts): the same markup as the banner strip's first slide, so the picture
 * stays in place while the page takes over from index.html and the strip from this box.
 */
function BannerBox() {
  const first = firstBanner();
  return (
    <div className="mm-banner" aria-hidden="true">
      {first && (
        <div className="pm-snap">
          <span className="mm-banner__slide">
            <img src={first.image} alt={first.alt} width={1200} height={400} decoding="sync" />
          </span>
        </div>
      )}
    </div>
  );
}

/**
 * What a phone home shows until its sections' code arrives: the banner box, the category grid's boxes
 * and `children` (the area's own static section) at their final places.
 */
export function HomeSkeleton({ children }: { children?: ReactNode }) {
  return (
    <>
      <BannerBox />
      <section className="pm-section" aria-hidden="true">
        <div className="mg-shortcuts">
          {Array.from({ length: SHORTCUT_BOXES }, (_, i) => (
            <span key={i} className="mg-shortcuts__item">
              <span className="mg-shortcuts__icon mg-shortcuts__icon--empty" />
              <span className="mg-shortcuts__name" />
            </span>
          ))}
        </div>
      </section>
      {children}
    </>
  );
}
