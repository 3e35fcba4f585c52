/** The pages of the cloud sourcing workspace. */
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState, Panel } from '@/features/layout/desktop/empty-state';
import { SignInPrompt } from '@/features/layout/desktop/sign-in-prompt';
import { useAuthStore } from '@/features/auth/model/auth-store';

export function CloudHomePage() {
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.isAuthorized);
  if (!signedIn) return <SignInPrompt description="登录后使用云采购工作台" />;
  return (
    <Panel title="待办事项">
      <EmptyState description="暂无待办事项">
        <Button onClick={() => navigate('/cloud/sourcing/demand-pool')}>查看需求池</Button>
      </EmptyState>
    </Panel>
  );
}

export function DemandPoolPage() {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  if (!signedIn) return <SignInPrompt description="登录后查看需求池" />;
  return (
    <Panel title="需求池">
      <EmptyState description="需求池中暂无采购需求" />
    </Panel>
  );
}

export function InquiryHallPage() {
  const signedIn = useAuthStore((s) => s.isAuthorized);
  if (!signedIn) return <SignInPrompt description="登录后查看询价大厅" />;
  return (
    <Panel title="询价大厅">
      <EmptyState description="暂无询价单" />
    </Panel>
  );
}
