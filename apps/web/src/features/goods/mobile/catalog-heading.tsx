import { Link } from 'react-router';
import { useCatalogTree } from '../api/catalog-tree';
import { catalogChain } from '../model/catalog-chain';

/** The category a list shows, with the categories above it as links (五金工具 / 手动工具 / 螺丝刀). */
export function CatalogHeading({ id, hrefFor }: { id: string; hrefFor: (id: string) => string }) {
  const tree = useCatalogTree();
  const chain = catalogChain(tree.data ?? [], id);
  if (chain.length === 0) return null;
  return (
    <nav className="mg-list__heading" aria-label="当前分类">
      {chain.map((c, i) => (
        <span key={c.id}>
          {i > 0 && ' / '}
          {i === chain.length - 1 ? <b>{c.name}</b> : <Link to={hrefFor(c.id)}>{c.name}</Link>}
        </span>
      ))}
    </nav>
  );
}
