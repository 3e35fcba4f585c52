import { useState } from 'react';
import { pictureSet } from '@pm/contract/picture';
import { DESKTOP_PICTURE_CSS } from '@/ui/desktop/first-pictures';
import './detail.css';

/** The detail gallery: the main image and a row of thumbnails (pointing at one shows it). */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const list = images.filter(Boolean);
  const current = list[Math.min(index, list.length - 1)];
  return (
    <div className="pm-gallery">
      <div className="pm-gallery__main">
        {current ? (
          <img
            {...pictureSet(current, DESKTOP_PICTURE_CSS.gallery)}
            alt={name}
            width={DESKTOP_PICTURE_CSS.gallery}
            height={DESKTOP_PICTURE_CSS.gallery}
            fetchPriority="high"
          />
        ) : (
          <span className="pm-gallery__none">暂无图片</span>
        )}
      </div>
      {list.length > 1 && (
        <ul className="pm-gallery__thumbs" aria-label="商品图片">
          {list.slice(0, 6).map((src, i) => (
            <li key={`${i}-${src}`}>
              <button
                type="button"
                className={i === index ? 'is-on' : undefined}
                aria-label={`第 ${i + 1} 张图片`}
                aria-pressed={i === index}
                onMouseEnter={() => setIndex(i)}
                onFocus={() => setIndex(i)}
                onClick={() => setIndex(i)}
              >
                <img {...pictureSet(src, 58)} alt="" width={58} height={58} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
