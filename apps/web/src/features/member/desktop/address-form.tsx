import { Form, Input, Space, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Address, AddressInput } from '@pm/contract/member';
import {
  ADDRESS_LIMITS,
  ADDRESS_TAGS,
  addressProblems,
  MEMBER_MESSAGES,
  type AddressDraft,
} from '@pm/contract/member-rules';
import { useSaveAddress } from '../api/address-save';
import { useUpdateAddress } from '../api/address-update';
import { useSaveOrgAddress } from '../api/org-address-save';
import { useUpdateOrgAddress } from '../api/org-address-update';
import { cascaderValueOf, regionCodesOf } from '../model/member-view';
import { MemberFormModal } from './member-form-modal';
import { RegionCascader } from './region-cascader';
import './member.css';

interface Values {
  consignee: string;
  mobile: string;
  region: string[];
  detail: string;
  tag: string;
  isDefault: boolean;
}

/** A form rule from the contract's address rules (the server checks the same, with the same words). */
function rule(field: keyof AddressDraft): Rule {
  return {
    validator: (_r, value: unknown) => {
      const problem = addressProblems({ [field]: typeof value === 'string' ? value : '' })[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

const regionRule: Rule = {
  validator: (_r, value: string[] | undefined) => {
    const codes = regionCodesOf(value);
    if (!codes) return Promise.reject(new Error(MEMBER_MESSAGES.regionRequired));
    const p = addressProblems(codes);
    const problem = p.provinceCode ?? p.cityCode ?? p.countyCode;
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

function initialOf(address: Address | null | undefined): Values {
  return address
    ? {
        consignee: address.consignee,
        mobile: address.mobile,
        region: cascaderValueOf(address),
        detail: address.detail,
        tag: address.tag,
        isDefault: address.isDefault,
      }
    : { consignee: '', mobile: '', region: [], detail: '', tag: '', isDefault: false };
}

function bodyOf(v: Values): AddressInput {
  return {
    consignee: v.consignee.trim(),
    mobile: v.mobile.trim(),
    ...regionCodesOf(v.region)!,
    detail: v.detail.trim(),
    tag: (v.tag ?? '').trim(),
    isDefault: v.isDefault,
  };
}

/**
 * 新增 / 编辑收货地址 in a modal: region from the division data, consignee, mobile, detail, a tag with
 * quick choices and 设为默认. `onSaved` receives the saved address (with its division names). An address
 * of the organization (`organization` for a new one, or the edited row's scope) is saved through the
 * 企业 endpoints and has no 默认.
 */
export function AddressForm({
  open,
  address,
  organization = false,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The address to edit; absent for a new one. */
  address?: Address | null;
  /** A new 企业 address (purchasing managers). */
  organization?: boolean;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}) {
  // a fresh form for every opening
  return open ? (
    <AddressDialog
      address={address ?? null}
      organization={organization || address?.scope === 'ORGANIZATION'}
      onClose={onClose}
      onSaved={onSaved}
    />
  ) : null;
}

function AddressDialog({
  address: editing,
  organization,
  onClose,
  onSaved,
}: {
  address: Address | null;
  organization: boolean;
  onClose: () => void;
  onSaved?: ((address: Address) => void) | undefined;
}) {
  const [form] = Form.useForm<Values>();
  const tag = Form.useWatch('tag', form) ?? '';

  return (
    <MemberFormModal<Values, Address, AddressInput>
      form={form}
      noun="收货地址"
      short="地址"
      organization={organization}
      editing={editing}
      width={560}
      labelWidth="88px"
      initialValues={initialOf(editing)}
      useSave={useSaveAddress}
      useUpdate={useUpdateAddress}
      useSaveOrg={useSaveOrgAddress}
      useUpdateOrg={useUpdateOrgAddress}
      bodyOf={bodyOf}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="region" label="所在地区" required rules={[regionRule]}>
        <RegionCascader />
      </Form.Item>
      <Form.Item name="detail" label="详细地址" required rules={[rule('detail')]}>
        <Input.TextArea
          rows={2}
          maxLength={ADDRESS_LIMITS.detail}
          showCount
          placeholder="街道、门牌号、楼层、房间号等"
        />
      </Form.Item>
      <Form.Item name="consignee" label="收货人" required rules={[rule('consignee')]}>
        <Input maxLength={ADDRESS_LIMITS.consignee} placeholder="收货人姓名" />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" required rules={[rule('mobile')]}>
        <Input maxLength={11} inputMode="numeric" placeholder="11 位手机号" />
      </Form.Item>
      <Form.Item label="地址标签">
        <Space size={8} wrap>
          <Form.Item name="tag" noStyle rules={[rule('tag')]}>
            <Input
              maxLength={ADDRESS_LIMITS.tag}
              placeholder="选填"
              style={{ width: 120 }}
              aria-label="地址标签"
            />
          </Form.Item>
          {ADDRESS_TAGS.map((t) => (
            <Tag.CheckableTag
              key={t}
              checked={tag === t}
              onChange={(on) => form.setFieldValue('tag', on ? t : '')}
            >
              {t}
            </Tag.CheckableTag>
          ))}
        </Space>
      </Form.Item>
    </MemberFormModal>
  );
}
