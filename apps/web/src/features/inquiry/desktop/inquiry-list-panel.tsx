import { Button, Popconfirm, type TableColumnsType } from 'antd';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type InquirySummary } from '@pm/contract/inquiry';
import { useCancelInquiry } from '../api/inquiry-cancel';
import { useInquiryPage } from '../api/inquiry-page';
import { InquiryQuotes } from './inquiry-quotes';
import { InquiryTablePanel, type RowOpening } from './inquiry-table-panel';
import { InquiryStatusTag } from './status-tag';
import { timeText } from './time-text';

/** 我的询价: the buyer's inquiries by status; a row opens the suppliers' quotes per line. */
export function InquiryListPanel({ onGoCart }: { onGoCart?: () => void }) {
  const cancel = useCancelInquiry();
  const columns = ({ isOpen, toggle }: RowOpening): TableColumnsType<InquirySummary> => [
    { title: '询价单号', dataIndex: 'code', width: 140 },
    {
      title: '询价商品',
      key: 'goods',
      render: (_, r) => (
        <>
          <span className="inq-list__goods" title={r.goodsNames.join('、')}>
            {r.goodsNames.join('、')}
          </span>
          <span className="inq-goods__facts">
            共 {r.lineCount} 种商品 · {r.supplierCount} 家供应商
          </span>
        </>
      ),
    },
    { title: '已报价', key: 'quoted', width: 70, render: (_, r) => `${r.quotedCount}/${r.lineCount}` },
    { title: '报价截止', key: 'deadline', width: 135, render: (_, r) => timeText(r.deadline) },
    { title: '提交时间', key: 'createdAt', width: 135, render: (_, r) => timeText(r.createdAt) },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, r) => <InquiryStatusTag status={r.status} text={r.statusText} />,
    },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, r) => {
        const open = isOpen(r.id);
        return (
          <>
            <Button type="link" size="small" onClick={() => toggle(r.id)}>
              {open ? '收起' : '查看报价'}
            </Button>
            {(r.status === 'pending' || r.status === 'quoted' || r.status === 'expired') && (
              <Popconfirm
                title="确定取消该询价？取消后供应商不能再报价"
                okText="取消询价"
                cancelText="不取消"
                onConfirm={() => cancel.mutate(r.id)}
              >
                <Button type="link" size="small" danger>
                  取消
                </Button>
              </Popconfirm>
            )}
          </>
        );
      },
    },
  ];

  return (
    <InquiryTablePanel<InquirySummary, (typeof INQUIRY_STATUSES)[number]>
      title="我的询价"
      statuses={INQUIRY_STATUSES}
      labels={INQUIRY_STATUS_LABELS}
      useRows={useInquiryPage}
      columns={columns}
      renderOpen={(r) => <InquiryQuotes id={r.id} {...(onGoCart ? { onGoCart } : {})} />}
      emptyText="暂无询价记录，提交询价篮后可在这里查看供应商报价"
    />
  );
}
