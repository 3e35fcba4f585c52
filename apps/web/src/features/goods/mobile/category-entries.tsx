import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  BoltIcon,
  ChipIcon,
  DropIcon,
  FileIcon,
  GaugeIcon,
  ListIcon,
  ShieldIcon,
  WrenchIcon,
} from '@/ui/mobile/icons';
import './category-entries.css';

/** The main procurement categories shown as entries on the mobile home pages (category words, no goods). */
export const CATEGORY_ENTRIES: { name: string; Icon: ComponentType; color: string }[] = [
  { name: '办公用品', Icon: FileIcon, color: '#4e8cff' },
  { name: '五金工具', Icon: WrenchIcon, color: '#ff8a3d' },
  { name: '劳保用品', Icon: ShieldIcon, color: '#22b07d' },
  { name: '电工电料', Icon: BoltIcon, color: '#f5b400' },
  { name: '清洁用品', Icon: DropIcon, color: '#2fb5d6' },
  { name: '工控配件', Icon: ChipIcon, color: '#8a63f0' },
  { name: '仪器仪表', Icon: GaugeIcon, color: '#e4393c' },
];

export interface CategoryEntriesProps {
  /** Where a category word leads (a goods list or search filtered by the word). */
  hrefFor: (name: string) => string;
  /** The full category page. */
  allHref: string;
}

/** A 4-column grid of category entries plus 全部分类. */
export function CategoryEntries({ hrefFor, allHref }: CategoryEntriesProps) {
  return (
    <nav className="pm-cat-grid" aria-label="商品分类">
      {CATEGORY_ENTRIES.map(({ name, Icon, color }) => (
        <Link key={name} to={hrefFor(name)} className="pm-cat-grid__item">
          <span className="pm-cat-grid__icon" style={{ background: color }}>
            <Icon />
          </span>
          <span className="pm-cat-grid__name">{name}</span>
        </Link>
      ))}
      <Link to={allHref} className="pm-cat-grid__item">
        <span className="pm-cat-grid__icon" style={{ background: '#6b7280' }}>
          <ListIcon />
        </span>
        <span className="pm-cat-grid__name">全部分类</span>
      </Link>
    </nav>
  );
}
