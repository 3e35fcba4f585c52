import type { GoodsLinks } from '@/features/goods/mobile/links';

/** The addresses of one mobile area's goods screens. */
export interface MobileLinks extends GoodsLinks {
  /** The checkout of the cart's selected lines (立即购买 goes there). */
  settlement: string;
  /** Where purchasing plans are made (the goods detail's 加入采购计划); absent: the area has none. */
  plans?: string;
}
