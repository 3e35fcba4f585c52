import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { SignInPrompt } from '@/ui/desktop/sign-in-prompt';
import { useSignedIn } from './use-signed-in';

/** /dashboard/collection: 采购汇总. */
export default function CollectionPage() {
  if (!useSignedIn()) return <SignInPrompt description="登录后查看采购汇总" />;
  return (
    <Panel title="采购汇总">
      <EmptyState description="暂无采购汇总数据" />
    </Panel>
  );
}
