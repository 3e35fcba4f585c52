/**
 * The cart as the desktop and phone cart screens edit it: the list for a delivery area, and choosing,
 * re-counting and deleting lines. One change runs at a time: while it runs, or while the list reloads
 * after it, `busy` is true and the screens disable their controls. Failures were already told (toast).
 * No UI kit.
 */
import { useState } from 'react';
import { useDeleteCartLines, useSelectCartLines, useUpdateCartNum } from '../api/cart-change';
import { useCartList } from '../api/cart-list';

export interface CartEditor {
  cart: ReturnType<typeof useCartList>;
  busy: boolean;
  /** Chooses or unchooses these lines (nothing when none). */
  select: (ids: string[], selected: boolean) => void;
  /** 全选 of the whole cart, as the server decides it. */
  selectAll: (selected: boolean) => void;
  setNum: (id: string, num: number) => void;
  remove: (ids: string[]) => void;
}

export function useCartEditor(divisionCode: string): CartEditor {
  const cart = useCartList(divisionCode);
  const update = useUpdateCartNum();
  const del = useDeleteCartLines();
  const sel = useSelectCartLines();
  const [pending, setPending] = useState(false);
  const run = (p: Promise<unknown>) => {
    setPending(true);
    p.catch(() => undefined).finally(() => setPending(false));
  };
  return {
    cart,
    busy: pending || cart.isFetching,
    select: (ids, selected) => {
      if (ids.length > 0) run(sel.mutateAsync({ ids: ids.join(','), selected }));
    },
    selectAll: (selected) => run(sel.mutateAsync({ all: true, selected })),
    setNum: (id, num) => run(update.mutateAsync({ id, num })),
    remove: (ids) => run(del.mutateAsync(ids)),
  };
}
