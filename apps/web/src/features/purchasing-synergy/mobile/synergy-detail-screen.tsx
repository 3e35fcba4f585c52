import { useState } from 'react';
import { Button, Checkbox, Dialog, DotLoading, Stepper, Tag } from 'antd-mobile';
import '@/ui/mobile/react19-render';
import type { SynergyAction, SynergyDetail, SynergyLine, SynergySent } from '@pm/contract/purchasing-synergy';
import { notify } from '@/lib/notify';
import { QueryError } from '@/ui/mobile/query-error';
import { useCloseSynergy } from '../api/synergy-close';
import { useSynergyDetail } from '../api/synergy-detail';
import { useEndSynergyEarly } from '../api/synergy-early-dead';
import { useRemoveSynergyItem } from '../api/synergy-item-remove';
import { useUpdateSynergyItem } from '../api/synergy-item-update';
import { useSaveSynergyItems } from '../api/synergy-items-save';
import { useJoinSynergy } from '../api/synergy-join';
import { useSendSynergy } from '../api/synergy-send';
import { actionLabel, cartLines, confirmText, lineSpec, linesByMember, money } from '../model/synergy-view';
import { SynergyAddLine, type GoodsHit } from './synergy-add-line';
import '@/ui/mobile/mobile-parts.css';
import './synergy-mobile.css';

