/** The pages of the customer dashboard 固买云. */
import { Button, Descriptions } from 'antd';
import { useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { EmptyState, Panel } from '@/features/layout/desktop/empty-state';
import { SignInPrompt } from '@/features/layout/desktop/sign-in-prompt';
import { displayName, useDesktopSession } from '@/features/layout/desktop/use-desktop-session';

function useSignedIn() {
  return useAuthStore((s) => s.isAuthorized);
}

export function DashboardHomePage() {
  const { signedIn, user } = useDesktopSession();
  const navigate = useNavigate();
  if (!signedIn) return <SignInPrompt description="登录后查看贵司的采购数据" />;
  return (
    <>
      <Panel title={`您好，${displayName(user) || '采购用户'}`}>
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'org', label: '所属企业', children: user?.organizationName || '—' },
            { key: 'dept', label: '部门', children: user?.departmentName || '—' },
            { key: 'account', label: '账号', children: user?.username || '—' },
          ]}
        />
      </Panel>
      <Panel title="采购趋势">
        <EmptyState description="暂无采购数据，下单后这里会展示贵司的采购趋势">
          <Button type="primary" onClick={() => navigate('/shop')}>
            去商城采购
          </Button>
        </EmptyState>
      </Panel>
    </>
  );
}

export function CollectionPage() {
  if (!useSignedIn()) return <SignInPrompt description="登录后查看采购汇总" />;
  return (
    <Panel title="采购汇总">
      <EmptyState description="暂无采购汇总数据" />
    </Panel>
  );
}

export function SupplierBoardPage() {
  if (!useSignedIn()) return <SignInPrompt description="登录后查看供应商数据" />;
  return (
    <Panel title="供应商数据看板">
      <EmptyState description="暂无供应商数据" />
    </Panel>
  );
}
