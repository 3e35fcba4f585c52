import { useState } from 'react';
import { Button, Checkbox, Form, Input, TextArea } from 'antd-mobile';
import type { Address } from '@pm/contract/member';
import {
  ADDRESS_LIMITS,
  ADDRESS_TAGS,
  addressProblems,
  MEMBER_MESSAGES,
  regionText,
  type AddressDraft,
} from '@pm/contract/member-rules';
import { notify } from '@/lib/notify';
import { useSaveAddress } from '../api/address-save';
import { useUpdateAddress } from '../api/address-update';
import { useSaveOrgAddress } from '../api/org-address-save';
import { useUpdateOrgAddress } from '../api/org-address-update';
import { cascaderValueOf, regionCodesOf } from '../model/member-view';
import { RegionPicker, type RegionChoice } from './region-picker';
import '@/ui/mobile/mobile-parts.css';
import './member-mobile.css';

interface Values {
  consignee: string;
  mobile: string;
  region: RegionChoice | null;
  detail: string;
  tag: string;
  isDefault: boolean;
}

/** A form rule from the contract's address rules (the server checks the same, with the same words). */
function rule(field: keyof AddressDraft) {
  return {
    validator: (_r: unknown, value: unknown) => {
      const problem = addressProblems({ [field]: typeof value === 'string' ? value : '' })[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

const regionRule = {
  validator: (_r: unknown, value: RegionChoice | null | undefined) => {
    const codes = regionCodesOf(value?.codes);
    if (!codes) return Promise.reject(new Error(MEMBER_MESSAGES.regionRequired));
    const p = addressProblems(codes);
    const problem = p.provinceCode ?? p.cityCode ?? p.countyCode;
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

function namesText(names: readonly string[]): string {
  return regionText({ provinceName: names[0] ?? '', cityName: names[1] ?? '', countyName: names[2] ?? '' });
}

function initialOf(a: Address | null): Values {
  return a
    ? {
        consignee: a.consignee,
        mobile: a.mobile,
        region: {
          codes: cascaderValueOf(a),
          names: [a.provinceName, a.cityName, a.countyName].filter((n) => n !== ''),
        },
        detail: a.detail,
        tag: a.tag,
        isDefault: a.isDefault,
      }
    : { consignee: '', mobile: '', region: null, detail: '', tag: '', isDefault: false };
}

/** 所在地区 as a form field: the chosen names; tapping opens the region sheet. */
function RegionField({
  value,
  onChange,
  id,
}: {
  value?: RegionChoice | null;
  onChange?: (v: RegionChoice) => void;
  id?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id={id} className="pm-field-button" onClick={() => setOpen(true)}>
        {value ? (
          namesText(value.names)
        ) : (
          <span className="pm-field-button__placeholder">请选择省 / 市 / 区县</span>
        )}
      </button>
      <RegionPicker
        visible={open}
        value={value?.codes}
        onClose={() => setOpen(false)}
        onConfirm={(choice) => {
          onChange?.(choice);
          setOpen(false);
        }}
      />
    </>
  );
}

/** 地址标签: free text with the quick choices 家 · 公司 · 仓库. */
function TagField({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  return (
    <div className="pm-tag-field">
      <Input
        id={id}
        value={value}
        maxLength={ADDRESS_LIMITS.tag}
        placeholder="选填"
        onChange={(v) => onChange?.(v)}
      />
      <div className="pm-tag-field__quick" role="group" aria-label="常用标签">
        {ADDRESS_TAGS.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={value === t}
            className={value === t ? 'pm-chip pm-chip--on' : 'pm-chip'}
            onClick={() => onChange?.(value === t ? '' : t)}
          >
            {t}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * 新增 / 编辑收货地址 on a phone: region from the division data, detail, consignee, mobile, a tag and
 * 设为默认. The contract's rules and messages, checked again by the server (whose message is toasted).
 * An address of the organization (`organization` for a new one, or the edited row's scope) is saved
 * through the 企业 endpoints and has no 默认.
 */
export function AddressForm({
  address,
  organization: newForOrganization = false,
  onSaved,
}: {
  /** The address to edit; null for a new one. */
  address: Address | null;
  /** A new 企业 address (purchasing managers). */
  organization?: boolean;
  onSaved: (address: Address) => void;
}) {
  const [form] = Form.useForm<Values>();
  const organization = newForOrganization || address?.scope === 'ORGANIZATION';
  const ownSave = useSaveAddress();
  const ownUpdate = useUpdateAddress();
  const orgSave = useSaveOrgAddress();
  const orgUpdate = useUpdateOrgAddress();
  const save = organization ? orgSave : ownSave;
  const update = organization ? orgUpdate : ownUpdate;
  const busy = save.isPending || update.isPending;

  const submit = async (v: Values) => {
    const codes = regionCodesOf(v.region?.codes);
    if (!codes) return;
    const body = {
      consignee: v.consignee.trim(),
      mobile: v.mobile.trim(),
      ...codes,
      detail: v.detail.trim(),
      tag: (v.tag ?? '').trim(),
      // the organization's rows are never a default
      isDefault: organization ? false : v.isDefault,
    };
    try {
      const saved = address
        ? await update.mutateAsync({ ...body, id: address.id })
        : await save.mutateAsync(body);
      notify(organization ? '企业收货地址已保存' : '收货地址已保存', 'success');
      onSaved(saved);
    } catch {
      // the server's message was toasted
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      className="pm-member-form pm-count-readable"
      initialValues={initialOf(address)}
      onFinish={(v) => void submit(v)}
      footer={
        <Button
          block
          type="submit"
          color="danger"
          className="pm-go"
          shape="rounded"
          size="large"
          loading={busy}
        >
          保存
        </Button>
      }
    >
      <Form.Item name="consignee" label="收货人" required rules={[rule('consignee')]}>
        <Input maxLength={ADDRESS_LIMITS.consignee} placeholder="收货人姓名" clearable />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" required rules={[rule('mobile')]}>
        <Input maxLength={11} type="tel" inputMode="numeric" placeholder="11 位手机号" clearable />
      </Form.Item>
      <Form.Item name="region" label="所在地区" required rules={[regionRule]}>
        <RegionField />
      </Form.Item>
      <Form.Item name="detail" label="详细地址" required rules={[rule('detail')]}>
        <TextArea
          maxLength={ADDRESS_LIMITS.detail}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="街道、门牌号、楼层、房间号等"
        />
      </Form.Item>
      <Form.Item name="tag" label="地址标签" rules={[rule('tag')]}>
        <TagField />
      </Form.Item>
      {!organization && (
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox disabled={address?.isDefault === true}>
            {address?.isDefault ? '当前默认地址' : '设为默认收货地址'}
          </Checkbox>
        </Form.Item>
      )}
    </Form>
  );
}
