import '@/lib/zod-setup';
import { useState } from 'react';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { MAX_SYNERGY_NAME, MAX_SYNERGY_REMARKS } from '@pm/contract/purchasing-synergy-schema';
import { notify } from '@/lib/notify';
import { useSaveSynergy } from '../api/synergy-save';
import './synergy-mobile.css';

/** 新建协同采购单 on a phone: a name and remarks; colleagues join and add their lines afterwards. */
export function SynergyCreateScreen({ onCreated }: { onCreated: (id: string) => void }) {
  const [name, setName] = useState('');
  const [remarks, setRemarks] = useState('');
  const save = useSaveSynergy();
  const submit = () => {
    if (name.trim() === '') {
      notify('请填写采购单名称');
      return;
    }
    save.mutate(
      { name: name.trim(), remarks },
      {
        onSuccess: (list) => {
          notify('协同采购单已创建', 'success');
          onCreated(list.id);
        },
      },
    );
  };
  return (
    <div className="pm-syn-page">
      <Form layout="vertical">
        <Form.Item label="采购单名称" required>
          <Input
            placeholder="如：十二月行政部办公用品"
            value={name}
            maxLength={MAX_SYNERGY_NAME}
            onChange={setName}
            aria-label="采购单名称"
          />
        </Form.Item>
        <Form.Item label="备注（给同事的说明）">
          <TextArea
            placeholder="如：请在周五前补充各组需要的商品"
            value={remarks}
            maxLength={MAX_SYNERGY_REMARKS}
            onChange={setRemarks}
            aria-label="备注"
          />
        </Form.Item>
      </Form>
      <p className="pm-syn-card__meta">创建后，本单位同事可在「可加入」中加入，并各自添加需要的商品。</p>
      <div className="pm-syn-bar">
        <Button color="danger" loading={save.isPending} disabled={name.trim() === ''} onClick={submit}>
          创建
        </Button>
      </div>
    </div>
  );
}
