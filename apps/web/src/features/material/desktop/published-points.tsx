import { useMaterialPublished } from '../api/material-published';

/** The goods detail's 商品卖点: the approved selling points only (nothing until an operator approved some). */
export function PublishedPoints({ goodsId }: { goodsId: string }) {
  const published = useMaterialPublished({ goodsId });
  const points = published.data?.sellingPoints ?? [];
  if (!points.length) return null;
  return (
    <div data-testid="published-points" style={{ marginBottom: 16 }}>
      <h2>商品卖点</h2>
      <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 2 }}>
        {points.map((p, i) => (
          <li key={i}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
