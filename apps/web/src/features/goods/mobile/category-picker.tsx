import { useState } from 'react';
import { SideBar } from 'antd-mobile';
import { Link } from 'react-router';
import type { CatalogNode } from '@pm/contract/goods';
import { SquarePicture } from '@/ui/mobile/square-picture';
import { useCatalogTree } from '../api/catalog-tree';
import { RightIcon } from '@/ui/mobile/icons';
import './category.css';
import { LazyQueryError } from './lazy-query-error';

function Sub({ node, hrefFor }: { node: CatalogNode; hrefFor: (node: CatalogNode) => string }) {
  return (
    <section className="mg-cat__sub" aria-labelledby={`mg-cat-${node.id}`}>
      <h3 className="mg-cat__sub-title" id={`mg-cat-${node.id}`}>
        <span>{node.name}</span>
        <Link to={hrefFor(node)} className="mg-cat__sub-all" aria-label={`${node.name}全部商品`}>
          全部
          <RightIcon />
        </Link>
      </h3>
      <div className="mg-cat__leaves">
        {(node.children.length ? node.children : [node]).map((leaf) => (
          <Link key={leaf.id} to={hrefFor(leaf)} className="mg-cat__leaf">
            <SquarePicture src={leaf.icon} size={48} />
            <span>{leaf.name}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

/**
 * The two-pane category picker: top categories on the left, the chosen one's sub-categories and their
 * categories on the right; every category leads to its goods (`hrefFor`).
 */
export function CategoryPicker({
  initialId,
  hrefFor,
}: {
  /** The top category shown first (the first one when absent or unknown). */
  initialId?: string;
  hrefFor: (node: CatalogNode) => string;
}) {
  const tree = useCatalogTree();
  const [chosen, setChosen] = useState(initialId ?? '');

  if (tree.isError) return <LazyQueryError error={tree.error} onRetry={() => void tree.refetch()} />;
  const tops = tree.data ?? [];
  const active = tops.find((t) => t.id === chosen) ?? tops[0];

  return (
    <div className="mg-cat">
      {/* focusable: the list scrolls on its own, also from the keyboard */}
      <nav className="mg-cat__side" aria-label="一级分类" tabIndex={0}>
        {tree.isPending ? (
          <div className="mg-cat__side-skeleton" aria-hidden="true" />
        ) : (
          <SideBar activeKey={active?.id ?? null} onChange={setChosen}>
            {tops.map((t) => (
              <SideBar.Item key={t.id} title={t.name} />
            ))}
          </SideBar>
        )}
      </nav>
      <div className="mg-cat__main" aria-busy={tree.isPending}>
        {active && (
          <>
            <Link to={hrefFor(active)} className="mg-cat__banner">
              <span>查看“{active.name}”全部商品</span>
              <span className="mg-cat__count">{active.goodsCount} 件</span>
            </Link>
            {active.children.map((sub) => (
              <Sub key={sub.id} node={sub} hrefFor={hrefFor} />
            ))}
          </>
        )}
      </div>
    </div>
  );
}
