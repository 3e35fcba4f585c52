import { Alert, Descriptions, Modal, Typography } from 'antd';
import { OPEN_LIMITS, type OpenAppSecret } from '@pm/contract/open-platform';
import { timeText } from '../model/manage';
import './open-platform.css';

/**
 * A secret in full with a copy button, and what the caller says of it (`notice`): an app's client secret on
 * creation or rotation is shown this once (the server keeps only its digest); an endpoint's signing secret
 * can be viewed again (the server signs with it).
 */
export function SecretModal({
  title,
  fields,
  secretLabel,
  secret,
  notice,
  onClose,
}: {
  title: string;
  /** What goes with the secret (client_id …). */
  fields?: { label: string; value: string }[];
  secretLabel: string;
  secret: string;
  notice: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={onClose}
      okText="我已妥善保存"
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      width={620}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={notice} />
      <Descriptions column={1} size="small" bordered>
        {(fields ?? []).map((f) => (
          <Descriptions.Item key={f.label} label={f.label}>
            <Typography.Text copyable={{ text: f.value, tooltips: ['复制', '已复制'] }} code>
              {f.value}
            </Typography.Text>
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={secretLabel}>
          <div className="op-secret" data-testid="shown-secret">
            <Typography.Text copyable={{ text: secret, tooltips: ['复制', '已复制'] }}>
              {secret}
            </Typography.Text>
          </div>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}

/** The secret of a new or rotated app, shown once. */
export function AppSecretModal({
  shown,
  rotated,
  onClose,
}: {
  shown: OpenAppSecret;
  rotated: boolean;
  onClose: () => void;
}) {
  const until = shown.app.previousSecretExpiresAt;
  return (
    <SecretModal
      title={rotated ? '新的 client_secret' : '应用已创建'}
      fields={[{ label: 'client_id', value: shown.app.clientId }]}
      secretLabel="client_secret"
      secret={shown.clientSecret}
      notice={
        rotated
          ? `新密钥只显示这一次，请立即保存。旧密钥在 ${OPEN_LIMITS.secretOverlapHours} 小时内仍然有效${until ? `（至 ${timeText(until)}）` : ''}，请在此之前更新您的系统。`
          : 'client_secret 只显示这一次，关闭后无法再次查看（服务器只保存其摘要）。遗失时请轮换密钥。'
      }
      onClose={onClose}
    />
  );
}
