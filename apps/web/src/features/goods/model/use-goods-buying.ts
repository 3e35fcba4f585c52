/**
 * The buying part of a goods detail, desktop and phone: the quantity (starting at the goods' smallest
 * valid one, again when the goods changes), the rule beside it, whether the goods can be bought in the
 * delivery area, which button is running, and 已加入 for a moment after a signed-in add. No UI kit.
 */
import { useEffect, useState } from 'react';
import type { GoodsDetail } from '@pm/contract/goods';
import { minQuantity, quantityHint, type QuantityRule } from '@pm/contract/quantity';
import { useFlash } from '@/lib/use-flash';

export interface GoodsBuying<K extends string> {
  rule: QuantityRule;
  num: number;
  setNum: (n: number) => void;
  /** 5个起订，按2个的倍数购买 ('' when anything goes). */
  hint: string;
  /** Not sold in the delivery area, or delisted: no quantity, no add to cart. */
  blocked: boolean;
  /** More than the area's stock is asked for (the stock is then shown beside the quantity). */
  overStock: boolean;
  /** The button whose call is running. */
  busy: K | null;
  /** The button that just succeeded (shown as 已加入 for a moment). */
  added: K | null;
  /** Runs a button's call with the quantity; a failure was already told (toast). */
  act: (kind: K) => Promise<void>;
}

export function useGoodsBuying<K extends string>(
  goods: Pick<GoodsDetail, 'id' | 'moq' | 'orderMultiple' | 'unit' | 'stock' | 'areaLimited' | 'onSale'>,
  {
    signedIn,
    run,
    confirms,
  }: {
    signedIn: boolean;
    run: (kind: K, num: number) => Promise<unknown>;
    /** Whether a button says 已加入 after it ran (not 立即购买, which leaves the page). */
    confirms: (kind: K) => boolean;
  },
): GoodsBuying<K> {
  const { moq, orderMultiple, unit } = goods;
  const rule: QuantityRule = { moq, orderMultiple, unit };
  const [num, setNum] = useState(() => minQuantity(rule));
  const [busy, setBusy] = useState<K | null>(null);
  const [added, flash] = useFlash<K>();
  useEffect(() => setNum(minQuantity({ moq, orderMultiple })), [goods.id, moq, orderMultiple]);

  const act = async (kind: K) => {
    if (busy) return;
    setBusy(kind);
    try {
      await run(kind, num);
      // a guest's press is kept for after signing in: nothing was added yet
      if (signedIn && confirms(kind)) flash(kind);
    } catch {
      // the call already told the buyer (toast)
    } finally {
      setBusy(null);
    }
  };

  return {
    rule,
    num,
    setNum,
    hint: quantityHint(rule),
    blocked: goods.areaLimited || !goods.onSale,
    overStock: goods.stock > 0 && num > goods.stock && !goods.areaLimited,
    busy,
    added,
    act,
  };
}
