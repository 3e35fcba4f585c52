import { Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useSynergyGetContainItem } from '../api/synergy-get-contain-item';
import { useSaveSynergyItems } from '../api/synergy-items-save';
import { useSynergyListContainItem } from '../api/synergy-list-contain-item';

/**
 * 加入协同采购单 for the desktop goods detail: a dropdown of my open lists (marking those that already hold
 * the goods) adding `quantity` of it to the chosen one; the lists that contain it show in a tooltip.
 */
export function AddToSynergy({ goodsId, quantity = 1 }: { goodsId: string; quantity?: number }) {
  const [open, setOpen] = useState(false);
  const lists = useSynergyListContainItem(goodsId, open);
  const holding = useSynergyGetContainItem(goodsId);
  const add = useSaveSynergyItems();
  const items = (lists.data ?? []).map((l) => ({
    key: l.id,
    label: `${l.name}${l.contains ? `（已含 ${l.quantity}）` : ''}`,
  }));
  const held = holding.data ?? [];
  return (
    <Tooltip
      title={held.length ? `已在：${held.map((l) => `${l.name}（${l.statusText}）`).join('、')}` : undefined}
    >
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        menu={{
          items: items.length
            ? items
            : [{ key: 'none', label: lists.isPending ? '加载中…' : '没有协同中的采购单', disabled: true }],
          onClick: ({ key }) => {
            const l = lists.data?.find((x) => x.id === key);
            if (!l) return;
            add.mutate(
              { billId: l.id, lines: [{ goodsId, quantity }] },
              { onSuccess: () => notify(`已加入「${l.name}」`, 'success') },
            );
          },
        }}
      >
        <Button loading={add.isPending}>
          加入协同采购单{held.length ? `（已在 ${held.length} 单）` : ''}
        </Button>
      </Dropdown>
    </Tooltip>
  );
}
