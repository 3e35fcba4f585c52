import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  type UploadFile,
} from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { formatFen } from '@pm/contract/format';
import { QUANTITY_MAX } from '@pm/contract/quantity';
import { WB_GOODS_LIMITS as L, type WbGoodsDetail, type WbPicture } from '@pm/contract/workbench-goods';
import { useCreateWbGoods } from '@/features/workbench-goods/api/wb-goods-create';
import { useDelistWbGoods } from '@/features/workbench-goods/api/wb-goods-delist';
import { getWbGoodsDetailQuery, useWbGoodsDetail } from '@/features/workbench-goods/api/wb-goods-detail';
import { getWbGoodsOptionsQuery, useWbGoodsOptions } from '@/features/workbench-goods/api/wb-goods-options';
import { useSaveWbGoods } from '@/features/workbench-goods/api/wb-goods-save';
import { useSetWbGoodsStock } from '@/features/workbench-goods/api/wb-goods-stock';
import { useSubmitWbGoods } from '@/features/workbench-goods/api/wb-goods-submit';
import { useWithdrawWbGoods } from '@/features/workbench-goods/api/wb-goods-withdraw';
import { filesOf, PicturePicker } from '@/features/workbench-goods/desktop/picture-picker';
import { RichTextEditor } from '@/features/workbench-goods/desktop/rich-text-editor';
import {
  actionsOf,
  EMPTY_FORM,
  fieldsOf,
  formOf,
  STATUS_COLORS,
  timeText,
  type GoodsFormValues,
} from '@/features/workbench-goods/model/goods-form';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { WORKBENCH_GOODS_PATH, workbenchGoodsPath } from '../paths';

export function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(getWbGoodsOptionsQuery());
  if (params.id) void queryClient.prefetchQuery(getWbGoodsDetailQuery(params.id));
  return null;
}

const yuan = { min: 0.01, max: 1_000_000, precision: 2, step: 1, prefix: '¥', style: { width: 180 } };

