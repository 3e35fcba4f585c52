import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@pm/contract/mall';
import { pictureSrc } from '@pm/contract/picture';
import { bannerAlt, PHONE_PICTURE_CSS } from '@/ui/mobile/first-screen';
import { useSnapIndex } from '@/ui/mobile/use-snap-index';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { useMallIndex } from '../api/mall-index';
import './banner-strip.css';

/** Seconds between two banners when the buyer does not touch them. */
const AUTOPLAY_MS = 4000;

/**
 * The home banners: a strip that snaps banner by banner (native scrolling, no gesture library) and
 * moves on by itself every 4 s unless touched or the buyer prefers less motion. The 3:1 box is reserved
 * before the data arrives (no layout shift); only the first picture loads at once. `hrefFor` turns a
 * banner's shop link into an address of the area.
 */
export function BannerStrip({ hrefFor }: { hrefFor: (banner: Banner) => string }) {
  const q = useMallIndex();
  const banners = q.data?.banners ?? [];
  const { ref: track, index, onScroll } = useSnapIndex<HTMLDivElement>();
  const touched = useRef(0);

  useEffect(() => {
    const el = track.current;
    if (!el || banners.length < 2 || prefersReducedMotion()) return undefined;
    const timer = window.setInterval(() => {
      if (document.hidden || Date.now() - touched.current < AUTOPLAY_MS * 1.5) return;
      const width = el.clientWidth;
      if (!width) return;
      const next = (Math.round(el.scrollLeft / width) + 1) % banners.length;
      el.scrollTo({ left: next * width, behavior: next === 0 ? 'auto' : 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [banners.length, track]);

  const hold = () => {
    touched.current = Date.now();
  };

  return (
    <section className="mm-banner" aria-roledescription="carousel" aria-label="活动推荐">
      <div
        ref={track}
        className="pm-snap"
        onScroll={onScroll}
        onTouchStart={hold}
        onPointerDown={hold}
        onFocus={hold}
      >
        {banners.length === 0 ? (
          <span className="mm-banner__slide mm-banner__slide--empty" aria-hidden="true" />
        ) : (
          banners.map((b, i) => (
            <Link
              key={b.id}
              to={hrefFor(b)}
              className="mm-banner__slide"
              aria-roledescription="slide"
              aria-label={`${i + 1}/${banners.length}：${b.title}`}
            >
              <img
                src={pictureSrc(b.image, PHONE_PICTURE_CSS.banner)}
                alt={bannerAlt(b)}
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </Link>
          ))
        )}
      </div>
      {banners.length > 1 && (
        <div className="mm-banner__dots" aria-hidden="true">
          {banners.map((b, i) => (
            <i key={b.id} className={i === index ? 'is-on' : ''} />
          ))}
        </div>
      )}
    </section>
  );
}
