import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth/model/auth-store';
import { HELP_LOGIN_PATH } from './paths';
import { HelpEmpty } from './help-empty';

/** Personal help pages (favourites, feedback): a guest is asked to sign in; a user sees `children`. */
export function SignedInOnly({ what, children }: { what: string; children: ReactNode }) {
  const isAuthorized = useAuthStore((s) => s.isAuthorized);
  const navigate = useNavigate();
  const location = useLocation();
  if (isAuthorized) return <>{children}</>;
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <HelpEmpty page title={`登录后查看${what}`}>
      <Button
        color="primary"
        shape="rounded"
        onClick={() => navigate(`${HELP_LOGIN_PATH}?redirect=${redirect}`)}
      >
        去登录
      </Button>
    </HelpEmpty>
  );
}