function GoodsForm({ detail }: { detail: WbGoodsDetail | null }) {
  const navigate = useNavigate();
  const options = useWbGoodsOptions();
  const [form] = Form.useForm<GoodsFormValues>();
  const pictures = (Form.useWatch('images', form) as string[] | undefined) ?? [];
  const [files, setFiles] = useState<UploadFile<WbPicture | string>[]>(() =>
    filesOf(detail?.current.images ?? []),
  );
  const create = useCreateWbGoods();
  const save = useSaveWbGoods();
  const submit = useSubmitWbGoods();
  const withdraw = useWithdrawWbGoods();
  const delist = useDelistWbGoods();
  const can = detail ? actionsOf(detail.status, detail.hasDraft) : null;
  const locked = detail?.status === 'PENDING';
  const busy = create.isPending || save.isPending;

  useEffect(() => {
    if (detail) form.setFieldsValue(formOf(detail));
  }, [detail, form]);

  const onFinish = (values: GoodsFormValues) => {
    const fields = fieldsOf(values);
    if (!detail)
      create.mutate(fields, { onSuccess: (d) => navigate(workbenchGoodsPath(d.id), { replace: true }) });
    else save.mutate({ ...fields, id: detail.id, version: detail.version });
  };
  const ref = detail ? { id: detail.id, version: detail.version } : null;

  return (
    <Form<GoodsFormValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 16 }}
      initialValues={detail ? formOf(detail) : EMPTY_FORM}
      disabled={locked}
      onFinish={onFinish}
      scrollToFirstError
    >
      <Form.Item
        label="商品名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: '请填写商品名称' }]}
      >
        <Input maxLength={L.nameMax} showCount />
      </Form.Item>
      <Form.Item label="品牌" name="brandId" rules={[{ required: true, message: '请选择品牌' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={options.isPending}
          placeholder="选择品牌"
          options={(options.data?.brands ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
      </Form.Item>
      <Form.Item label="分类" name="catalogId" rules={[{ required: true, message: '请选择三级分类' }]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={options.isPending}
          placeholder="选择三级分类"
          options={(options.data?.catalogs ?? []).map((c) => ({ value: c.id, label: c.path }))}
        />
      </Form.Item>
      <Form.Item label="型号" name="model">
        <Input maxLength={L.modelMax} />
      </Form.Item>
      <Form.Item label="规格" name="spec">
        <Input maxLength={L.specMax} />
      </Form.Item>
      <Form.Item label="规格参数">
        <Form.List name="attrs">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <Space key={row.key} align="baseline">
                  <Form.Item name={[row.name, 'name']} rules={[{ required: true, message: '请填写参数名' }]}>
                    <Input placeholder="参数名" maxLength={L.attrNameMax} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'value']} rules={[{ required: true, message: '请填写参数值' }]}>
                    <Input placeholder="参数值" maxLength={L.attrValueMax} />
                  </Form.Item>
                  <MinusCircleOutlined aria-label="删除参数" onClick={() => remove(row.name)} />
                </Space>
              ))}
              {rows.length < L.attrsMax && (
                <Button type="dashed" onClick={() => add({ name: '', value: '' })} icon={<PlusOutlined />}>
                  添加参数
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item
        label="单位"
        name="unit"
        rules={[{ required: true, whitespace: true, message: '请填写单位' }]}
      >
        <Input maxLength={L.unitMax} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item label="起订量" name="moq" rules={[{ required: true, message: '请填写起订量' }]}>
        <InputNumber min={1} max={QUANTITY_MAX} precision={0} />
      </Form.Item>
      <Form.Item
        label="订购倍数"
        name="orderMultiple"
        rules={[{ required: true, message: '请填写订购倍数' }]}
      >
        <InputNumber min={1} max={QUANTITY_MAX} precision={0} />
      </Form.Item>
      <Form.Item
        label="销售价"
        name="listPriceYuan"
        extra={detail?.listed ? '已上架商品的价格保存后即时生效，无需审核' : undefined}
        rules={[{ required: true, type: 'number', min: 0.01, message: '请填写大于 0 的销售价' }]}
      >
        <InputNumber {...yuan} />
      </Form.Item>
      <Form.Item
        label="市场价"
        name="marketPriceYuan"
        dependencies={['listPriceYuan']}
        rules={[
          { required: true, type: 'number', min: 0.01, message: '请填写大于 0 的市场价' },
          ({ getFieldValue }) => ({
            validator: (_, v: number) =>
              v >= (getFieldValue('listPriceYuan') as number)
                ? Promise.resolve()
                : Promise.reject(new Error('市场价不能低于销售价')),
          }),
        ]}
      >
        <InputNumber {...yuan} />
      </Form.Item>
      <Form.Item label="商品图片" name="images" valuePropName="value">
        <PicturePicker files={files} setFiles={setFiles} />
      </Form.Item>
      <Form.Item
        label="商品详情"
        name="description"
        extra="粘贴的内容只保留段落、标题、加粗、列表、表格、链接与本站图片；保存时服务端会再次清理"
        rules={[{ max: L.descriptionMax, message: `商品详情最多 ${L.descriptionMax} 字` }]}
      >
        <RichTextEditor pictures={pictures} maxLength={L.descriptionMax} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy}>
            {detail?.listed ? '保存修改' : '保存草稿'}
          </Button>
          {ref && can?.submit && (
            <Button loading={submit.isPending} onClick={() => submit.mutate(ref)}>
              提交审核
            </Button>
          )}
          {ref && can?.delist && (
            <Popconfirm title="下架后买家将无法购买该商品，确定下架？" onConfirm={() => delist.mutate(ref)}>
              <Button danger loading={delist.isPending}>
                下架
              </Button>
            </Popconfirm>
          )}
          <Button onClick={() => navigate(WORKBENCH_GOODS_PATH)}>返回列表</Button>
        </Space>
      </Form.Item>
      {ref && can?.withdraw && (
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button disabled={false} loading={withdraw.isPending} onClick={() => withdraw.mutate(ref)}>
            撤回审核
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}

function StockPanel({ detail }: { detail: WbGoodsDetail }) {
  const stock = useSetWbGoodsStock();
  const [edits, setEdits] = useState<Record<string, number | null>>({});
  return (
    <Panel title="库存（即时生效）">
      <Table
        rowKey="warehouseId"
        size="small"
        pagination={false}
        dataSource={detail.stock}
        locale={{ emptyText: '尚未设置仓库' }}
        columns={[
          { title: '仓库', dataIndex: 'warehouseName' },
          { title: '当前库存', dataIndex: 'quantity', width: 120 },
          {
            title: '修改为',
            width: 260,
            render: (_: unknown, s) => (
              <Space>
                <InputNumber
                  aria-label={`${s.warehouseName}库存`}
                  min={0}
                  max={100_000_000}
                  precision={0}
                  value={edits[s.warehouseId] ?? null}
                  onChange={(v) => setEdits({ ...edits, [s.warehouseId]: v })}
                />
                <Button
                  size="small"
                  disabled={edits[s.warehouseId] == null}
                  loading={stock.isPending}
                  onClick={() =>
                    stock.mutate(
                      {
                        id: detail.id,
                        version: detail.version,
                        warehouseId: s.warehouseId,
                        quantity: edits[s.warehouseId]!,
                      },
                      { onSuccess: () => setEdits({ ...edits, [s.warehouseId]: null }) },
                    )
                  }
                >
                  保存
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Panel>
  );
}

function Overview({ detail }: { detail: WbGoodsDetail }) {
  return (
    <Panel title="商品状态">
      <Descriptions size="small" column={3}>
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLORS[detail.status]}>{detail.statusText}</Tag>
          {detail.hasDraft && <span className="wb-muted">有未提交的修改</span>}
        </Descriptions.Item>
        <Descriptions.Item label="SKU 编码">{detail.skuCode || '审核通过后生成'}</Descriptions.Item>
        <Descriptions.Item label="版本">{detail.version}</Descriptions.Item>
      </Descriptions>
      {detail.rejectReason && (
        <Alert type="error" showIcon message={`审核驳回：${detail.rejectReason}`} style={{ marginTop: 8 }} />
      )}
      {detail.status === 'PENDING' && (
        <Alert type="info" showIcon message="商品正在审核中，撤回后才能修改" style={{ marginTop: 8 }} />
      )}
      {detail.diff.length > 0 && (
        <Table
          style={{ marginTop: 12 }}
          rowKey="field"
          size="small"
          pagination={false}
          dataSource={detail.diff}
          title={() => '与上架版本的差异（审核通过后生效）'}
          columns={[
            { title: '字段', dataIndex: 'label', width: 110 },
            { title: '上架版本', dataIndex: 'before' },
            { title: '修改后', dataIndex: 'after' },
          ]}
        />
      )}
      {detail.priceHistory.length > 0 && (
        <Table
          style={{ marginTop: 12 }}
          rowKey={(h) => `${h.at}-${h.listPrice}`}
          size="small"
          pagination={false}
          dataSource={detail.priceHistory}
          title={() => '价格历史'}
          columns={[
            { title: '时间', dataIndex: 'at', render: (t: string) => timeText(t) },
            { title: '销售价', dataIndex: 'listPrice', render: (p: number) => formatFen(p) },
            { title: '市场价', dataIndex: 'marketPrice', render: (p: number) => formatFen(p) },
            { title: '修改人', dataIndex: 'by', render: (b: string) => b || '审核上架' },
          ]}
        />
      )}
    </Panel>
  );
}

/** /workbench/goods/new and /workbench/goods/:id: 新建商品 and 编辑商品 of the supplier. */
export default function GoodsEditPage() {
  const { id = '' } = useParams();
  const detail = useWbGoodsDetail(id);
  if (!id)
    return (
      <Panel title="商品信息">
        <GoodsForm detail={null} />
      </Panel>
    );
  if (detail.isError) return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data)
    return (
      <Panel>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Panel>
    );
  return (
    <>
      <Overview detail={detail.data} />
      <Panel title="商品信息">
        <GoodsForm key={`${detail.data.id}-${detail.data.version}`} detail={detail.data} />
      </Panel>
      {detail.data.listed && <StockPanel detail={detail.data} />}
    </>
  );
}
