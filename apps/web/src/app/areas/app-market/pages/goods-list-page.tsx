import { useSearchParams } from 'react-router';
import { EmptyState } from '@/ui/mobile/empty-state';
import { cleanKeyword } from '@/features/goods/model/keyword';
import { GoButton } from './placeholder-parts';

/** /app-market/goods-list?k=: the keyword searched for (markup and spaces stripped). */
export default function GoodsListPage() {
  const [params] = useSearchParams();
  const keyword = cleanKeyword(params.get('k'));
  return (
    <div>
      {keyword && (
        <p className="am-keyword">
          搜索“<b>{keyword}</b>”的结果
        </p>
      )}
      <EmptyState fullPage title="暂无相关商品" description="换个关键词试试">
        <GoButton to="/app-market/search">重新搜索</GoButton>
      </EmptyState>
    </div>
  );
}
