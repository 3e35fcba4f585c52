import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@pm/contract/mall';
import { pictureSet } from '@pm/contract/picture';
import { DESKTOP_PICTURE_CSS } from '@/ui/desktop/first-pictures';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import './mall.css';

const INTERVAL_MS = 5000;

/** An in-app link of a banner ('/shop/list?…'); anything else stays a plain link. */
function BannerLink({ link, children, label }: { link: string; children: ReactNode; label: string }) {
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} className="pm-banner__slide-link" aria-label={label}>
        {children}
      </Link>
    );
  }
  return <div className="pm-banner__slide-link">{children}</div>;
}

/**
 * The home banners: one at a time, turning every 5 s (paused while the pointer is over them, and not at
 * all for a user who prefers less motion), with
 * dots and arrows. The first image loads at once (it is the largest thing of the first screen).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(t);
  }, [paused, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  return (
    <div
      className="pm-banner"
      role="region"
      aria-roledescription="carousel"
      aria-label="商城活动"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banners.map((b, i) => (
        <div
          key={b.id}
          className={i === current ? 'pm-banner__slide is-on' : 'pm-banner__slide'}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${count}`}
          aria-hidden={i !== current}
        >
          <BannerLink link={b.link} label={b.title}>
            <img
              {...pictureSet(b.image, DESKTOP_PICTURE_CSS.banner)}
              alt={b.title}
              width={DESKTOP_PICTURE_CSS.banner}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding={i === 0 ? 'sync' : 'async'}
              {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
            />
          </BannerLink>
        </div>
      ))}
      {count > 1 && (
        <>
          <button
            type="button"
            className="pm-banner__arrow pm-banner__arrow--prev"
            aria-label="上一张"
            onClick={() => setIndex((current - 1 + count) % count)}
          >
            ‹
          </button>
          <button
            type="button"
            className="pm-banner__arrow pm-banner__arrow--next"
            aria-label="下一张"
            onClick={() => setIndex((current + 1) % count)}
          >
            ›
          </button>
          <div className="pm-banner__dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={i === current ? 'is-on' : undefined}
                aria-label={`第 ${i + 1} 张：${b.title}`}
                aria-current={i === current}
                onMouseEnter={() => setIndex(i)}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
