import { useMaterialPublished } from '../api/material-published';

/** The phone goods detail's 商品卖点: the approved selling points only. */
export function MobilePublishedPoints({ goodsId }: { goodsId: string }) {
  const published = useMaterialPublished({ goodsId });
  const points = published.data?.sellingPoints ?? [];
  if (!points.length) return null;
  return (
    <div data-testid="published-points" style={{ marginTop: 12 }}>
      <h2 className="mg-detail__h2">商品卖点</h2>
      <ul style={{ margin: '4px 0 0', paddingLeft: 18, lineHeight: 1.8, fontSize: 14 }}>
        {points.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
