import type { ReactNode } from 'react';
import { Button, Checkbox, Popconfirm, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { CompareLine, CompareSet } from '@pm/contract/compare';
import { formatFen } from '@pm/contract/format';
import { pictureSet } from '@pm/contract/picture';
import './compare.css';

function Money({ fen, strong = false }: { fen: number; strong?: boolean }) {
  const text = formatFen(fen, '');
  const dot = text.lastIndexOf('.');
  return (
    <span className={strong ? 'pm-cmp__money pm-cmp__money--strong' : 'pm-cmp__money'}>
      <small>¥</small>
      {dot < 0 ? text : text.slice(0, dot)}
      <small>{dot < 0 ? '' : text.slice(dot)}</small>
    </span>
  );
}

function stockOf(line: CompareLine): { text: string; tone: 'ok' | 'low' | 'out' } {
  if (line.state === 'areaLimited') return { text: '该地区不在销售范围', tone: 'out' };
  if (line.state === 'delisted') return { text: '已下架', tone: 'out' };
  const stock = line.goods.stock;
  if (stock <= 0) return { text: '暂时无货', tone: 'out' };
  if (line.state === 'understock') return { text: `库存不足，仅剩 ${stock}${line.goods.unit}`, tone: 'low' };
  return { text: `现货 ${stock}${line.goods.unit}`, tone: stock < 10 ? 'low' : 'ok' };
}

function freightOf(line: CompareLine): ReactNode {
  if (line.state === 'delisted' || line.state === 'areaLimited') return '—';
  if (line.freight <= 0) {
    return line.freeThreshold > 0 && line.amount >= line.freeThreshold ? (
      <span>
        免运费 <span className="pm-cmp__hint">（满 {formatFen(line.freeThreshold)} 包邮）</span>
      </span>
    ) : (
      '免运费'
    );
  }
  return (
    <span>
      {formatFen(line.freight)}
      {line.freeThreshold > 0 && (
        <span className="pm-cmp__hint">（满 {formatFen(line.freeThreshold)} 包邮）</span>
      )}
    </span>
  );
}

export interface CompareSetCardProps {
  set: CompareSet;
  selected: ReadonlySet<string>;
  onToggle: (lineId: string, checked: boolean) => void;
  onRemove: (lineId: string) => void;
  /** The quantity editor of a line (the page brings the shop's stepper). */
  renderQuantity: (line: CompareLine) => ReactNode;
  /** Where a goods item's detail page is. */
  detailPath: (goodsId: string) => string;
  busy?: boolean;
}

/**
 * One comparable set side by side: a column per goods (image, name, brand, supplier, price, stock,
 * delivery, freight, quantity, total), the lowest total marked 最低总价.
 */
export function CompareSetCard({
  set,
  selected,
  onToggle,
  onRemove,
  renderQuantity,
  detailPath,
  busy = false,
}: CompareSetCardProps) {
  const cheapest = set.lines.find((l) => l.id === set.cheapestLineId);
  const rows: { label: string; cell: (l: CompareLine) => ReactNode }[] = [
    { label: '品牌', cell: (l) => l.goods.brandName },
    {
      label: '型号 / 规格',
      cell: (l) => [l.goods.model, l.goods.spec].filter(Boolean).join(' / ') || '—',
    },
    { label: '供应商', cell: (l) => <span className="pm-cmp__supplier">{l.goods.supplierName}</span> },
    {
      label: '单价',
      cell: (l) => (
        <span className="pm-cmp__price">
          <Money fen={l.goods.price} />
          {l.goods.agreement ? <Tag color="volcano">协议价</Tag> : <Tag>商城价</Tag>}
          {l.goods.agreement && l.goods.listPrice !== l.goods.price && (
            <span className="pm-cmp__hint">
              商城价 <del>{formatFen(l.goods.listPrice)}</del>
            </span>
          )}
          <span className="pm-cmp__hint">/{l.goods.unit}</span>
        </span>
      ),
    },
    {
      label: '库存',
      cell: (l) => {
        const s = stockOf(l);
        return <span className={`pm-cmp__stock--${s.tone}`}>{s.text}</span>;
      },
    },
    {
      label: '货期',
      cell: (l) => (l.deliveryDays === null ? '—' : `预计 ${l.deliveryDays} 天送达`),
    },
    { label: '运费', cell: freightOf },
    { label: '数量', cell: (l) => renderQuantity(l) },
    {
      label: '总价',
      cell: (l) => (
        <span className="pm-cmp__total">
          <Money fen={l.total} strong />
          {l.freight > 0 && <span className="pm-cmp__hint">含运费 {formatFen(l.freight)}</span>}
          {l.goods.agreement && l.listAmount > l.amount && (
            <span className="pm-cmp__save">协议价省 {formatFen(l.listAmount - l.amount)}</span>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className="pm-cmp" aria-label={`比价组：${set.title}`}>
      <header className="pm-cmp__head">
        <h3 className="pm-cmp__title">{set.title}</h3>
        <span className="pm-cmp__meta">
          {set.lines.length} 件商品 · {set.supplierCount} 家供应商
        </span>
        {cheapest && set.lines.length > 1 && (
          <span className="pm-cmp__meta">
            最低总价 {formatFen(cheapest.total)}
            {set.spread > 0 && `，比最高省 ${formatFen(set.spread)}`}
          </span>
        )}
        {!cheapest && <span className="pm-cmp__meta pm-cmp__meta--warn">本组在当前地区没有可购买的商品</span>}
      </header>
      <div className="pm-cmp__scroll">
        <table className="pm-cmp__table">
          <colgroup>
            <col className="pm-cmp__labelcol" />
            {set.lines.map((l) => (
              <col key={l.id} className="pm-cmp__goodscol" />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="row" className="pm-cmp__label">
                商品
              </th>
              {set.lines.map((l) => (
                <th
                  key={l.id}
                  scope="col"
                  className={l.cheapest ? 'pm-cmp__goods is-cheapest' : 'pm-cmp__goods'}
                  aria-label={l.goods.name}
                >
                  <div className="pm-cmp__goods-top">
                    <Checkbox
                      checked={selected.has(l.id)}
                      disabled={busy}
                      aria-label={`选择 ${l.goods.name}`}
                      onChange={(e) => onToggle(l.id, e.target.checked)}
                    />
                    {l.cheapest && <Tag color="success">最低总价</Tag>}
                    {l.state !== 'ok' && (
                      <Tooltip title={l.stateText}>
                        <Tag color="default">{l.state === 'understock' ? '库存不足' : l.stateText}</Tag>
                      </Tooltip>
                    )}
                  </div>
                  <Link to={detailPath(l.goodsId)} className="pm-cmp__img">
                    <img {...pictureSet(l.goods.image, 96)} alt="" width={96} height={96} loading="lazy" />
                  </Link>
                  <Link to={detailPath(l.goodsId)} className="pm-cmp__name" title={l.goods.name}>
                    {l.goods.name}
                  </Link>
                  <span className="pm-cmp__sku">编码 {l.goods.skuCode}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label}>
                <th scope="row" className="pm-cmp__label">
                  {r.label}
                </th>
                {set.lines.map((l) => (
                  <td key={l.id} className={l.cheapest ? 'is-cheapest' : undefined}>
                    {r.cell(l)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className="pm-cmp__label">
                操作
              </th>
              {set.lines.map((l) => (
                <td key={l.id} className={l.cheapest ? 'is-cheapest' : undefined}>
                  <Popconfirm
                    title="从核价单移除这件商品？"
                    okText="移除"
                    cancelText="取消"
                    onConfirm={() => onRemove(l.id)}
                  >
                    <Button type="link" size="small" danger disabled={busy}>
                      移除
                    </Button>
                  </Popconfirm>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
