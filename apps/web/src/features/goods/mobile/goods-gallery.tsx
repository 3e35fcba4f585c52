import { goodsPictureAlt } from '@/ui/mobile/first-screen';
import { useSnapIndex } from '@/ui/mobile/use-snap-index';

/**
 * The detail page's pictures: a square strip that snaps picture by picture (native scrolling, no
 * gesture library; the box is square before any picture arrives), the first picture at once, the others
 * lazily, and n / total in the corner. The strip takes the keyboard's arrows once focused.
 */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const { ref, index, onScroll } = useSnapIndex<HTMLDivElement>();
  const list = images.length ? images : [''];
  return (
    <div className="mg-gallery" role="region" aria-roledescription="carousel" aria-label={`${name} 商品图片`}>
      <div ref={ref} className="pm-snap" onScroll={onScroll} tabIndex={list.length > 1 ? 0 : undefined}>
        {list.map((src, i) => (
          <div
            key={`${i}-${src}`}
            className="mg-gallery__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${list.length}`}
          >
            {src && (
              <img
                src={src}
                alt={goodsPictureAlt(name, i + 1)}
                width={400}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
                draggable={false}
              />
            )}
          </div>
        ))}
      </div>
      {list.length > 1 && (
        <span className="mg-gallery__count" aria-live="polite">
          {index + 1} / {list.length}
        </span>
      )}
    </div>
  );
}
