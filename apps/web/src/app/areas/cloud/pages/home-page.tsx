import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { SignInPrompt } from '@/ui/desktop/sign-in-prompt';

/** /cloud/index: 云采购工作台 (the to-do list). */
export default function CloudHomePage() {
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
