import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { getInquiryBasketQuery } from '@/features/inquiry/api/inquiry-basket';
import { getInquiryPageQuery } from '@/features/inquiry/api/inquiry-page';
import { InquiryBasketPanel } from '@/features/inquiry/desktop/inquiry-basket-panel';
import { InquiryListPanel } from '@/features/inquiry/desktop/inquiry-list-panel';
import { useShopStore } from '@/features/mall/model/shop-store';
import { useSetInquiryNum } from '@/features/add-to-lists/api/inquiry-save';
import { storedSessionUser } from '@/features/auth/model/session';
import { queryClient } from '@/lib/query-client';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';
import { GoShopping } from './go-shopping';

/** Starts loading the basket and the first page of inquiries with the page's code (buyers only). */
export function loader() {
  if (storedSessionUser()?.isVendor) return null;
  const divisionCode = useShopStore.getState().divisionCode;
  void queryClient.prefetchQuery(
    getInquiryBasketQuery({ page: 1, limit: 20, ...(divisionCode ? { divisionCode } : {}) }),
  );
  void queryClient.prefetchQuery(getInquiryPageQuery({ page: 1, limit: 10 }));
  return null;
}

/**
 * /shop/person/inquire: 我的询价. The inquiry basket (询价篮) with its submit form on top, the buyer's
 * inquiries below, each opening the suppliers' quotes; 接受报价 puts goods into the cart at the quoted price.
 */
export default function InquiryListPage() {
  const { user } = useDesktopSession();
  const divisionCode = useShopStore((s) => s.divisionCode);
  const navigate = useNavigate();
  const setNum = useSetInquiryNum();
  if (user?.isVendor) {
    return (
      <Panel title="我的询价">
        <EmptyState description="供应商账号不发起询价：采购商发给贵司的询价在「报价管理」中查看和报价">
          <Link to="/shop/person/quote">
            <Button type="primary">去报价管理</Button>
          </Link>
        </EmptyState>
      </Panel>
    );
  }
  return (
    <>
      <InquiryBasketPanel
        divisionCode={divisionCode}
        empty={<GoShopping />}
        onChangeNum={(itemId, num) => setNum.mutateAsync({ itemId, num })}
      />
      <InquiryListPanel onGoCart={() => navigate('/shop/cart')} />
    </>
  );
}
