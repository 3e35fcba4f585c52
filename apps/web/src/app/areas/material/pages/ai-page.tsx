import { useState } from 'react';
import { Alert, Button, Card, Col, Input, List, Radio, Row, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { formatFen } from '@pm/contract/format';
import {
  MATERIAL_KINDS,
  MATERIAL_KIND_LABELS,
  MATERIAL_TONES,
  MATERIAL_TONE_LABELS,
  POSTER_TEMPLATES,
  POSTER_TEMPLATE_LABELS,
  type MaterialCandidates,
  type MaterialDetail,
  type MaterialKind,
  type MaterialTone,
  type PosterTemplate,
} from '@pm/contract/material';
import { checkSpecs } from '@pm/contract/spec-lock';
import { useGenerateMaterial } from '@/features/material/api/material-generate';
import { useMaterialGoods } from '@/features/material/api/material-goods';
import { useMaterialPage } from '@/features/material/api/material-page';
import { useSaveMaterial } from '@/features/material/api/material-save';
import { useSubmitMaterial } from '@/features/material/api/material-submit';
import { LockSummary, MarkedText } from '@/features/material/desktop/marked-text';
import { Panel } from '@/ui/desktop/empty-state';

function GoodsPicker({ onPick }: { onPick: (id: string, name: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const goods = useMaterialGoods({ page: 1, limit: 8, ...(keyword ? { keyword } : {}) });
  return (
    <Panel title="选择商品">
      <Input.Search
        allowClear
        placeholder="搜索商品名称、品牌、型号"
        onSearch={(v) => setKeyword(v.trim())}
        enterButton="搜索"
        aria-label="搜索商品"
      />
      <List
        style={{ marginTop: 12 }}
        loading={goods.isPending}
        dataSource={goods.data?.records ?? []}
        locale={{ emptyText: '没有找到商品' }}
        renderItem={(g) => (
          <List.Item
            actions={[
              <Button key="pick" type="link" onClick={() => onPick(g.id, g.name)}>
                选择
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={g.name}
              description={`${g.brand} · ${g.model || '—'} · ${formatFen(g.listPrice)} · ${g.supplierName}`}
            />
          </List.Item>
        )}
      />
    </Panel>
  );
}

/** /material/ai: AI创作 — pick goods, kind and tone, choose a candidate, edit it under the spec lock, save and submit. */
export default function MaterialAiPage() {
  const [params, setParams] = useSearchParams();
  const goodsId = params.get('goodsId') ?? '';
  const [goodsName, setGoodsName] = useState('');
  const [kind, setKind] = useState<MaterialKind>('SELLING_POINTS');
  const [tone, setTone] = useState<MaterialTone>('PRO');
  const [template, setTemplate] = useState<PosterTemplate>('CLASSIC');
  const [result, setResult] = useState<MaterialCandidates | null>(null);
  const [content, setContent] = useState('');
  const [saved, setSaved] = useState<MaterialDetail | null>(null);
  const generate = useGenerateMaterial();
  const save = useSaveMaterial();
  const submit = useSubmitMaterial();
  const existing = useMaterialPage({ page: 1, limit: 1, goodsId, kind }, goodsId !== '');
  const current = goodsId ? existing.data?.records[0] : undefined;
  const lock = result ? checkSpecs(content, result.facts) : null;

  const reset = () => {
    setResult(null);
    setContent('');
    setSaved(null);
  };
  if (!goodsId) {
    return (
      <GoodsPicker
        onPick={(id, name) => {
          setGoodsName(name);
          reset();
          setParams({ goodsId: id });
        }}
      />
    );
  }
  const version = saved?.version ?? current?.version ?? 0;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Panel title={`AI创作：${result?.facts.name ?? goodsName ?? ''}`}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text>素材类型</Typography.Text>
            <Radio.Group
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as MaterialKind);
                reset();
              }}
              optionType="button"
              options={MATERIAL_KINDS.map((k) => ({ value: k, label: MATERIAL_KIND_LABELS[k] }))}
            />
          </Space>
          <Space wrap>
            <Typography.Text>文案风格</Typography.Text>
            <Radio.Group
              value={tone}
              onChange={(e) => setTone(e.target.value as MaterialTone)}
              optionType="button"
              options={MATERIAL_TONES.map((t) => ({ value: t, label: MATERIAL_TONE_LABELS[t] }))}
            />
          </Space>
          {kind === 'POSTER' ? (
            <Space wrap>
              <Typography.Text>海报模板</Typography.Text>
              <Radio.Group
                value={template}
                onChange={(e) => setTemplate(e.target.value as PosterTemplate)}
                optionType="button"
                options={POSTER_TEMPLATES.map((t) => ({ value: t, label: POSTER_TEMPLATE_LABELS[t] }))}
              />
            </Space>
          ) : null}
          <Space>
            <Button
              type="primary"
              loading={generate.isPending}
              onClick={() => generate.mutate({ goodsId, kind, tone }, { onSuccess: (r) => setResult(r) })}
            >
              生成候选
            </Button>
            <Button onClick={() => setParams({})}>换一个商品</Button>
            {current ? (
              <Tag>
                已有{MATERIAL_KIND_LABELS[kind]}：第 {current.latestNo} 版 {current.statusText}
              </Tag>
            ) : null}
          </Space>
        </Space>
      </Panel>
      {result ? (
        <Row gutter={16}>
          <Col span={10}>
            <Panel title={`候选（${result.generator}）`}>
              <Space direction="vertical" style={{ width: '100%' }}>
                {result.candidates.map((c, i) => (
                  <Card
                    key={i}
                    size="small"
                    title={`候选 ${i + 1}`}
                    data-testid="material-candidate"
                    extra={
                      <Button size="small" type="link" onClick={() => setContent(c.content)}>
                        使用此候选
                      </Button>
                    }
                  >
                    <MarkedText text={c.content} lock={c.lock} />
                  </Card>
                ))}
              </Space>
            </Panel>
          </Col>
          <Col span={14}>
            <Panel title="编辑">
              <Space direction="vertical" style={{ width: '100%' }}>
                <Input.TextArea
                  aria-label="素材内容"
                  rows={kind === 'TITLE' ? 2 : 8}
                  maxLength={kind === 'TITLE' ? 80 : 2000}
                  showCount
                  value={content}
                  onChange={(e) => setContent(e.target.value)}
                  placeholder="选择一个候选，或直接输入"
                />
                {lock && content ? (
                  <>
                    <Typography.Text type="secondary">规格核对（与商品资料逐项比对）</Typography.Text>
                    <MarkedText text={content} lock={lock} />
                    <LockSummary lock={lock} />
                  </>
                ) : null}
                {saved?.posterUrl ? (
                  <img src={`${saved.posterUrl}?w=480`} width={240} alt="海报预览" />
                ) : null}
                <Space>
                  <Button
                    disabled={!content.trim() || current?.status === 'PENDING'}
                    loading={save.isPending}
                    onClick={() =>
                      save.mutate(
                        {
                          goodsId,
                          kind,
                          content,
                          tone,
                          version,
                          ...(kind === 'POSTER' ? { template } : {}),
                        },
                        { onSuccess: (d) => setSaved(d) },
                      )
                    }
                  >
                    保存草稿
                  </Button>
                  <Button
                    type="primary"
                    disabled={
                      !saved || saved.content !== content || saved.lock.blocked || saved.status !== 'DRAFT'
                    }
                    loading={submit.isPending}
                    onClick={() =>
                      saved &&
                      submit.mutate(
                        { id: saved.id, version: saved.version },
                        { onSuccess: (d) => setSaved(d) },
                      )
                    }
                  >
                    提交审核
                  </Button>
                </Space>
                {saved?.status === 'PENDING' ? (
                  <Alert type="success" showIcon message="已提交审核，运营审核通过后才会在商城中使用" />
                ) : null}
                {current?.status === 'PENDING' && !saved ? (
                  <Alert type="info" showIcon message="该素材正在审核中，审核结束后才能保存新的版本" />
                ) : null}
              </Space>
            </Panel>
          </Col>
        </Row>
      ) : null}
    </Space>
  );
}
