import { useState } from 'react';
import { Button, Input, Modal, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import {
  MAX_INVITED_SUPPLIERS,
  type InquiryDetail,
  type InquirySupplier,
  type InviteState,
} from '@pm/contract/inquiry';
import { QueryError } from '@/ui/desktop/query-error';
import { useInviteSuppliers } from '../api/inquiry-invite';
import { useInquirySuppliers } from '../api/inquiry-suppliers';

const STATE_TAGS: Record<InviteState, { text: string; color: string }> = {
  available: { text: '可邀请', color: 'green' },
  invited: { text: '已邀请', color: 'blue' },
  addressed: { text: '已在询价中', color: 'default' },
};

const PAGE_SIZE = 8;

function Picker({ detail, onDone }: { detail: InquiryDetail; onDone: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const invite = useInviteSuppliers();
  const query = useInquirySuppliers({
    inquiryId: detail.id,
    page,
    limit: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  });
  const room = MAX_INVITED_SUPPLIERS - detail.invitations.length;
  const columns: TableColumnsType<InquirySupplier> = [
    {
      title: '供应商',
      key: 'name',
      render: (_, s) => (
        <>
          <div>{s.name}</div>
          {s.shortName && <div className="inq-goods__facts">{s.shortName}</div>}
        </>
      ),
    },
    { title: '在售商品', key: 'goods', width: 90, render: (_, s) => `${s.goodsCount} 种` },
    {
      title: '状态',
      key: 'state',
      width: 100,
      render: (_, s) => <Tag color={STATE_TAGS[s.state].color}>{STATE_TAGS[s.state].text}</Tag>,
    },
  ];
  const submit = async () => {
    try {
      await invite.mutateAsync({ inquiryId: detail.id, supplierIds: chosen });
      onDone();
    } catch {
      // the server's message was shown; the picker stays open
    }
  };
  return (
    <>
      <p className="inq-hint">
        向平台认证供应商发出本询价单，受邀供应商可用其在售商品报价。每张询价单最多邀请 {MAX_INVITED_SUPPLIERS}{' '}
        家，本单还可邀请 {room} 家。
      </p>
      <Input.Search
        allowClear
        placeholder="搜索供应商名称"
        aria-label="搜索供应商名称"
        maxLength={50}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<InquirySupplier>
          rowKey="id"
          size="small"
          className="inq-invite__table"
          loading={query.isFetching}
          columns={columns}
          dataSource={query.data?.records ?? []}
          rowSelection={{
            selectedRowKeys: chosen,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChosen(keys.map(String)),
            getCheckboxProps: (s) => ({
              disabled: s.state !== 'available' || (!chosen.includes(s.id) && chosen.length >= room),
              'aria-label': `选择 ${s.name}`,
            }),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: query.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          locale={{ emptyText: '没有匹配的供应商' }}
        />
      )}
      <div className="inq-submit inq-submit--end">
        <span className="inq-hint">已选 {chosen.length} 家</span>
        <Button onClick={onDone}>取消</Button>
        <Button
          type="primary"
          disabled={chosen.length === 0}
          loading={invite.isPending}
          onClick={() => void submit()}
        >
          邀请报价
        </Button>
      </div>
    </>
  );
}

/**
 * 邀请供应商: the buyer picks further verified suppliers of the platform for an open inquiry (the
 * suppliers of its goods have it already); each may quote the lines with goods of its own.
 */
export function InviteSuppliers({ detail }: { detail: InquiryDetail }) {
  const [open, setOpen] = useState(false);
  const why =
    detail.invitations.length >= MAX_INVITED_SUPPLIERS
      ? `每张询价单最多邀请 ${MAX_INVITED_SUPPLIERS} 家供应商`
      : '询价已结束，不能再邀请供应商';
  const button = (
    <Button size="small" disabled={!detail.canInvite} onClick={() => setOpen(true)}>
      邀请供应商
    </Button>
  );
  return (
    <>
      {detail.canInvite ? button : <Tooltip title={why}>{button}</Tooltip>}
      <Modal
        title={`邀请供应商报价 · ${detail.code}`}
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        width={640}
        destroyOnHidden
      >
        <Picker detail={detail} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
