import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getNoticeDetailQuery } from '@/features/mall/api/notice-detail';
import { shopLinkTarget } from '@/features/mall/model/banner-link';
import { NoticeScreen } from '@/features/mall/mobile/notice-screen';
import { queryClient } from '@/lib/query-client';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { M_SHOP_LINKS } from '../goods-links';
import { M_SHOP_HOME_PATH, mShopHref } from '../paths';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(getNoticeDetailQuery(params.id));
  return null;
}

/** A notice's link (a desktop shop path) as a phone address: goods lists and details; else none. */
function linkHref(link: string): string | null {
  const t = shopLinkTarget(link);
  if (t.kind === 'detail') return M_SHOP_LINKS.detail(t.id);
  if (t.kind === 'list') return M_SHOP_LINKS.list({ keyword: t.keyword, catalog: t.catalog });
  return null;
}

/** /m-shop/notice/:id: 商城公告 (footer hidden); drafts and withdrawn notices are not found. */
export default function MShopNoticePage() {
  const { id = '' } = useParams();
  return (
    <MobileQueryRoot>
      <BackNavBar title="商城公告" fallback={M_SHOP_HOME_PATH} />
      <NoticeScreen
        id={id}
        homeHref={M_SHOP_HOME_PATH}
        noticeHref={(n) => mShopHref('notice', { id: n })}
        linkHref={linkHref}
      />
    </MobileQueryRoot>
  );
}
