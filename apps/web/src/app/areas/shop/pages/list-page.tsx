import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { cleanKeyword } from '@/features/goods/model/keyword';

/** /shop/list?k=<keyword>&catalog=<category name>: the goods list. */
export default function ShopListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const keyword = cleanKeyword(params.get('k'));
  const catalog = cleanKeyword(params.get('catalog'));
  const filter = keyword || catalog;

  return (
    <Panel
      title="商品列表"
      extra={
        filter ? (
          <p className="shop-list__summary">
            {keyword ? '搜索' : '分类'} <em>“{filter}”</em> 的商品
          </p>
        ) : null
      }
    >
      <EmptyState description={filter ? `没有找到与“${filter}”相关的商品` : '暂无商品'}>
        {filter ? (
          <Button type="primary" onClick={() => navigate('/shop/list')}>
            查看全部商品
          </Button>
        ) : (
          <Button onClick={() => navigate('/shop')}>返回首页</Button>
        )}
      </EmptyState>
    </Panel>
  );
}
