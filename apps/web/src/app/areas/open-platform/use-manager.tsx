import { Button } from 'antd';
import { Link } from 'react-router';
import { storedRoleType, useAccountKind } from '@/features/auth/model/account-kind';
import { NoAccess } from '@/features/open-platform/desktop/no-access';
import { canManageApps } from '@/features/open-platform/model/manage';
import { OPEN_PLATFORM_DOCS_PATH } from './paths';

/**
 * Whether the signed-in user manages the organization's apps: `kind` is null until the account's kind is
 * known, `roleType` its role type (which scopes it may grant).
 */
export function useManager() {
  const kind = useAccountKind();
  const roleType = kind ? storedRoleType() : null;
  return { kind, roleType, manager: canManageApps(roleType) };
}

/** What a management page shows someone who is no manager: 无权限, and the way to the reference. */
export function NotManager() {
  return (
    <NoAccess
      extra={
        <Link to={OPEN_PLATFORM_DOCS_PATH}>
          <Button type="primary">查看接口文档</Button>
        </Link>
      }
    />
  );
}
