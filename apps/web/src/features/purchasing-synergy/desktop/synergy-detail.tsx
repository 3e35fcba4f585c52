import { useState } from 'react';
import { Button, Descriptions, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import type { SynergyAction, SynergyLine, SynergySent } from '@pm/contract/purchasing-synergy';
import { notify } from '@/lib/notify';
import { QueryError } from '@/ui/desktop/query-error';
import { useCloseSynergy } from '../api/synergy-close';
import { useSynergyDetail } from '../api/synergy-detail';
import { useEndSynergyEarly } from '../api/synergy-early-dead';
import { useRemoveSynergyItem } from '../api/synergy-item-remove';
import { useUpdateSynergyItem } from '../api/synergy-item-update';
import { useSaveSynergyItems } from '../api/synergy-items-save';
import { useJoinSynergy } from '../api/synergy-join';
import { useSendSynergy } from '../api/synergy-send';
import {
  actionLabel,
  cartLines,
  confirmText,
  lineSpec,
  linesByMember,
  money,
  SYNERGY_STATUS_COLOR,
} from '../model/synergy-view';

function OwnLineTools({ line }: { line: SynergyLine }) {
  const update = useUpdateSynergyItem();
  const remove = useRemoveSynergyItem();
  return (
    <Space>
      <InputNumber
        min={1}
        size="small"
        defaultValue={line.quantity}
        aria-label={`${line.name} 数量`}
        onBlur={(e) => {
          const v = Number(e.target.value);
          if (Number.isInteger(v) && v > 0 && v !== line.quantity)
            update.mutate({ id: line.id, version: line.version, quantity: v });
        }}
      />
      <Button
        size="small"
        danger
        type="link"
        onClick={() => remove.mutate({ id: line.id, version: line.version })}
      >
        删除
      </Button>
    </Space>
  );
}

/**
 * 协同采购详情 on the desktop: members, lines per member (own lines edited while open), a free-text line
 * added (catalog goods come from the goods pages' 加入协同采购单), 加入, and the owner's 发送到购物车
 * (chosen goods lines), 提前结束, 关闭, confirmed first.
 */
export function SynergyDetailView({ id, onSent }: { id: string; onSent: (sent: SynergySent) => void }) {
  // the confirmations render here (the app has no antd <App> whose useApp() would hold them)
  const [modal, confirmHolder] = Modal.useModal();
  const q = useSynergyDetail(id);
  const join = useJoinSynergy();
  const add = useSaveSynergyItems();
  const send = useSendSynergy();
  const early = useEndSynergyEarly();
  const close = useCloseSynergy();
  const [excluded, setExcluded] = useState<string[]>([]);
  if (q.isPending) return <div aria-busy="true">加载中…</div>;
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const canSend = d.actions.includes('send');
  const sendable = cartLines(d).filter((l) => l.sentTo === null);
  const picked = sendable.filter((l) => !excluded.includes(l.id)).map((l) => l.id);

  const run = (action: SynergyAction) =>
    void modal.confirm({
      title: `${actionLabel(action)}协同采购单`,
      content: confirmText(action, d, picked.length),
      okText: actionLabel(action),
      cancelText: '取消',
      onOk: async () => {
        const input = { id: d.id, version: d.version };
        if (action === 'send') {
          const sent = await send.mutateAsync({ ...input, lineIds: picked, target: 'cart' });
          notify(`已将 ${sent.sent} 条明细加入购物车`, 'success');
          onSent(sent);
        } else if (action === 'earlyDead') await early.mutateAsync(input);
        else await close.mutateAsync(input);
      },
    });

  return (
    <div>
      {confirmHolder}
      <Descriptions
        bordered
        size="small"
        column={2}
        items={[
          { key: 'name', label: '采购单', children: d.name },
          {
            key: 'status',
            label: '状态',
            children: <Tag color={SYNERGY_STATUS_COLOR[d.status]}>{d.statusText}</Tag>,
          },
          { key: 'code', label: '编号', children: d.code },
          { key: 'owner', label: '发起人', children: d.ownerName },
          { key: 'members', label: '成员', children: d.members.map((m) => m.name).join('、') },
          { key: 'amount', label: '合计', children: money(d.amount) },
          { key: 'remarks', label: '备注', children: d.remarks || '—', span: 2 },
        ]}
      />
      <Space style={{ margin: '12px 0' }}>
        {d.canJoin && (
          <Button type="primary" loading={join.isPending} onClick={() => join.mutate(d.id)}>
            加入协同采购
          </Button>
        )}
        {canSend && (
          <Button type="primary" danger disabled={picked.length === 0} onClick={() => run('send')}>
            发送到购物车（{picked.length}）
          </Button>
        )}
        {d.actions.includes('earlyDead') && <Button onClick={() => run('earlyDead')}>提前结束</Button>}
        {d.actions.includes('close') && <Button onClick={() => run('close')}>关闭</Button>}
      </Space>
      {linesByMember(d).map(({ member, lines, amount }) => (
        <section key={member.userId} aria-label={`${member.name}的明细`} style={{ marginBottom: 16 }}>
          <h4>
            {member.name}
            {member.isOwner ? '（发起人）' : ''} · {lines.length} 条 · {money(amount)}
          </h4>
          <Table<SynergyLine>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={lines}
            tableLayout="fixed"
            locale={{ emptyText: '还没有添加明细' }}
            rowSelection={
              canSend
                ? {
                    selectedRowKeys: lines.filter((l) => picked.includes(l.id)).map((l) => l.id),
                    getCheckboxProps: (l) => ({ disabled: l.goodsId === null || l.sentTo !== null }),
                    onSelect: (l, on) =>
                      setExcluded(on ? excluded.filter((x) => x !== l.id) : [...excluded, l.id]),
                    hideSelectAll: true,
                  }
                : undefined
            }
            columns={[
              {
                title: '商品',
                key: 'name',
                render: (_v, l) => (
                  <>
                    {l.name} {l.goodsId === null && <Tag>自由填写</Tag>}
                    {l.sentTo && (
                      <Tag color="green">{l.sentTo === 'cart' ? '已加入购物车' : '已转采购计划'}</Tag>
                    )}
                    <div style={{ color: '#999', fontSize: 12 }}>{lineSpec(l)}</div>
                  </>
                ),
              },
              { title: '单价', key: 'price', width: 110, render: (_v, l) => money(l.price) },
              {
                title: '数量',
                key: 'quantity',
                width: 190,
                render: (_v, l) => (d.canEdit && l.mine ? <OwnLineTools line={l} /> : l.quantity),
              },
              { title: '金额', key: 'amount', width: 120, render: (_v, l) => money(l.amount) },
              {
                title: '备注',
                dataIndex: 'remark',
                width: 160,
                render: (r: string) => r || <span style={{ color: '#bbb' }}>—</span>,
              },
            ]}
          />
        </section>
      ))}
      {d.canEdit && (
        <section aria-label="添加明细" style={{ marginTop: 8 }}>
          <h4>添加明细</h4>
          <Typography.Paragraph type="secondary">
            商城商品请在商品详情页点击“加入协同采购单”；商城没有的物品可在此自由填写（只能发送到采购计划）。
          </Typography.Paragraph>
          <Form
            layout="inline"
            onFinish={(v: { name: string; spec?: string; unit: string; quantity: number }) =>
              add.mutate({
                billId: d.id,
                lines: [
                  {
                    name: v.name.trim(),
                    spec: (v.spec ?? '').trim(),
                    unit: v.unit.trim(),
                    quantity: v.quantity,
                  },
                ],
              })
            }
            initialValues={{ quantity: 1 }}
          >
            <Form.Item
              name="name"
              label="品名"
              rules={[{ required: true, whitespace: true, message: '请填写品名' }]}
            >
              <Input placeholder="如：劳保手套（加厚）" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="spec" label="规格">
              <Input placeholder="选填" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item
              name="unit"
              label="单位"
              rules={[{ required: true, whitespace: true, message: '请填写单位' }]}
            >
              <Input placeholder="如：双" style={{ width: 72 }} />
            </Form.Item>
            <Form.Item name="quantity" label="数量" rules={[{ required: true, message: '请填写数量' }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              添加明细
            </Button>
          </Form>
        </section>
      )}
    </div>
  );
}
