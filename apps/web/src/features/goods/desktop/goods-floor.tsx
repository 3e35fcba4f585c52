import { Link } from 'react-router';
import type { Floor } from '@pm/contract/mall';
import { EMPTY_FILTER, listPathOf } from '../model/list-filter';
import { catalogPath } from './category-menu';
import { GoodsCardItem } from './goods-card';
import { GoodsPicture } from './goods-picture';
import './goods.css';

/** Floor colours, by position: deep industrial tones. */
const TONES = ['#c81623', '#1f5fbf', '#0f8a6c', '#d4620a', '#5b3fb3', '#2b6f8f', '#9a2b6a', '#48723a'];

/**
 * One home floor: a top category with its sub-categories and brands on the side and its featured
 * goods (8) beside them.
 */
export function GoodsFloor({ floor, index }: { floor: Floor; index: number }) {
  const tone = TONES[index % TONES.length];
  return (
    <section className="pm-floor" aria-labelledby={`floor-${floor.id}`}>
      <header className="pm-floor__head">
        <span className="pm-floor__no" style={{ background: tone }}>
          {index + 1}F
        </span>
        <h2 id={`floor-${floor.id}`}>{floor.name}</h2>
        <nav className="pm-floor__subs" aria-label={`${floor.name}分类`}>
          {floor.subCatalogs.slice(0, 6).map((c) => (
            <Link key={c.id} to={catalogPath(c.name)}>
              {c.name}
            </Link>
          ))}
          <Link to={catalogPath(floor.name)} className="pm-floor__more">
            更多 ›
          </Link>
        </nav>
      </header>
      <div className="pm-floor__body">
        <aside className="pm-floor__side" style={{ background: tone }}>
          <Link to={catalogPath(floor.name)} className="pm-floor__title">
            {floor.name}
          </Link>
          <p className="pm-floor__slogan">品质工业品 · 企业协议价</p>
          <ul className="pm-floor__chips">
            {floor.subCatalogs.slice(0, 8).map((c) => (
              <li key={c.id}>
                <Link to={catalogPath(c.name)}>{c.name}</Link>
              </li>
            ))}
          </ul>
          {floor.brands.length > 0 && (
            <ul className="pm-floor__brands" aria-label="品牌">
              {floor.brands.slice(0, 6).map((b) => (
                <li key={b.id}>
                  <Link
                    to={listPathOf({ ...EMPTY_FILTER, catalog: floor.name, brandIds: [b.id] })}
                    title={b.nameEn ? `${b.nameCn} ${b.nameEn}` : b.nameCn}
                  >
                    {b.logo ? <GoodsPicture src={b.logo} alt={b.nameCn} width={80} height={32} /> : b.nameCn}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </aside>
        <div className="pm-floor__goods">
          {floor.goods.slice(0, 8).map((g) => (
            <GoodsCardItem key={g.id} goods={g} size="small" />
          ))}
        </div>
      </div>
    </section>
  );
}
