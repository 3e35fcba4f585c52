import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { SignInPrompt } from '@/ui/desktop/sign-in-prompt';
import { useSignedIn } from './use-signed-in';

/** /dashboard/supplier-data-board: 供应商数据看板. */
export default function SupplierBoardPage() {
  if (!useSignedIn()) return <SignInPrompt description="登录后查看供应商数据" />;
  return (
    <Panel title="供应商数据看板">
      <EmptyState description="暂无供应商数据" />
    </Panel>
  );
}
