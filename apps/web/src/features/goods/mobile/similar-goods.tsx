import { useGoodsRecommend } from '../api/goods-recommend';
import { MobileGoodsCard } from './goods-card';

/** 相似商品推荐 of a detail page: a horizontal strip (nothing when there are none or they fail). */
export function SimilarGoods({
  id,
  divisionCode,
  hrefOf,
}: {
  id: string;
  divisionCode: string;
  hrefOf: (id: string) => string;
}) {
  const { data, isError } = useGoodsRecommend(id, 10, divisionCode);
  if (isError || (data && data.length === 0)) return null;
  return (
    <section className="mg-detail__card mg-detail__similar" aria-labelledby="mg-similar">
      <h2 className="mg-detail__h2" id="mg-similar">
        相似商品推荐
      </h2>
      <div className="mg-strip mg-strip--flush">
        {data
          ? data.map((g) => <MobileGoodsCard key={g.id} goods={g} href={hrefOf(g.id)} compact />)
          : Array.from({ length: 3 }, (_, i) => (
              <span key={i} className="mg-card mg-card--skeleton" aria-hidden="true">
                <span className="mg-card__img" />
              </span>
            ))}
      </div>
    </section>
  );
}
