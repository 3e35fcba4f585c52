import { Button, Descriptions } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState, Panel } from '@/ui/desktop/empty-state';
import { SignInPrompt } from '@/ui/desktop/sign-in-prompt';
import { displayName, useDesktopSession } from '@/ui/desktop/use-desktop-session';

/** /dashboard: 首页 of 固买云. */
export default function DashboardHomePage() {
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
