import '@/lib/zod-setup';
import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { MAX_SYNERGY_NAME, MAX_SYNERGY_REMARKS } from '@pm/contract/purchasing-synergy-schema';
import { useSaveSynergy } from '@/features/purchasing-synergy/api/synergy-save';
import { SynergyList } from '@/features/purchasing-synergy/desktop/synergy-list';
import { isSynergyTabKey } from '@/features/purchasing-synergy/model/synergy-view';
import { Panel } from '@/ui/desktop/empty-state';

const LIST_PATH = '/shop/person/synergy';
export const synergyDetailPath = (id: string) => `${LIST_PATH}/${id}`;

/** /shop/person/synergy?status=: 协同采购 — my lists by status with counts, 可加入, 发起协同采购单. */
export default function SynergyListPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const s = params.get('status');
  const tab = isSynergyTabKey(s) ? s : 'all';
  const [creating, setCreating] = useState(false);
  const save = useSaveSynergy();
  return (
    <Panel
      title="协同采购"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          发起协同采购单
        </Button>
      }
    >
      <SynergyList
        tab={tab}
        onTab={(k) => navigate(k === 'all' ? LIST_PATH : `${LIST_PATH}?status=${k}`, { replace: true })}
        detailHref={synergyDetailPath}
      />
      <Modal
        open={creating}
        title="发起协同采购单"
        footer={null}
        destroyOnHidden
        onCancel={() => setCreating(false)}
      >
        <Form
          layout="vertical"
          onFinish={(v: { name: string; remarks?: string }) =>
            save.mutate(
              { name: v.name, remarks: v.remarks ?? '' },
              {
                onSuccess: (list) => {
                  setCreating(false);
                  navigate(synergyDetailPath(list.id));
                },
              },
            )
          }
        >
          <Form.Item
            name="name"
            label="采购单名称"
            rules={[{ required: true, whitespace: true, message: '请填写采购单名称' }]}
          >
            <Input maxLength={MAX_SYNERGY_NAME} placeholder="如：十二月行政部办公用品" />
          </Form.Item>
          <Form.Item name="remarks" label="备注">
            <Input.TextArea maxLength={MAX_SYNERGY_REMARKS} placeholder="给同事的说明" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            创建
          </Button>
        </Form>
      </Modal>
    </Panel>
  );
}
