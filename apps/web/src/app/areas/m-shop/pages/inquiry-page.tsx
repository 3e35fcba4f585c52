import { useNavigate, useSearchParams } from 'react-router';
import { InquiryDetailScreen, InquiryListScreen } from '@/features/inquiry/mobile/inquiry-screens';
import { BackNavBar } from '@/ui/mobile/back-nav-bar';
import { MobileQueryRoot } from '@/ui/mobile/query-root';
import { M_SHOP_INQUIRY_PATH } from '../buyer-links';

/** /m-shop/inquiry?id=: 我的询价, or one inquiry with its quotes and 邀请供应商. */
export default function MShopInquiryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const valid = /^[1-9]\d{0,18}$/.test(id);
  return (
    <MobileQueryRoot>
      <BackNavBar
        title={valid ? '询价详情' : '我的询价'}
        fallback={valid ? M_SHOP_INQUIRY_PATH : '/m-shop/personal-center'}
      />
      {valid ? (
        <InquiryDetailScreen id={id} />
      ) : (
        <InquiryListScreen onOpen={(x) => navigate(`${M_SHOP_INQUIRY_PATH}?id=${encodeURIComponent(x)}`)} />
      )}
    </MobileQueryRoot>
  );
}
