import { useLocation } from 'react-router';
import { loginPathFor, navigateTo, signOutPathFor } from '@/lib/login-flow';
import { displayName, useDesktopSession } from './use-desktop-session';
import './desktop.css';

/** 登录 for a visitor; the user's name and 退出 when signed in (no UI kit: the shop header uses it). */
export function UserLinks({ dark = false }: { dark?: boolean }) {
  const { signedIn, user } = useDesktopSession();
  const location = useLocation();
  const hash = `#${location.pathname}${location.search}`;
  const cls = dark ? 'pm-user-links pm-user-links--dark' : 'pm-user-links';
  if (!signedIn) {
    return (
      <span className={cls}>
        <span>您好，欢迎来到固买商城</span>
        <button type="button" className="pm-btn pm-btn--link" onClick={() => navigateTo(loginPathFor(hash))}>
          请登录
        </button>
      </span>
    );
  }
  return (
    <span className={cls}>
      <span className="pm-user-links__name" title={user?.organizationName}>
        您好，{displayName(user) || '采购用户'}
      </span>
      <button type="button" className="pm-btn pm-btn--link" onClick={() => navigateTo(signOutPathFor(hash))}>
        退出
      </button>
    </span>
  );
}
