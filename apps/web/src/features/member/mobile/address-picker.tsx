import { useState } from 'react';
import { DotLoading } from 'antd-mobile';
import type { Address } from '@pm/contract/member';
import { Sheet } from '@/ui/mobile/sheet';
import { RightIcon, LocationIcon } from '@/ui/mobile/icons';
import { AddressCard, AddressList } from './address-list';
import { AddressForm } from './address-form';
import '@/ui/mobile/mobile-parts.css';
import './member-mobile.css';

/**
 * 收货地址 of a mobile checkout: the chosen address as a card; tapping it opens the user's addresses to
 * choose another, edit one or add one (a new address is chosen at once). The page keeps its state:
 * everything happens in sheets.
 */
export function AddressPicker({
  value,
  loading,
  onChange,
}: {
  /** The chosen address; null when the user has none. */
  value: Address | null;
  loading: boolean;
  onChange: (address: Address) => void;
}) {
  const [listOpen, setListOpen] = useState(false);
  /** The address in the form: null for a new one, undefined: the form is closed. */
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);

  const open = () => (value ? setListOpen(true) : setEditing(null));

  return (
    <>
      <button type="button" className="pm-section pm-pick-card" onClick={open}>
        <LocationIcon className="pm-pick-card__icon" />
        <span className="pm-pick-card__main">
          <span className="pm-sr-only">收货地址：</span>
          {loading ? (
            <DotLoading color="primary" />
          ) : value ? (
            <AddressCard address={value} />
          ) : (
            <span className="pm-pick-card__empty">请添加收货地址</span>
          )}
        </span>
        <RightIcon className="pm-pick-card__arrow" />
      </button>

      <Sheet visible={listOpen} title="选择收货地址" onClose={() => setListOpen(false)}>
        <AddressList
          pickedId={value?.id}
          onPick={(a) => {
            onChange(a);
            setListOpen(false);
          }}
          onEdit={(a) => setEditing(a)}
          onAdd={() => setEditing(null)}
        />
      </Sheet>

      <Sheet
        visible={editing !== undefined}
        tall
        title={editing ? '编辑收货地址' : '新增收货地址'}
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined && (
          <AddressForm
            address={editing}
            onSaved={(a) => {
              // a new address, or the chosen one changed: it is the delivery address now
              if (!editing || editing.id === value?.id) onChange(a);
              if (!editing) setListOpen(false);
              setEditing(undefined);
            }}
          />
        )}
      </Sheet>
    </>
  );
}
