import { Button, Popconfirm } from 'antd';
import { OPEN_LIMITS, type OpenApp, type OpenAppSecret } from '@pm/contract/open-platform';
import { useRevokeOpenApp } from '../api/app-revoke';
import { useRotateOpenAppSecret } from '../api/app-rotate';

/**
 * Rotate an app's client secret (the new one comes back to be shown once) and revoke it, each behind a
 * confirmation that says what follows. Nothing for a revoked app.
 */
export function AppActions({
  app,
  onRotated,
  asLinks = false,
}: {
  app: OpenApp;
  onRotated: (secret: OpenAppSecret) => void;
  /** Link buttons (a table's row) rather than buttons (a page's head). */
  asLinks?: boolean;
}) {
  const rotate = useRotateOpenAppSecret();
  const revoke = useRevokeOpenApp();
  if (app.status !== 'ACTIVE') return null;
  const type = asLinks ? 'link' : 'default';
  return (
    <>
      <Popconfirm
        title="轮换 client_secret？"
        description={`新密钥只显示一次；旧密钥在 ${OPEN_LIMITS.secretOverlapHours} 小时内仍然有效。`}
        okText="轮换"
        cancelText="取消"
        onConfirm={async () => onRotated(await rotate.mutateAsync(app.id))}
      >
        <Button type={type}>轮换密钥</Button>
      </Popconfirm>
      <Popconfirm
        title="吊销该应用？"
        description="吊销后其密钥与已发放的令牌立即失效，Webhook 停止投递，且不能恢复。"
        okText="吊销"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() => revoke.mutateAsync(app.id)}
      >
        <Button type={type} danger>
          吊销
        </Button>
      </Popconfirm>
    </>
  );
}