function LineRow({
  line,
  editable,
  chosen,
  onChoose,
}: {
  line: SynergyLine;
  editable: boolean;
  chosen: boolean | null;
  onChoose: (on: boolean) => void;
}) {
  const update = useUpdateSynergyItem();
  const remove = useRemoveSynergyItem();
  return (
    <div className="pm-syn-line" aria-label={`明细 ${line.name}`}>
      {chosen !== null && <Checkbox checked={chosen} onChange={onChoose} aria-label={`选择 ${line.name}`} />}
      <div className="pm-syn-line__body">
        <div className="pm-syn-line__name">
          {line.name} {line.goodsId === null && <Tag fill="outline">自由填写</Tag>}{' '}
          {line.sentTo && (
            <Tag color="success">{line.sentTo === 'cart' ? '已加入购物车' : '已转采购计划'}</Tag>
          )}
        </div>
        <div className="pm-syn-line__sub">{lineSpec(line)}</div>
        <div className="pm-syn-line__sub">
          {money(line.price)} × {line.quantity} = <span className="pm-syn-price">{money(line.amount)}</span>
          {line.remark && ` · ${line.remark}`}
        </div>
        {editable && line.mine && (
          <div className="pm-syn-line__tools">
            <Stepper
              min={1}
              value={line.quantity}
              disabled={update.isPending}
              onChange={(v) => update.mutate({ id: line.id, version: line.version, quantity: v })}
              aria-label={`${line.name} 数量`}
            />
            <Button
              size="mini"
              fill="none"
              color="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: line.id, version: line.version })}
            >
              删除
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function Header({ d }: { d: SynergyDetail }) {
  return (
    <div className="pm-syn-card">
      <div className="pm-syn-card__head">
        <span className="pm-syn-card__title">{d.name}</span>
        <Tag color={d.status === 'open' ? 'primary' : d.status === 'sent' ? 'success' : 'default'}>
          {d.statusText}
        </Tag>
      </div>
      <div className="pm-syn-card__meta">
        {d.code} · 发起人 {d.ownerName}
      </div>
      {d.remarks && <div className="pm-syn-card__meta">{d.remarks}</div>}
      <div className="pm-syn-card__meta">
        成员：{d.members.map((m) => `${m.name}${m.isOwner ? '（发起人）' : ''}`).join('、')}
      </div>
      <div className="pm-syn-card__meta">
        明细 {d.lineCount} 条 · 合计 <span className="pm-syn-price">{money(d.amount)}</span>
        {d.sentTo && ` · 已发送到${d.sentTo === 'cart' ? '购物车' : `采购计划「${d.sentPlanName}」`}`}
      </div>
    </div>
  );
}

/**
 * 协同采购详情 on a phone: the members, the lines per member (each member edits their own while the list is
 * open), 添加明细 (goods search or free text), 加入 for colleagues, and the owner's 发送 (chosen goods lines
 * into the owner's cart), 提前结束 and 关闭, each confirmed first.
 */
export function SynergyDetailScreen({
  id,
  searchGoods,
  onSent,
}: {
  id: string;
  searchGoods: (keyword: string) => Promise<GoodsHit[]>;
  onSent: (sent: SynergySent) => void;
}) {
  const q = useSynergyDetail(id);
  const join = useJoinSynergy();
  const add = useSaveSynergyItems();
  const send = useSendSynergy();
  const early = useEndSynergyEarly();
  const close = useCloseSynergy();
  // The owner sends every goods line not sent yet, except those unticked.
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());

  if (q.isPending) {
    return (
      <div className="pm-loading" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const detail = q.data;
  const canSend = detail.actions.includes('send');
  const picked = new Set(
    cartLines(detail)
      .filter((l) => l.sentTo === null && !excluded.has(l.id))
      .map((l) => l.id),
  );

  const run = async (action: SynergyAction) => {
    const ok = await Dialog.confirm({
      title: `${actionLabel(action)}协同采购单`,
      content: confirmText(action, detail, picked.size),
      confirmText: actionLabel(action),
      cancelText: '取消',
    });
    if (!ok) return;
    const input = { id: detail.id, version: detail.version };
    if (action === 'send') {
      const sent = await send.mutateAsync({ ...input, lineIds: [...picked], target: 'cart' });
      notify(`已将 ${sent.sent} 条明细加入购物车`, 'success');
      onSent(sent);
    } else if (action === 'earlyDead') {
      await early.mutateAsync(input);
      notify('协同已提前结束', 'success');
    } else {
      await close.mutateAsync(input);
      notify('协同采购单已关闭', 'success');
    }
  };

  return (
    <div className="pm-syn-page">
      <Header d={detail} />
      {linesByMember(detail).map(({ member, lines, amount }) => (
        <section key={member.userId} aria-label={`${member.name}的明细`}>
          <div className="pm-syn-section">
            {member.name}
            {member.isOwner ? '（发起人）' : ''} · {lines.length} 条 · {money(amount)}
          </div>
          <div className="pm-syn-card">
            {lines.length === 0 ? (
              <div className="pm-syn-card__meta">还没有添加明细</div>
            ) : (
              lines.map((l) => (
                <LineRow
                  key={l.id}
                  line={l}
                  editable={detail.canEdit}
                  chosen={canSend && l.goodsId !== null && l.sentTo === null ? picked.has(l.id) : null}
                  onChoose={(on) => {
                    const next = new Set(excluded);
                    if (on) next.delete(l.id);
                    else next.add(l.id);
                    setExcluded(next);
                  }}
                />
              ))
            )}
          </div>
        </section>
      ))}
      {detail.canEdit && (
        <>
          <div className="pm-syn-section">添加我的明细</div>
          <SynergyAddLine
            searchGoods={searchGoods}
            busy={add.isPending}
            onAdd={(line) =>
              add.mutate(
                { billId: detail.id, lines: [line] },
                { onSuccess: () => notify('明细已添加', 'success') },
              )
            }
          />
        </>
      )}
      <div className="pm-syn-bar">
        {detail.canJoin && (
          <Button
            color="danger"
            loading={join.isPending}
            onClick={() => join.mutate(detail.id, { onSuccess: () => notify('已加入协同采购单', 'success') })}
          >
            加入协同采购
          </Button>
        )}
        {detail.actions.includes('close') && (
          <Button onClick={() => void run('close').catch(() => undefined)}>关闭</Button>
        )}
        {detail.actions.includes('earlyDead') && (
          <Button color="warning" onClick={() => void run('earlyDead').catch(() => undefined)}>
            提前结束
          </Button>
        )}
        {canSend && (
          <Button
            color="danger"
            disabled={picked.size === 0}
            loading={send.isPending}
            onClick={() => void run('send').catch(() => undefined)}
          >
            发送到购物车（{picked.size}）
          </Button>
        )}
      </div>
    </div>
  );
}
