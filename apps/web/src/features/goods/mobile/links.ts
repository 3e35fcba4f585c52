/**
 * Where the phone goods screens lead. Each mobile area (m-shop, app-market) passes its own addresses, so
 * the screens are written once.
 */
import type { MobileListFilter } from '../model/mobile-list';

export interface GoodsLinks {
  /** The search screen. */
  search: string;
  /** A goods list of some filters (keyword, category, sort …; the rest default). */
  list: (filter: Partial<MobileListFilter>) => string;
  /** The goods of one category (its id). */
  category: (id: string) => string;
  /** The category picker (all categories), optionally opened at a top category. */
  categories: (topId?: string) => string;
  /** A goods detail. */
  detail: (id: string) => string;
  /** The cart. */
  cart: string;
}
