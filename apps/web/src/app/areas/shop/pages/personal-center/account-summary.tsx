import { Descriptions } from 'antd';
import type { SessionUser } from '@pm/contract/user';
import { storedSessionUser } from '@/features/auth/model/session';

function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/**
 * The signed-in account above the account forms of the personal center: the given user (a page that
 * changed it passes the reloaded one), else the stored session user.
 */
export function AccountSummary({ user = storedSessionUser() }: { user?: SessionUser | null }) {
  if (!user) return null;
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 24 }}
      items={[
        { key: 'u', label: '账号', children: user.username },
        { key: 'p', label: '绑定手机', children: maskPhone(user.cellphone) || '未绑定' },
        { key: 'o', label: '所属企业', children: user.organizationName || '—' },
      ]}
    />
  );
}
