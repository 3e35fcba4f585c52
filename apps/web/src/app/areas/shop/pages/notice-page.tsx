import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getNoticeDetailQuery } from '@/features/mall/api/notice-detail';
import { NoticeView } from '@/features/mall/desktop/notice-view';
import { queryClient } from '@/lib/query-client';
import { SHOP_BASE, shopNoticeHref } from '../paths';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(getNoticeDetailQuery(params.id));
  return null;
}

/** /shop/notice/:id: 商城公告, read by everybody (visitors too); drafts and withdrawn ones are not found. */
export default function ShopNoticePage() {
  const { id = '' } = useParams();
  return <NoticeView id={id} homeHref={SHOP_BASE} noticeHref={shopNoticeHref} />;
}
