import type { GoodsSort } from '@pm/contract/goods';
import type { ListFilter, ListView } from '../model/list-filter';
import './list.css';

type Change = (change: Partial<ListFilter>) => void;

const SORTS: { label: string; sorts: GoodsSort[] }[] = [
  { label: '综合', sorts: ['relevance'] },
  { label: '销量', sorts: ['sales'] },
  { label: '价格', sorts: ['priceAsc', 'priceDesc'] },
  { label: '新品', sorts: ['newest'] },
];

function GridIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true">
      <rect x="1" y="1" width="6" height="6" />
      <rect x="9" y="1" width="6" height="6" />
      <rect x="1" y="9" width="6" height="6" />
      <rect x="9" y="9" width="6" height="6" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="currentColor" aria-hidden="true">
      <rect x="1" y="2" width="14" height="3" />
      <rect x="1" y="7" width="14" height="3" />
      <rect x="1" y="12" width="14" height="3" />
    </svg>
  );
}

/**
 * The sort bar: 综合 / 销量 / 价格 (click again to turn the order) / 新品, 仅显示有货, the result count with
 * a small pager, and the grid or list view.
 */
export function ListToolbar({
  filter,
  total,
  pages,
  onChange,
}: {
  filter: ListFilter;
  total: number;
  pages: number;
  onChange: Change;
}) {
  const setView = (view: ListView) => onChange({ view });
  return (
    <div className="pm-toolbar">
      <div className="pm-toolbar__sorts" role="group" aria-label="排序">
        {SORTS.map((s) => {
          const on = s.sorts.includes(filter.sort);
          const isPrice = s.sorts.length === 2;
          const next: GoodsSort = isPrice
            ? filter.sort === 'priceAsc'
              ? 'priceDesc'
              : 'priceAsc'
            : s.sorts[0]!;
          const label =
            isPrice && on ? `价格${filter.sort === 'priceAsc' ? '↑' : '↓'}` : isPrice ? '价格↕' : s.label;
          return (
            <button
              key={s.label}
              type="button"
              className={on ? 'pm-toolbar__sort is-on' : 'pm-toolbar__sort'}
              aria-pressed={on}
              title={isPrice ? (filter.sort === 'priceAsc' ? '价格从高到低' : '价格从低到高') : undefined}
              onClick={() => onChange({ sort: next })}
            >
              {label}
            </button>
          );
        })}
      </div>
      <label className="pm-toolbar__stock">
        <input
          type="checkbox"
          checked={filter.inStock}
          onChange={(e) => onChange({ inStock: e.target.checked })}
        />
        仅显示有货
      </label>
      <span className="pm-toolbar__count">
        共 <em>{total.toLocaleString('zh-CN')}</em> 件商品
      </span>
      <span className="pm-toolbar__pager">
        <b>{Math.min(filter.page, Math.max(pages, 1))}</b>/{Math.max(pages, 1)}
        <button
          type="button"
          aria-label="上一页"
          disabled={filter.page <= 1}
          onClick={() => onChange({ page: filter.page - 1 })}
        >
          ‹
        </button>
        <button
          type="button"
          aria-label="下一页"
          disabled={filter.page >= pages}
          onClick={() => onChange({ page: filter.page + 1 })}
        >
          ›
        </button>
      </span>
      <span className="pm-toolbar__views" role="group" aria-label="显示方式">
        <button
          type="button"
          aria-label="大图"
          aria-pressed={filter.view === 'grid'}
          className={filter.view === 'grid' ? 'is-on' : undefined}
          onClick={() => setView('grid')}
        >
          <GridIcon />
        </button>
        <button
          type="button"
          aria-label="列表"
          aria-pressed={filter.view === 'list'}
          className={filter.view === 'list' ? 'is-on' : undefined}
          onClick={() => setView('list')}
        >
          <ListIcon />
        </button>
      </span>
    </div>
  );
}
