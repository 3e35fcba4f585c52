import { useState } from 'react';
import { Swiper } from 'antd-mobile';

/**
 * The detail page's pictures: a square antd-mobile Swiper (the box is square before any picture
 * arrives), the first picture at once, the others lazily, and n / total in the corner.
 */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const list = images.length ? images : [''];
  return (
    <div className="mg-gallery" aria-roledescription="carousel" aria-label={`${name} 商品图片`}>
      <Swiper
        indicator={false}
        onIndexChange={setIndex}
        style={{ '--height': '100%', '--width': '100%' }}
        className="mg-gallery__swiper"
      >
        {list.map((src, i) => (
          <Swiper.Item key={`${i}-${src}`}>
            <div className="mg-gallery__slide">
              {src && (
                <img
                  src={src}
                  alt={`${name} 图${i + 1}`}
                  width={400}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                  draggable={false}
                />
              )}
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
      {list.length > 1 && (
        <span className="mg-gallery__count" aria-live="polite">
          {index + 1} / {list.length}
        </span>
      )}
    </div>
  );
}
