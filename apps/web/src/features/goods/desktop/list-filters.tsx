import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { GoodsSearchResult } from '@pm/contract/goods';
import { priceYuanText, priceBandLabel, priceTextToFen, type ListFilter } from '../model/list-filter';
import './list.css';

type Facets = GoodsSearchResult['facets'];
type Change = (change: Partial<ListFilter>) => void;

const BRANDS_SHOWN = 14;

function Row({ label, children, extra }: { label: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="pm-facet">
      <div className="pm-facet__label">{label}</div>
      <div className="pm-facet__values">{children}</div>
      {extra && <div className="pm-facet__extra">{extra}</div>}
    </div>
  );
}

/** Brands: click to add or remove (several may be chosen). */
function BrandRow({ facets, filter, onChange }: { facets: Facets; filter: ListFilter; onChange: Change }) {
  const [more, setMore] = useState(false);
  const chosen = new Set(filter.brandIds);
  const list = facets.brands;
  const shown = more ? list : list.slice(0, BRANDS_SHOWN);
  const toggle = (id: string) =>
    onChange({
      brandIds: chosen.has(id) ? filter.brandIds.filter((b) => b !== id) : [...filter.brandIds, id],
    });
  return (
    <Row
      label="品牌"
      extra={
        list.length > BRANDS_SHOWN ? (
          <button type="button" className="pm-facet__more" onClick={() => setMore(!more)}>
            {more ? '收起' : `更多(${list.length})`}
          </button>
        ) : null
      }
    >
      <ul className="pm-facet__brands" aria-label="品牌">
        {shown.map((b) => (
          <li key={b.id}>
            <label className={chosen.has(b.id) ? 'pm-chip pm-chip--on' : 'pm-chip'} title={b.name}>
              <input type="checkbox" checked={chosen.has(b.id)} onChange={() => toggle(b.id)} />
              <span>{b.name}</span>
              <small>({b.count})</small>
            </label>
          </li>
        ))}
      </ul>
    </Row>
  );
}

function PriceRow({ facets, filter, onChange }: { facets: Facets; filter: ListFilter; onChange: Change }) {
  const [min, setMin] = useState(filter.priceMin);
  const [max, setMax] = useState(filter.priceMax);
  useEffect(() => {
    setMin(filter.priceMin);
    setMax(filter.priceMax);
  }, [filter.priceMin, filter.priceMax]);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onChange({
      priceMin: priceTextToFen(min) === undefined ? '' : min,
      priceMax: priceTextToFen(max) === undefined ? '' : max,
    });
  };
  const bandOn = (lo: number, hi: number | null) =>
    filter.priceMin === priceYuanText(lo) && filter.priceMax === (hi === null ? '' : priceYuanText(hi));
  return (
    <Row label="价格">
      <ul className="pm-facet__links">
        {facets.priceBands
          .filter((p) => p.count > 0)
          .map((p) => (
            <li key={`${p.min}-${p.max}`}>
              <button
                type="button"
                className={bandOn(p.min, p.max) ? 'pm-facet__link is-on' : 'pm-facet__link'}
                onClick={() =>
                  onChange({
                    priceMin: priceYuanText(p.min),
                    priceMax: p.max === null ? '' : priceYuanText(p.max),
                  })
                }
              >
                {priceBandLabel(p.min, p.max)}
                <small>({p.count})</small>
              </button>
            </li>
          ))}
      </ul>
      <form className="pm-facet__price" onSubmit={apply} aria-label="自定义价格区间">
        <input
          inputMode="decimal"
          aria-label="最低价（元）"
          placeholder="¥ 最低"
          value={min}
          maxLength={12}
          onChange={(e) => setMin(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <span>-</span>
        <input
          inputMode="decimal"
          aria-label="最高价（元）"
          placeholder="¥ 最高"
          value={max}
          maxLength={12}
          onChange={(e) => setMax(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <button type="submit">确定</button>
      </form>
    </Row>
  );
}

/**
 * The facets of a result as filters: brands (several), categories, price bands and a price range typed
 * in yuan, with the conditions chosen so far above them.
 */
export function ListFilters({
  facets,
  filter,
  brandNames,
  onChange,
}: {
  facets: Facets;
  filter: ListFilter;
  /** Names of the chosen brands (for the chosen-conditions row). */
  brandNames: Map<string, string>;
  onChange: Change;
}) {
  const chosen: { key: string; label: string; clear: Partial<ListFilter> }[] = [];
  if (filter.catalog) chosen.push({ key: 'c', label: `分类：${filter.catalog}`, clear: { catalog: '' } });
  for (const id of filter.brandIds) {
    chosen.push({
      key: `b${id}`,
      label: `品牌：${brandNames.get(id) ?? id}`,
      clear: { brandIds: filter.brandIds.filter((b) => b !== id) },
    });
  }
  if (filter.priceMin || filter.priceMax) {
    const label = filter.priceMax
      ? `价格：¥${filter.priceMin || '0'}-${filter.priceMax}`
      : `价格：¥${filter.priceMin}以上`;
    chosen.push({ key: 'p', label, clear: { priceMin: '', priceMax: '' } });
  }
  if (filter.inStock) chosen.push({ key: 's', label: '仅看有货', clear: { inStock: false } });

  return (
    <section className="pm-facets" aria-label="筛选条件">
      {chosen.length > 0 && (
        <Row
          label="已选"
          extra={
            <button
              type="button"
              className="pm-facet__more"
              onClick={() =>
                onChange({ catalog: '', brandIds: [], priceMin: '', priceMax: '', inStock: false })
              }
            >
              清除全部
            </button>
          }
        >
          <ul className="pm-facet__chosen">
            {chosen.map((c) => (
              <li key={c.key}>
                <button type="button" onClick={() => onChange(c.clear)} aria-label={`取消 ${c.label}`}>
                  {c.label}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </Row>
      )}
      {facets.brands.length > 0 && <BrandRow facets={facets} filter={filter} onChange={onChange} />}
      {facets.catalogs.length > 0 && (
        <Row label="分类">
          <ul className="pm-facet__links">
            {facets.catalogs.slice(0, 16).map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={c.name === filter.catalog ? 'pm-facet__link is-on' : 'pm-facet__link'}
                  onClick={() => onChange({ catalog: c.name === filter.catalog ? '' : c.name })}
                >
                  {c.name}
                  <small>({c.count})</small>
                </button>
              </li>
            ))}
          </ul>
        </Row>
      )}
      <PriceRow facets={facets} filter={filter} onChange={onChange} />
    </section>
  );
}
