import { Button, Checkbox, Form, Input, Radio, Space } from 'antd-mobile';
import type { InvoiceTitle } from '@pm/contract/member';
import {
  INVOICE_LIMITS,
  INVOICE_TYPE_LABELS,
  invoiceProblems,
  type InvoiceDraft,
  type InvoiceTitleType,
  type InvoiceType,
} from '@pm/contract/member-rules';
import { notify } from '@/lib/notify';
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
import '@/ui/mobile/mobile-parts.css';
import './member-mobile.css';

interface FieldsReader {
  getFieldsValue: (names: string[]) => InvoiceDraft;
}

/** A form rule from the contract's invoice rules, over the whole form (the rules cross fields). */
function rule(field: keyof InvoiceDraft) {
  return ({ getFieldsValue }: FieldsReader) => ({
    validator: () => {
      const problem = invoiceProblems(getFieldsValue([...INVOICE_FORM_FIELDS]))[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
}

/**
 * 新增 / 编辑发票抬头 on a phone: 增值税普通发票 or 专用发票, 企业 or 个人 (个人 only for 普票), the
 * 纳税人识别号 of a company, and for 专票 the registered address, phone, bank and account. The contract's
 * rules and messages, checked again by the server. A title of the organization (`organization` for a new
 * one, or the edited row's scope) is saved through the 企业 endpoints and has no 默认.
 */
export function InvoiceForm({
  invoice,
  organization: newForOrganization = false,
  onSaved,
}: {
  /** The title to edit; null for a new one. */
  invoice: InvoiceTitle | null;
  /** A new 企业 title (purchasing managers). */
  organization?: boolean;
  onSaved: (invoice: InvoiceTitle) => void;
}) {
  const [form] = Form.useForm<InvoiceFormValues>();
  const organization = newForOrganization || invoice?.scope === 'ORGANIZATION';
  const ownSave = useSaveInvoice();
  const ownUpdate = useUpdateInvoice();
  const orgSave = useSaveOrgInvoice();
  const orgUpdate = useUpdateOrgInvoice();
  const save = organization ? orgSave : ownSave;
  const update = organization ? orgUpdate : ownUpdate;
  const start = invoiceFormInitial(invoice);
  const type = (Form.useWatch('type', form) as InvoiceType | undefined) ?? start.type;
  const titleType = (Form.useWatch('titleType', form) as InvoiceTitleType | undefined) ?? start.titleType;
  const shown = invoiceFieldsShown(type, titleType);
  const optional = shown.registrationRequired ? undefined : '选填';

  const submit = async (v: InvoiceFormValues) => {
    // the organization's rows are never a default
    const body = organization ? { ...invoiceRequestOf(v), isDefault: false } : invoiceRequestOf(v);
    try {
      const saved = invoice
        ? await update.mutateAsync({ ...body, id: invoice.id })
        : await save.mutateAsync(body);
      notify(organization ? '企业发票抬头已保存' : '发票抬头已保存', 'success');
      onSaved(saved);
    } catch {
      // the server's message was toasted
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      className="pm-member-form"
      initialValues={start}
      onFinish={(v) => void submit(v)}
      onValuesChange={(changed: Partial<InvoiceFormValues>) => {
        // 专票 has no 个人 titles
        if (changed.type === 'SPECIAL' && form.getFieldValue('titleType') === 'PERSONAL') {
          form.setFieldValue('titleType', 'COMPANY');
        }
        if ('type' in changed || 'titleType' in changed) {
          const again = fieldsToRecheck(form);
          if (again.length > 0) void form.validateFields(again).catch(() => undefined);
        }
      }}
      footer={
        <Button
          block
          type="submit"
          color="danger"
          className="pm-go"
          shape="rounded"
          size="large"
          loading={save.isPending || update.isPending}
        >
          保存
        </Button>
      }
    >
      <Form.Item name="type" label="发票类型" required>
        <Radio.Group>
          <Space direction="vertical">
            <Radio value="NORMAL">{INVOICE_TYPE_LABELS.NORMAL}</Radio>
            <Radio value="SPECIAL">{INVOICE_TYPE_LABELS.SPECIAL}</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="titleType"
        label="抬头类型"
        required
        rules={[rule('titleType')]}
        description={type === 'SPECIAL' ? '个人抬头只能开具增值税普通发票' : undefined}
      >
        <Radio.Group>
          <Space>
            <Radio value="COMPANY">企业</Radio>
            <Radio value="PERSONAL" disabled={type === 'SPECIAL'}>
              个人
            </Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="title" label="发票抬头" required rules={[rule('title')]}>
        <Input
          maxLength={INVOICE_LIMITS.title}
          placeholder={titleType === 'PERSONAL' ? '个人姓名' : '单位全称，与营业执照一致'}
          clearable
        />
      </Form.Item>
      {shown.taxNo && (
        <Form.Item name="taxNo" label="纳税人识别号" required rules={[rule('taxNo')]}>
          <Input maxLength={24} placeholder="15、18 或 20 位" clearable />
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
            <Input
              maxLength={f.maxLength}
              inputMode={f.inputMode}
              type={f.inputMode === 'tel' ? 'tel' : undefined}
              placeholder={optional ?? f.placeholder}
            />
          </Form.Item>
        ))}
      {!organization && (
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox disabled={invoice?.isDefault === true}>
            {invoice?.isDefault ? '当前默认抬头' : '设为默认发票抬头'}
          </Checkbox>
        </Form.Item>
      )}
    </Form>
  );
}
