import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CatalogNode } from '@pm/contract/goods';
import './goods.css';

/** The list address of a category: the goods list filtered by the category's name (?catalog=名称). */
export const catalogPath = (name: string) => `/shop/list?catalog=${encodeURIComponent(name)}`;

/**
 * The category mega-menu: the top categories in a column; hovering one opens its second and third
 * levels beside it. `onNavigate` lets a dropdown close after a click.
 */
export function CategoryMenu({
  tree,
  loading,
  failed,
  onNavigate,
  max = 14,
}: {
  tree: CatalogNode[] | undefined;
  loading: boolean;
  failed: boolean;
  onNavigate?: () => void;
  max?: number;
}) {
  const [active, setActive] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // a short delay lets the pointer cross other rows on its way to the flyout
  const hover = (i: number | null) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setActive(i), i === null ? 120 : 60);
  };

  if (loading) {
    return (
      <ul className="pm-cat__skeleton" aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i} />
        ))}
      </ul>
    );
  }
  if (failed || !tree || tree.length === 0) {
    return <p className="pm-cat__empty">{failed ? '商品分类加载失败，请稍后刷新' : '暂无商品分类'}</p>;
  }
  const tops = tree.slice(0, max);
  const open = active !== null ? tops[active] : undefined;

  return (
    <div className="pm-cat" onMouseLeave={() => hover(null)}>
      <ul className="pm-cat__tops">
        {tops.map((c, i) => (
          <li
            key={c.id}
            className={i === active ? 'pm-cat__top pm-cat__top--on' : 'pm-cat__top'}
            onMouseEnter={() => hover(i)}
          >
            <Link to={catalogPath(c.name)} onClick={onNavigate} onFocus={() => setActive(i)}>
              {c.name}
            </Link>
            <span className="pm-cat__subs" aria-hidden="true">
              {c.children
                .slice(0, 2)
                .map((s) => s.name)
                .join(' / ')}
            </span>
          </li>
        ))}
      </ul>
      {open && (
        <div className="pm-cat__flyout" onMouseEnter={() => hover(active)}>
          <div className="pm-cat__flyout-head">
            <Link to={catalogPath(open.name)} onClick={onNavigate}>
              {open.name}
            </Link>
            <span>{open.goodsCount > 0 ? `${open.goodsCount.toLocaleString('zh-CN')} 件商品` : ''}</span>
          </div>
          <dl className="pm-cat__groups">
            {open.children.map((second) => (
              <div key={second.id} className="pm-cat__group">
                <dt>
                  <Link to={catalogPath(second.name)} onClick={onNavigate}>
                    {second.name}
                  </Link>
                </dt>
                <dd>
                  {second.children.map((third) => (
                    <Link key={third.id} to={catalogPath(third.name)} onClick={onNavigate}>
                      {third.name}
                    </Link>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
