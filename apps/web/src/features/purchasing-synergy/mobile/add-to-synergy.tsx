import { useState } from 'react';
import { ActionSheet, Button } from 'antd-mobile';
import { notify } from '@/lib/notify';
import { useSynergyGetContainItem } from '../api/synergy-get-contain-item';
import { useSaveSynergyItems } from '../api/synergy-items-save';
import { useSynergyListContainItem } from '../api/synergy-list-contain-item';

/**
 * 加入协同采购单 for the phone goods detail: a button that lists my open lists (marking those that already
 * hold the goods, through list-contain-item) and adds `quantity` of the goods to the chosen one; under it,
 * which of my lists contain it (get-contain-item).
 */
export function AddToSynergy({ goodsId, quantity = 1 }: { goodsId: string; quantity?: number }) {
  const [open, setOpen] = useState(false);
  const lists = useSynergyListContainItem(goodsId, open);
  const holding = useSynergyGetContainItem(goodsId);
  const add = useSaveSynergyItems();
  const actions = (lists.data ?? []).map((l) => ({
    key: l.id,
    text: `${l.name}${l.contains ? `（已含 ${l.quantity}）` : ''}`,
    onClick: () => {
      setOpen(false);
      add.mutate(
        { billId: l.id, lines: [{ goodsId, quantity }] },
        { onSuccess: () => notify(`已加入「${l.name}」`, 'success') },
      );
    },
  }));
  return (
    <div>
      <Button size="small" fill="outline" loading={add.isPending} onClick={() => setOpen(true)}>
        加入协同采购单
      </Button>
      {(holding.data?.length ?? 0) > 0 && (
        <div style={{ fontSize: 12, color: '#888', marginTop: 4 }}>
          已在：{holding.data!.map((l) => `${l.name}（${l.statusText}）`).join('、')}
        </div>
      )}
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        extra={
          lists.isPending
            ? '加载中…'
            : actions.length === 0
              ? '没有协同中的采购单，请先发起或加入'
              : '选择协同采购单'
        }
        cancelText="取消"
        actions={actions}
      />
    </div>
  );
}
