import { Button, Tag, type TableColumnsType } from 'antd';
import {
  VENDOR_INQUIRY_STATUS_LABELS,
  VENDOR_INQUIRY_STATUSES,
  type VendorInquirySummary,
} from '@pm/contract/inquiry';
import { useVendorInquiryPage } from '../api/vendor-inquiry-page';
import { InquiryTablePanel, type RowOpening } from './inquiry-table-panel';
import { VendorStatusTag } from './status-tag';
import { timeText } from './time-text';
import { VendorQuoteForm } from './vendor-quote-form';

/**
 * 报价管理: inquiries addressed to the supplier's organization (受邀: the buyer invited it); a row opens its
 * quote form.
 */
export function VendorInquiryList() {
  const columns = ({ isOpen, toggle }: RowOpening): TableColumnsType<VendorInquirySummary> => [
    {
      title: '询价单号',
      key: 'code',
      width: 150,
      render: (_, r) => (
        <>
          {r.code}
          {r.invited && (
            <Tag color="blue" className="inq-invited__tag">
              受邀
            </Tag>
          )}
        </>
      ),
    },
    { title: '采购商', dataIndex: 'buyerName' },
    { title: '询价商品', key: 'lines', width: 90, render: (_, r) => `${r.lineCount} 种` },
    { title: '已报价', key: 'quoted', width: 80, render: (_, r) => `${r.quotedCount}/${r.lineCount}` },
    { title: '报价截止', key: 'deadline', width: 150, render: (_, r) => timeText(r.deadline) },
    { title: '收到时间', key: 'createdAt', width: 150, render: (_, r) => timeText(r.createdAt) },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, r) => <VendorStatusTag status={r.status} text={r.statusText} />,
    },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, r) => {
        const open = isOpen(r.id);
        return (
          <Button type="link" size="small" onClick={() => toggle(r.id)}>
            {open ? '收起' : r.status === 'pending' || r.status === 'quoted' ? '报价' : '查看'}
          </Button>
        );
      },
    },
  ];

  return (
    <InquiryTablePanel<VendorInquirySummary, (typeof VENDOR_INQUIRY_STATUSES)[number]>
      title="报价管理"
      statuses={VENDOR_INQUIRY_STATUSES}
      labels={VENDOR_INQUIRY_STATUS_LABELS}
      useRows={useVendorInquiryPage}
      columns={columns}
      renderOpen={(r) => <VendorQuoteForm id={r.id} />}
      emptyText="暂未收到询价：采购商询价贵司商品后会显示在这里"
    />
  );
}
