import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AppstoreOutline,
  CheckShieldOutline,
  CompassOutline,
  FileOutline,
  SetOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import './category-entries.css';

function BoltIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" strokeLinejoin="round" />
    </svg>
  );
}

function DropIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <path d="M12 3c3.5 4.3 6 7.6 6 10.6A6 6 0 0 1 6 13.6C6 10.6 8.5 7.3 12 3Z" strokeLinejoin="round" />
      <path d="M9.5 14.5a2.6 2.6 0 0 0 2.5 2.3" strokeLinecap="round" />
    </svg>
  );
}

/** The main procurement categories shown as entries on the mobile home pages (category words, no goods). */
export const CATEGORY_ENTRIES: { name: string; icon: ReactNode; color: string }[] = [
  { name: '办公用品', icon: <FileOutline />, color: '#4e8cff' },
  { name: '五金工具', icon: <SetOutline />, color: '#ff8a3d' },
  { name: '劳保用品', icon: <CheckShieldOutline />, color: '#22b07d' },
  { name: '电工电料', icon: <BoltIcon />, color: '#f5b400' },
  { name: '清洁用品', icon: <DropIcon />, color: '#2fb5d6' },
  { name: '工控配件', icon: <AppstoreOutline />, color: '#8a63f0' },
  { name: '仪器仪表', icon: <CompassOutline />, color: '#e4393c' },
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
      {CATEGORY_ENTRIES.map((c) => (
        <Link key={c.name} to={hrefFor(c.name)} className="pm-cat-grid__item">
          <span className="pm-cat-grid__icon" style={{ background: c.color }}>
            {c.icon}
          </span>
          <span className="pm-cat-grid__name">{c.name}</span>
        </Link>
      ))}
      <Link to={allHref} className="pm-cat-grid__item">
        <span className="pm-cat-grid__icon" style={{ background: '#6b7280' }}>
          <UnorderedListOutline />
        </span>
        <span className="pm-cat-grid__name">全部分类</span>
      </Link>
    </nav>
  );
}
