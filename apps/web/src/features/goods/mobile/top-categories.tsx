import { Link } from 'react-router';
import type { CatalogNode } from '@pm/contract/goods';
import { SquarePicture } from '@/ui/mobile/square-picture';
import { useCatalogTree } from '../api/catalog-tree';
import { RightIcon } from '@/ui/mobile/icons';
import './category.css';
import { LazyQueryError } from './lazy-query-error';

/** The top categories as a list: icon, name, goods on sale and the first sub-categories. */
export function TopCategories({ hrefFor }: { hrefFor: (node: CatalogNode) => string }) {
  const tree = useCatalogTree();
  if (tree.isError) return <LazyQueryError error={tree.error} onRetry={() => void tree.refetch()} />;
  return (
    <ul className="mg-tops" aria-busy={tree.isPending} aria-label="商品分类">
      {tree.isPending
        ? Array.from({ length: 8 }, (_, i) => (
            <li key={i} aria-hidden="true">
              <span className="mg-tops__item">
                <span className="mg-tops__icon mg-shortcuts__icon--empty" />
              </span>
            </li>
          ))
        : (tree.data ?? []).map((c) => (
            <li key={c.id}>
              <Link to={hrefFor(c)} className="mg-tops__item">
                <SquarePicture className="mg-tops__icon" src={c.icon} size={44} eager />
                <span className="mg-tops__text">
                  <span className="mg-tops__name">
                    {c.name}
                    <small>{c.goodsCount} 件商品</small>
                  </span>
                  <span className="mg-tops__subs">{c.children.map((s) => s.name).join(' · ')}</span>
                </span>
                <RightIcon />
              </Link>
            </li>
          ))}
    </ul>
  );
}
