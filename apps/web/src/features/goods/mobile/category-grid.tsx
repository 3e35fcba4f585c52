import { Link } from 'react-router';
import type { CatalogNode } from '@pm/contract/goods';
import { SquarePicture } from '@/ui/mobile/square-picture';
import { useCatalogTree } from '../api/catalog-tree';
import { ListIcon } from '@/ui/mobile/icons';
import './category.css';

/** Shortcuts shown on a home page: the first nine top categories and 全部分类 (two rows of five). */
const SHORTCUTS = 9;

/**
 * The home page's category shortcuts: the front catalog's top categories with their icons (the box is
 * reserved while the catalog loads). A failed catalog still leaves 全部分类.
 */
export function CategoryShortcuts({
  hrefFor,
  allHref,
}: {
  hrefFor: (node: CatalogNode) => string;
  allHref: string;
}) {
  const tree = useCatalogTree();
  const tops = (tree.data ?? []).slice(0, SHORTCUTS);
  return (
    <nav className="mg-shortcuts" aria-label="商品分类" aria-busy={tree.isPending}>
      {tree.isPending
        ? Array.from({ length: SHORTCUTS }, (_, i) => (
            <span key={i} className="mg-shortcuts__item" aria-hidden="true">
              <span className="mg-shortcuts__icon mg-shortcuts__icon--empty" />
              <span className="mg-shortcuts__name">&nbsp;</span>
            </span>
          ))
        : tops.map((c) => (
            <Link key={c.id} to={hrefFor(c)} className="mg-shortcuts__item">
              <SquarePicture className="mg-shortcuts__icon" src={c.icon} size={40} eager />
              <span className="mg-shortcuts__name">{c.name}</span>
            </Link>
          ))}
      <Link to={allHref} className="mg-shortcuts__item">
        <span className="mg-shortcuts__icon mg-shortcuts__icon--all">
          <ListIcon />
        </span>
        <span className="mg-shortcuts__name">全部分类</span>
      </Link>
    </nav>
  );
}
