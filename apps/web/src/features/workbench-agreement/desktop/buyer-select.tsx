import { useState } from 'react';
import { Select } from 'antd';
import type { WbAgreementBuyer } from '@pm/contract/workbench-agreement';
import { useWbAgreementBuyers } from '../api/wb-agreement-buyers';

/** Picks a verified buyer organization by name (searched on the server as the supplier types). */
export function BuyerSelect({
  value,
  onChange,
  placeholder = '选择采购单位',
  allowClear = false,
  style,
}: {
  value: string | undefined;
  onChange: (id: string | undefined, buyer: WbAgreementBuyer | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
}) {
  const [keyword, setKeyword] = useState('');
  const buyers = useWbAgreementBuyers({ limit: 20, ...(keyword ? { keyword } : {}) });
  const list = buyers.data?.records ?? [];
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
      allowClear={allowClear}
      value={value}
      placeholder={placeholder}
      aria-label={placeholder}
      loading={buyers.isFetching}
      notFoundContent={buyers.isFetching ? null : '没有匹配的采购单位'}
      onChange={(id) =>
        onChange(
          id ?? undefined,
          list.find((b) => b.id === id),
        )
      }
      options={list.map((b) => ({
        value: b.id,
        label: b.priceCount > 0 ? `${b.name}（已设 ${b.priceCount} 条）` : b.name,
      }))}
      popupMatchSelectWidth={360}
      style={{ width: 280, ...style }}
    />
  );
}
