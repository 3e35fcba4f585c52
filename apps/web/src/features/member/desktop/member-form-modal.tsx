/**
 * What the address and invoice title dialogs share: the user's own or the organization's (企业) endpoints,
 * the modal with 保存 / 取消, the horizontal form, 设为默认 (own rows only: the organization's are never a
 * default) and, once saved, the toast, `onSaved` and closing.
 */
import type { ReactNode } from 'react';
import { Checkbox, Form, Modal, type FormInstance } from 'antd';
import { notify } from '@/lib/notify';
import './member.css';

type Saved = { id: string; isDefault: boolean };
/** A save or update hook: what the dialog reads of its mutation. */
type Mutation<T, B> = () => { mutateAsync: (body: B) => Promise<T>; isPending: boolean };
type Save<T, B> = Mutation<T, B>;
type Update<T, B> = Mutation<T, B & { id: string }>;

export interface MemberFormModalProps<V extends object, T extends Saved, B extends object> {
  form: FormInstance<V>;
  /** What a row is: 收货地址, 发票抬头 (企业… for the organization's). */
  noun: string;
  /** The short word in "当前默认…": 地址, 抬头. */
  short: string;
  /** Saved through the 企业 endpoints, with no 默认. */
  organization: boolean;
  /** The row to edit; null for a new one. */
  editing: T | null;
  width: number;
  labelWidth: string;
  initialValues: V;
  onValuesChange?: (changed: Partial<V>) => void;
  useSave: Save<T, B>;
  useUpdate: Update<T, B>;
  useSaveOrg: Save<T, B>;
  useUpdateOrg: Update<T, B>;
  /** The request from the form's values. */
  bodyOf: (values: V) => B;
  onClose: () => void;
  onSaved?: ((saved: T) => void) | undefined;
  children: ReactNode;
}

export function MemberFormModal<V extends object, T extends Saved, B extends object>(
  props: MemberFormModalProps<V, T, B>,
) {
  const { form, organization, editing, onClose, onSaved } = props;
  const ownSave = props.useSave();
  const ownUpdate = props.useUpdate();
  const orgSave = props.useSaveOrg();
  const orgUpdate = props.useUpdateOrg();
  const save = organization ? orgSave : ownSave;
  const update = organization ? orgUpdate : ownUpdate;
  const noun = organization ? `企业${props.noun}` : props.noun;

  const submit = async () => {
    const v = await form.validateFields();
    // the organization's rows are never a default
    const body = organization ? { ...props.bodyOf(v), isDefault: false } : props.bodyOf(v);
    const saved = editing
      ? await update.mutateAsync({ ...body, id: editing.id })
      : await save.mutateAsync(body);
    notify(`${noun}已保存`, 'success');
    onSaved?.(saved);
    onClose();
  };

  return (
    <Modal
      title={editing ? `编辑${noun}` : `新增${noun}`}
      open
      okText="保存"
      cancelText="取消"
      width={props.width}
      confirmLoading={save.isPending || update.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form<V>
        form={form}
        layout="horizontal"
        labelCol={{ flex: props.labelWidth }}
        className="pm-member-form"
        initialValues={props.initialValues}
        onValuesChange={props.onValuesChange}
      >
        {props.children}
        {!organization && (
          <Form.Item
            name="isDefault"
            valuePropName="checked"
            wrapperCol={{ offset: 0 }}
            label=" "
            colon={false}
          >
            <Checkbox disabled={editing?.isDefault === true}>
              {editing?.isDefault ? `当前默认${props.short}` : `设为默认${props.noun}`}
            </Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
