import { useAuthStore } from '@/features/auth/model/auth-store';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { SignInPrompt } from '@/ui/desktop/sign-in-prompt';

/** /cloud/sourcing/demand-pool: 需求池. */
export default function DemandPoolPage() {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  if (!signedIn) return <SignInPrompt description="登录后查看需求池" />;
  return (
    <Panel title="需求池">
      <EmptyState description="需求池中暂无采购需求" />
    </Panel>
  );
}
