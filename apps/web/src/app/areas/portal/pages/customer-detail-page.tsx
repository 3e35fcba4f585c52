import { Button, Col, Row, Skeleton, Tag } from 'antd';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { pictureSet } from '@pm/contract/picture';
import { getPortalStoryDetailQuery, usePortalStoryDetail } from '@/features/portal/api/portal-story-detail';
import { StoryCard } from '@/features/portal/desktop/story-card';
import { StoryFigures } from '@/features/portal/desktop/story-figures';
import { queryClient } from '@/lib/query-client';
import { Panel } from '@/ui/desktop/empty-state';
import { QueryError } from '@/ui/desktop/query-error';
import { PORTAL_HOME_PATH, portalStoryPath } from '../paths';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(getPortalStoryDetailQuery(params.id));
  return null;
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n+/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  );
}

/** /portal/customer/:id: 案例详情 — problem, what they did, figures, quote, pictures, related stories. */
export default function CustomerDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const story = usePortalStoryDetail(id);
  if (story.isError) {
    return (
      <Panel title="案例详情">
        <QueryError error={story.error}>
          <Button onClick={() => navigate(PORTAL_HOME_PATH)}>返回客户案例</Button>
        </QueryError>
      </Panel>
    );
  }
  if (!story.data) {
    return (
      <Panel title="案例详情">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Panel>
    );
  }
  const s = story.data;
  return (
    <>
      <Panel
        title={s.headline}
        extra={<Link to={`${PORTAL_HOME_PATH}?industry=${encodeURIComponent(s.industry)}`}>同行业案例</Link>}
      >
        <Row gutter={24}>
          <Col span={14}>
            <img
              {...pictureSet(s.pictures.cover, 640)}
              alt={`${s.shortName} 案例封面`}
              width={640}
              height={320}
              className="pm-portal__detail-cover"
            />
          </Col>
          <Col span={10}>
            <h3 style={{ fontSize: 20, marginTop: 0 }}>{s.customerName}</h3>
            <p>
              <Tag color="blue">{s.industry}</Tag>
              {s.region} · {s.size}
            </p>
            <StoryFigures figures={s.figures} />
          </Col>
        </Row>
        <section className="pm-portal__section">
          <h3>客户面临的问题</h3>
          <Paragraphs text={s.problem} />
          <h3>他们如何使用固买商城</h3>
          <Paragraphs text={s.solution} />
        </section>
        {s.quote && (
          <blockquote className="pm-portal__quote">
            “{s.quote}”{s.quoteBy && <footer>—— {s.quoteBy}</footer>}
          </blockquote>
        )}
        <section className="pm-portal__section">
          <h3>成效数据</h3>
          <div className="pm-portal__pictures">
            <img
              {...pictureSet(s.pictures.chart, 640)}
              alt={`${s.shortName} 的成效数据图`}
              width={640}
              height={320}
            />
            <img {...pictureSet(s.pictures.logo, 240)} alt={`${s.shortName} 标志`} width={240} height={240} />
          </div>
        </section>
        <div className="pm-portal__cta">
          <div>
            <strong style={{ fontSize: 16 }}>想和{s.shortName}一样省时省钱？</strong>
            <div style={{ color: '#666' }}>注册企业账号，协议价格、企业月结、增值税专用发票一站搞定。</div>
          </div>
          <Button type="primary" size="large" onClick={() => navigate('/shop')}>
            去商城采购
          </Button>
        </div>
      </Panel>
      {s.related.length > 0 && (
        <Panel title="相关案例">
          <div className="pm-portal__grid">
            {s.related.map((r) => (
              <StoryCard key={r.id} story={r} href={portalStoryPath(r.id)} />
            ))}
          </div>
        </Panel>
      )}
    </>
  );
}
