import { Form, Input, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import type { InvoiceTitleInput, InvoiceTitle } from '@pm/contract/member';
import {
  INVOICE_LIMITS,
  INVOICE_TYPE_LABELS,
  invoiceProblems,
  type InvoiceDraft,
} from '@pm/contract/member-rules';
import { useSaveInvoice } from '../api/invoice-save';
import { useUpdateInvoice } from '../api/invoice-update';
import { useSaveOrgInvoice } from '../api/org-invoice-save';
import { useUpdateOrgInvoice } from '../api/org-invoice-update';
import { invoiceFieldsShown } from '../model/member-view';
import {
  INVOICE_FORM_FIELDS,
  fieldsToRecheck,
  INVOICE_REGISTRATION_FIELDS,
  invoiceFormInitial,
  invoiceRequestOf,
  type InvoiceFormValues,
} from '../model/invoice-form';
import { MemberFormModal } from './member-form-modal';
import './member.css';

/** A form rule from the contract's invoice rules, over the whole form (the rules cross fields). */
function rule(field: keyof InvoiceDraft): Rule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const all = getFieldsValue(INVOICE_FORM_FIELDS as unknown as string[]) as InvoiceDraft;
      const problem = invoiceProblems(all)[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
}

/**
 * 新增 / 编辑发票抬头 in a modal: 增值税普通发票 or 专用发票, 企业 or 个人 (个人 only for 普票), the
 * 纳税人识别号 of a company (统一社会信用代码 check character where it has 18 characters), and for 专票
 * the registered address, phone, bank and account. The same rules and words as the server. A title of
 * the organization (`organization` for a new one, or the edited row's scope) is saved through the 企业
 * endpoints and has no 默认.
 */
export function InvoiceForm({
  open,
  invoice,
  organization = false,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The title to edit; absent for a new one. */
  invoice?: InvoiceTitle | null;
  /** A new 企业 title (purchasing managers). */
  organization?: boolean;
  onClose: () => void;
  onSaved?: (invoice: InvoiceTitle) => void;
}) {
  return open ? (
    <InvoiceDialog
      invoice={invoice ?? null}
      organization={organization || invoice?.scope === 'ORGANIZATION'}
      onClose={onClose}
      onSaved={onSaved}
    />
  ) : null;
}

function InvoiceDialog({
  invoice: editing,
  organization,
  onClose,
  onSaved,
}: {
  invoice: InvoiceTitle | null;
  organization: boolean;
  onClose: () => void;
  onSaved?: ((invoice: InvoiceTitle) => void) | undefined;
}) {
  const [form] = Form.useForm<InvoiceFormValues>();
  const type = Form.useWatch('type', form) ?? invoiceFormInitial(editing).type;
  const titleType = Form.useWatch('titleType', form) ?? invoiceFormInitial(editing).titleType;
  const shown = invoiceFieldsShown(type, titleType);
  const optional = shown.registrationRequired ? undefined : '选填';

  return (
    <MemberFormModal<InvoiceFormValues, InvoiceTitle, InvoiceTitleInput>
      form={form}
      noun="发票抬头"
      short="抬头"
      organization={organization}
      editing={editing}
      width={600}
      labelWidth="104px"
      initialValues={invoiceFormInitial(editing)}
      onValuesChange={(changed) => {
        // 专票 has no 个人 titles
        if (changed.type === 'SPECIAL' && form.getFieldValue('titleType') === 'PERSONAL') {
          form.setFieldValue('titleType', 'COMPANY');
        }
        if ('type' in changed || 'titleType' in changed) {
          const again = fieldsToRecheck(form);
          if (again.length > 0) void form.validateFields(again).catch(() => undefined);
        }
      }}
      useSave={useSaveInvoice}
      useUpdate={useUpdateInvoice}
      useSaveOrg={useSaveOrgInvoice}
      useUpdateOrg={useUpdateOrgInvoice}
      bodyOf={invoiceRequestOf}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="type" label="发票类型" required>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'NORMAL', label: INVOICE_TYPE_LABELS.NORMAL },
            { value: 'SPECIAL', label: INVOICE_TYPE_LABELS.SPECIAL },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="titleType"
        label="抬头类型"
        required
        rules={[rule('titleType')]}
        extra={type === 'SPECIAL' ? '个人抬头只能开具增值税普通发票' : undefined}
      >
        <Radio.Group
          options={[
            { value: 'COMPANY', label: '企业' },
            { value: 'PERSONAL', label: '个人', disabled: type === 'SPECIAL' },
          ]}
        />
      </Form.Item>
      <Form.Item name="title" label="发票抬头" required rules={[rule('title')]}>
        <Input
          maxLength={INVOICE_LIMITS.title}
          placeholder={titleType === 'PERSONAL' ? '个人姓名' : '单位全称，与营业执照一致'}
        />
      </Form.Item>
      {shown.taxNo && (
        <Form.Item name="taxNo" label="纳税人识别号" required rules={[rule('taxNo')]}>
          <Input maxLength={24} placeholder="15、18 或 20 位，18 位即统一社会信用代码" />
        </Form.Item>
      )}
      {shown.registration &&
        INVOICE_REGISTRATION_FIELDS.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            required={shown.registrationRequired}
            rules={[rule(f.name)]}
          >
            <Input maxLength={f.maxLength} inputMode={f.inputMode} placeholder={optional ?? f.placeholder} />
          </Form.Item>
        ))}
    </MemberFormModal>
  );
}
