import { useEffect } from 'react';
import { Spin } from 'antd';
import { useLocation } from 'react-router';
import { logout } from '@/features/auth/model/session';
import { env } from '@/lib/env';
import { navigateTo, REDIRECT_PARAM } from '@/lib/login-flow';

let running: Promise<void> | null = null;

/** /logout: signs out, then shows the sign-in page with the same redirect parameter. */
export default function SignOutPage() {
  const location = useLocation();
  useEffect(() => {
    const redirect = new URLSearchParams(location.search).get(REDIRECT_PARAM);
    // StrictMode runs effects twice: sign out once
    running ??= logout().finally(() => {
      running = null;
    });
    void running.then(() => {
      const target = redirect
        ? `${env.signInPath}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}`
        : env.signInPath;
      navigateTo(target, { replace: true });
    });
  }, [location.search]);
  return (
    <main className="account__main">
      <div className="shop-container" style={{ textAlign: 'center', color: '#fff' }}>
        <Spin />
        <p style={{ marginTop: 12 }}>正在退出登录…</p>
      </div>
    </main>
  );
}
