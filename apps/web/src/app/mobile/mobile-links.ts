import type { GoodsLinks } from '@/features/goods/mobile/links';

/** The addresses of one mobile area's goods screens. */
export interface MobileLinks extends GoodsLinks {
  /** The checkout of the cart's selected lines (立即购买 goes there). */
  settlement: string;
}
