import { useState } from 'react';
import { Alert, Button, Input, Select, Space, Tag } from 'antd';
import { OPEN_LIMITS } from '@pm/contract/open-platform';
import { useOpenApps } from '../api/app-page';
import { useAppToken } from '../api/app-token';
import { timeText } from '../model/manage';
import { useTryToken } from '../model/try-token';

/**
 * Where the console's token comes from: pasted, or got for one of the organization's apps with its
 * client secret (the secret is shown only once, so the manager pastes it; it is not kept).
 */
export function TokenPicker({ manager }: { manager: boolean }) {
  const token = useTryToken();
  const apps = useOpenApps({ page: 1, limit: OPEN_LIMITS.appsPerOrganization }, manager);
  const getToken = useAppToken();
  const [appId, setAppId] = useState<string | undefined>();
  const [secret, setSecret] = useState('');
  const active = (apps.data?.records ?? []).filter((a) => a.status === 'ACTIVE');
  const chosen = active.find((a) => a.id === appId);

  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input.Password
          aria-label="访问令牌"
          placeholder="粘贴访问令牌（access_token）"
          value={token.token}
          visibilityToggle
          onChange={(e) => token.set({ token: e.target.value, source: '手动填写', scope: '', expiresAt: 0 })}
        />
        <Button onClick={() => token.clear()} disabled={!token.token}>
          清除
        </Button>
      </Space.Compact>
      {token.token && (
        <div style={{ marginTop: 6, color: '#5f6b7a', fontSize: 12 }}>
          来源：{token.source || '手动填写'}
          {token.scope && (
            <>
              ，权限范围：
              {token.scope.split(' ').map((s) => (
                <Tag key={s} style={{ marginInlineEnd: 4 }}>
                  {s}
                </Tag>
              ))}
            </>
          )}
          {token.expiresAt > 0 && <>，有效至 {timeText(new Date(token.expiresAt).toISOString())}</>}
        </div>
      )}
      {manager && (
        <div style={{ marginTop: 12 }}>
          <div style={{ marginBottom: 6 }}>或用本企业的应用获取令牌：</div>
          <Space wrap style={{ width: '100%' }}>
            <Select
              aria-label="选择应用"
              placeholder={active.length === 0 && !apps.isPending ? '尚无可用的应用' : '选择应用'}
              style={{ width: 220 }}
              showSearch={{ optionFilterProp: 'label' }}
              loading={apps.isPending}
              value={appId}
              onChange={setAppId}
              options={active.map((a) => ({ value: a.id, label: a.name }))}
            />
            <Input.Password
              aria-label="client_secret"
              placeholder="该应用的 client_secret"
              style={{ width: 300 }}
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
            />
            <Button
              type="primary"
              ghost
              loading={getToken.isPending}
              disabled={!chosen || !secret.trim()}
              onClick={() => {
                if (!chosen) return;
                getToken.mutate(
                  { clientId: chosen.clientId, clientSecret: secret },
                  {
                    onSuccess: (t) => {
                      token.set({
                        token: t.accessToken,
                        source: chosen.name,
                        scope: t.scope,
                        expiresAt: Date.now() + t.expiresIn * 1000,
                      });
                      setSecret('');
                    },
                  },
                );
              }}
            >
              获取令牌
            </Button>
          </Space>
          {getToken.isError && (
            <Alert style={{ marginTop: 8 }} type="error" showIcon title={getToken.error.message} />
          )}
        </div>
      )}
    </div>
  );
}
