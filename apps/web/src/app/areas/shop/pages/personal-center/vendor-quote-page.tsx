import { getVendorInquiryPageQuery } from '@/features/inquiry/api/vendor-inquiry-page';
import { VendorInquiryList } from '@/features/inquiry/desktop/vendor-inquiry-list';
import { storedSessionUser } from '@/features/auth/model/session';
import { queryClient } from '@/lib/query-client';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { useDesktopSession } from '@/ui/desktop/use-desktop-session';

/** Starts loading the first page of inquiries with the page's code (suppliers only). */
export function loader() {
  if (storedSessionUser()?.isVendor)
    void queryClient.prefetchQuery(getVendorInquiryPageQuery({ page: 1, limit: 10 }));
  return null;
}

/** /shop/person/quote: 报价管理. A supplier's inquiries from buyers, quoted line by line. */
export default function VendorQuotePage() {
  const { user } = useDesktopSession();
  if (user && !user.isVendor) {
    return (
      <Panel title="报价管理">
        <EmptyState description="报价管理仅对供应商账号开放；采购商的询价请在「我的询价」中查看" />
      </Panel>
    );
  }
  return <VendorInquiryList />;
}
