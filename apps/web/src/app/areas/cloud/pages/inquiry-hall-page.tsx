import { useAuthStore } from '@/features/auth/model/auth-store';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { SignInPrompt } from '@/ui/desktop/sign-in-prompt';

/** /cloud/sourcing/inquiry-hill: 询价大厅. */
export default function InquiryHallPage() {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  if (!signedIn) return <SignInPrompt description="登录后查看询价大厅" />;
  return (
    <Panel title="询价大厅">
      <EmptyState description="暂无询价单" />
    </Panel>
  );
}
