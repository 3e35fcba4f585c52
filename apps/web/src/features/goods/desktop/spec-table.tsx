import type { GoodsDetail } from '@pm/contract/goods';
import { specRows } from '../model/goods-view';

/** 规格参数 of the desktop goods detail: the goods' fields and attributes, its name first. */
export function SpecTable({ goods }: { goods: GoodsDetail }) {
  return (
    <table className="shop-detail__specs">
      <tbody>
        {specRows(goods, { withName: true }).map((r, i) => (
          <tr key={`${i}-${r.name}`}>
            <th scope="row">{r.name}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
