import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { HelpEmpty } from '../help-empty';

/** /help/detail/:id. */
export default function HelpDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <section className="hc-card">
      <HelpEmpty page title="暂无文章内容" description={id ? `文章编号：${id}` : undefined}>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate('/help/list')}>
          查看文章列表
        </Button>
      </HelpEmpty>
    </section>
  );
}
