import { pictureSrc } from '@pm/contract/picture';
import { goodsPictureAlt, PHONE_PICTURE_CSS } from '@/ui/mobile/first-screen';
import { useNearScreen } from '@/ui/mobile/use-near-screen';
import { useSnapIndex } from '@/ui/mobile/use-snap-index';

/** One picture of the strip: the first two at once, the others once swiped near (useNearScreen). */
function Slide({ src, alt, i, total }: { src: string; alt: string; i: number; total: number }) {
  const picture = useNearScreen<HTMLDivElement>(i < 2);
  return (
    <div
      ref={picture.ref}
      className="mg-gallery__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${i + 1} / ${total}`}
    >
      {src && picture.near && (
        <img
          src={pictureSrc(src, PHONE_PICTURE_CSS.gallery)}
          alt={alt}
          width={400}
          height={400}
          fetchPriority={i === 0 ? 'high' : undefined}
          decoding={i === 0 ? 'sync' : 'async'}
          draggable={false}
        />
      )}
    </div>
  );
}

/**
 * The detail page's pictures: a square strip that snaps picture by picture (native scrolling, no
 * gesture library; the box is square before any picture arrives), the first two pictures at once, the
 * others once swiped near, and n / total in the corner. The strip takes the keyboard's arrows once focused.
 */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const { ref, index, onScroll } = useSnapIndex<HTMLDivElement>();
  const list = images.length ? images : [''];
  return (
    <div className="mg-gallery" role="region" aria-roledescription="carousel" aria-label={`${name} 商品图片`}>
      <div ref={ref} className="pm-snap" onScroll={onScroll} tabIndex={list.length > 1 ? 0 : undefined}>
        {list.map((src, i) => (
          <Slide key={`${i}-${src}`} src={src} alt={goodsPictureAlt(name, i + 1)} i={i} total={list.length} />
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
