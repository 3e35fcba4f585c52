import { DotLoading } from 'antd-mobile';
import type { Address, InvoiceTitle } from '@pm/contract/member';
import { EmptyState } from '@/ui/mobile/empty-state';
import { QueryError } from '@/ui/mobile/query-error';
import { useAddressList } from '../api/address-list';
import { useInvoicePage } from '../api/invoice-page';
import { AddressForm } from './address-form';
import { InvoiceForm } from './invoice-form';
import { ALL_INVOICES } from './invoice-list';
import '@/ui/mobile/mobile-parts.css';
import './member-mobile.css';

function Loading() {
  return (
    <div className="pm-loading" aria-busy="true">
      <DotLoading color="primary" />
    </div>
  );
}

/** The page form of 新增 / 编辑收货地址: `id` of the address to edit, '' for a new one. */
export function AddressEditor({ id, onDone }: { id: string; onDone: (address: Address) => void }) {
  const q = useAddressList(id !== '');
  if (id === '') return <AddressForm address={null} onSaved={onDone} />;
  if (q.isPending) return <Loading />;
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const address = q.data.find((a) => a.id === id);
  if (!address) return <EmptyState fullPage title="收货地址不存在" description="它可能已被删除" />;
  return <AddressForm key={address.id} address={address} onSaved={onDone} />;
}

/** The page form of 新增 / 编辑发票抬头: `id` of the title to edit, '' for a new one. */
export function InvoiceEditor({ id, onDone }: { id: string; onDone: (invoice: InvoiceTitle) => void }) {
  const q = useInvoicePage(ALL_INVOICES, id !== '');
  if (id === '') return <InvoiceForm invoice={null} onSaved={onDone} />;
  if (q.isPending) return <Loading />;
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const invoice = q.data.records.find((t) => t.id === id);
  if (!invoice) return <EmptyState fullPage title="发票抬头不存在" description="它可能已被删除" />;
  return <InvoiceForm key={invoice.id} invoice={invoice} onSaved={onDone} />;
}
